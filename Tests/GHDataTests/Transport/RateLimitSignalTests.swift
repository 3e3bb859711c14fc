import Foundation
import GHDomain
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

    @Test func hostileResetHeader_countsAsAbsent() {
        let cases: [String] = ["1e300", "inf", "nan", "-5", "99999999999999999999", "soon", ""]
        for value in cases {
            let signal = RateLimitSignal(response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": value]), body: Data())
            #expect(signal == .primary(reset: nil), "case \(String(reflecting: value))")
        }
    }

    @Test func resetHeader_isUnixSeconds() {
        let signal = RateLimitSignal(response(429, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": " 1700000000 "]), body: Data())
        #expect(signal == .primary(reset: 1_700_000_000))
    }

    /// `Retry-After` accepts seconds and HTTP dates up to an hour, and nothing else.
    @Test func retryAfter_acceptsOnlySecondsOrDatesWithinAnHour() {
        let now = Date(timeIntervalSince1970: 1_445_412_400)  // Wed, 21 Oct 2015 07:26:40 GMT
        #expect(RateLimitSignal.seconds(inRetryAfter: "120", now: now) == 120)
        #expect(RateLimitSignal.seconds(inRetryAfter: " 0 ", now: now) == 0)
        #expect(RateLimitSignal.seconds(inRetryAfter: "3600", now: now) == 3600)
        #expect(RateLimitSignal.seconds(inRetryAfter: "Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 80)
        #expect(RateLimitSignal.seconds(inRetryAfter: "Wed, 21 Oct 2015 07:00:00 GMT", now: now) == 0)
        // What is no wait to take is reported as sent, not waited on: negative, over an hour,
        // neither a number nor a date.
        for absurd in ["-3", "-5", "3601", "9999999999", "1000000000000", "99999999999999999999", "1.5", "1e3", "tomorrow", "", "١٢"] {
            #expect(RateLimitSignal.seconds(inRetryAfter: absurd, now: now) == nil, "\(absurd)")
        }
        #expect(RateLimitSignal.seconds(inRetryAfter: "Wed, 21 Oct 2015 09:00:00 GMT", now: now) == nil)
    }

    @Test func httpDates_areReadOnlyInTheFixedFormat() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Thu, 29 Feb 2024 23:59:60 GMT") == Date(timeIntervalSince1970: 1_709_251_200))
        for bad in [
            "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Xyz 1994 08:49:37 GMT",
            "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:49:37 GMT", "", "Sun, 06 Nov 1994 08:49:3x GMT",
        ] {
            #expect(HTTPDate.parse(Substring(bad)) == nil, "\(bad)")
        }
    }

    /// A GraphQL 200 with nothing left and a rate-limit error is the primary limit, under either name.
    @Test func graphQL200_spentAndRateLimited_isThePrimaryLimit() {
        let spent = response(200, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000", "X-RateLimit-Limit": "5000"])
        for type in ["RATE_LIMITED", "RATE_LIMIT"] {
            let body = Data(#"{"errors":[{"type":"\#(type)","message":"API rate limit exceeded"}]}"#.utf8)
            #expect(RateLimitSignal(spent, body: body) == .primary(reset: 1_700_000_000), "case \(type)")
        }
        #expect(RateLimitSignal(spent, body: Data(#"{"errors":[{"type":"NOT_FOUND"}]}"#.utf8)) == nil)
        let window = RateLimitSignal.spentWindow(spent, resource: "graphql")
        #expect(
            window == RateLimitSnapshot(remaining: 0, limit: 5000, resetAt: Date(timeIntervalSince1970: 1_700_000_000), resource: "graphql")
        )
    }

    @Test func otherStatuses_andPlain403s_areNoRateLimit() {
        #expect(RateLimitSignal(response(500, ["Retry-After": "1"]), body: Data()) == nil)
        #expect(RateLimitSignal(response(403, [:]), body: Data(#"{"message":"Forbidden"}"#.utf8)) == nil)
    }
}
