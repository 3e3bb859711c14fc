import Foundation
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RateLimitSignalTests {
    private func response(_ status: Int, _ headers: [String: String]) -> HTTPURLResponse {
        HTTPURLResponse(
            url: URL(string: "https://api.github.com/users")!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    @Test(arguments: ["1e300", "inf", "nan", "-5", "99999999999999999999", "soon", ""])
    func hostileResetHeader_countsAsAbsent(_ value: String) {
        let signal = RateLimitSignal(response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": value]), body: Data())
        #expect(signal == .primary(reset: nil))
    }

    @Test func resetHeader_isUnixSeconds() {
        let signal = RateLimitSignal(response(429, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": " 1700000000 "]), body: Data())
        #expect(signal == .primary(reset: 1_700_000_000))
    }

    @Test func retryAfter_acceptsSecondsAndHTTPDates_andCapsThem() {
        let now = Date(timeIntervalSince1970: 1_445_412_400)  // Wed, 21 Oct 2015 07:26:40 GMT
        #expect(RateLimitSignal.seconds(inRetryAfter: "120", now: now) == 120)
        #expect(RateLimitSignal.seconds(inRetryAfter: "-3", now: now) == 0)
        #expect(RateLimitSignal.seconds(inRetryAfter: "99999999999999999999", now: now) == nil)
        #expect(RateLimitSignal.seconds(inRetryAfter: "9999999999", now: now) == 86_400)
        #expect(RateLimitSignal.seconds(inRetryAfter: "Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 80)
        #expect(RateLimitSignal.seconds(inRetryAfter: "Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
        #expect(RateLimitSignal.seconds(inRetryAfter: "tomorrow", now: now) == nil)
    }

    @Test func otherStatuses_andPlain403s_areNoRateLimit() {
        #expect(RateLimitSignal(response(500, ["Retry-After": "1"]), body: Data()) == nil)
        #expect(RateLimitSignal(response(403, [:]), body: Data(#"{"message":"Forbidden"}"#.utf8)) == nil)
    }
}
