import Foundation
import GHDomain
import GHTestStubs
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GET /rate_limit`, which GitHub does not count, as the authority: what it says replaces what
/// a run knew, and `--wait` asks it once when a refusal's reset tells nothing to wait for.
extension ThrottlingTransportTests {
    /// With wait, a reset that tells nothing asks the rate limit once, and stops when it tells nothing either.
    @Test func withWait_aResetTellingNothing_asksRateLimitOnce() async throws {
        for reset: String in ["past", "not a number", "ten days away", "99999999999"] {
            var refusal = Self.limits(remaining: 0)
            refusal["X-RateLimit-Reset"] = ["past": "\(Self.start - 1)", "ten days away": "\(Self.start + 864_000)"][reset] ?? reset
            let stub = StubTransport()
            stub.register("/users", status: 403, headers: refusal, body: "{}")
            stub.register("/rate_limit", body: Self.rateLimitBody(remaining: 0, resetIn: -100))
            let clock = WaitClock()
            let (throttle, budget) = transport(stub, policy: .always, clock: clock)
            let (_, refused) = try await throttle.send(Self.request("/users"))
            #expect(refused.statusCode == 403)
            #expect(clock.waits.isEmpty)
            #expect(stub.requests.map { $0.url?.path } == ["/users", "/rate_limit"])
            #expect(budget.window(for: "core")?.remaining == 0)

            // When /rate_limit says requests are left, the request goes again at once.
            let fresh = StubTransport()
            fresh.register("/users", status: 403, headers: refusal, body: "{}")
            fresh.register("/rate_limit", body: Self.rateLimitBody(remaining: 4994, resetIn: 3000))
            fresh.register("/users", headers: Self.limits(remaining: 4993, resetIn: 3000), body: "[]")
            let (again, _) = transport(fresh, policy: .always, clock: WaitClock())
            #expect(try await again.send(Self.request("/users")).1.statusCode == 200)
            #expect(fresh.requests.map { $0.url?.path } == ["/users", "/rate_limit", "/users"])
        }
    }

    /// The rate limit's answer is taken as it is, even when it gives back what was spent.
    @Test func rateLimitsAnswer_isTakenAsItIs() async throws {
        let stub = StubTransport()
        stub.register("/users", status: 403, headers: Self.limits(remaining: 0, resetIn: 600), body: "{}")
        stub.register("/rate_limit", body: Self.rateLimitBody(remaining: 4994, resetIn: 3000))
        let (throttle, budget) = transport(stub, clock: WaitClock())
        _ = try await throttle.send(Self.request("/users"))
        #expect(budget.window(for: "core")?.remaining == 0)
        _ = try await throttle.send(Self.request("/rate_limit"))
        #expect(budget.window(for: "core")?.remaining == 4994)
        #expect(
            budget.admit(
                RateBudget.Kind(resource: "core", endpoint: "users"), authorization: nil, at: Date(timeIntervalSince1970: 1_795_262_400))
                == .go)
    }

    /// `GET /rate_limit`'s answer with one `core` window.
    static func rateLimitBody(remaining: Int, resetIn seconds: Int) -> String {
        #"{"resources":{"core":{"limit":5000,"remaining":\#(remaining),"reset":\#(start + seconds),"used":0}}}"#
    }
}
