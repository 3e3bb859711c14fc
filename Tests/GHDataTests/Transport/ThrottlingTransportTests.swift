import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Synchronization
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A clock that moves only when waited on, and remembers each wait.
final class WaitClock: Sendable {
    private let state = Mutex((now: Date(timeIntervalSince1970: 1_795_262_400), waits: [ThrottlingTransport.Wait]()))
    var now: Date { state.withLock { $0.now } }
    var waits: [ThrottlingTransport.Wait] { state.withLock { $0.waits } }
    func wait(_ wait: ThrottlingTransport.Wait) {
        state.withLock {
            $0.waits.append(wait)
            $0.now = $0.now.addingTimeInterval(wait.seconds)
        }
    }
}

@Suite(.timeLimit(.minutes(1)))
struct ThrottlingTransportTests {
    static let start = 1_795_262_400

    func transport(
        _ stub: StubTransport, policy: ThrottlingTransport.WaitPolicy = .never, pacing: RateBudget.Pacing = .none, clock: WaitClock,
        budget: RateBudget? = nil
    ) -> (ThrottlingTransport, RateBudget) {
        let budget = budget ?? RateBudget(pacing: pacing)
        let throttle = ThrottlingTransport(
            wrapping: stub, budget: budget, policy: policy, apiRoot: URL(string: "https://api.github.com")!, now: { clock.now },
            waiter: { clock.wait($0) })
        return (throttle, budget)
    }

    static func request(_ path: String, token: Bool = false) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://api.github.com" + path)!)
        if token { request.setValue("Bearer t", forHTTPHeaderField: "Authorization") }
        return request
    }

    static func limits(remaining: Int, limit: Int = 60, resetIn seconds: Int = 30, resource: String = "core") -> [String: String] {
        [
            "X-RateLimit-Limit": "\(limit)", "X-RateLimit-Remaining": "\(remaining)", "X-RateLimit-Reset": "\(start + seconds)",
            "X-RateLimit-Resource": resource,
        ]
    }

    @Test func requestKnownToFail_isNotSent_failsWithTheWindow() async throws {
        let stub = StubTransport()
        stub.register("/users", headers: Self.limits(remaining: 0), body: "[]")
        let clock = WaitClock()
        let (throttle, _) = transport(stub, clock: clock)
        _ = try await throttle.send(Self.request("/users"))
        let window = RateLimitSnapshot(
            remaining: 0, limit: 60, resetAt: Date(timeIntervalSince1970: TimeInterval(Self.start + 30)), resource: "core")
        await #expect(throws: GitHubError.rateLimited(window: window, sent: false)) { try await throttle.send(Self.request("/users/x")) }
        #expect(stub.requests.count == 1)
        #expect(clock.waits.isEmpty)
    }

    /// With wait, a spent window is waited out to a second past its reset, then the request goes.
    @Test func withWait_spentWindowIsWaitedOut_thenRequestGoes() async throws {
        let stub = StubTransport()
        stub.register("/users", headers: Self.limits(remaining: 0), body: "[]")
        stub.register("/users", headers: Self.limits(remaining: 59, resetIn: 3630), body: "[1]")
        let clock = WaitClock()
        let (throttle, _) = transport(stub, policy: .always, clock: clock)
        _ = try await throttle.send(Self.request("/users"))
        let (body, _) = try await throttle.send(Self.request("/users"))
        #expect(String(decoding: body, as: UTF8.self) == "[1]")
        let window = RateLimitSnapshot(
            remaining: 0, limit: 60, resetAt: Date(timeIntervalSince1970: TimeInterval(Self.start + 30)), resource: "core")
        #expect(clock.waits == [ThrottlingTransport.Wait(reason: .reset(window), seconds: 31)])
    }

    @Test func searchAndCoreAreCountedApart() async throws {
        let stub = StubTransport()
        stub.register("/search/users", headers: Self.limits(remaining: 0, limit: 10, resource: "search"), body: "{}")
        stub.register("/users", headers: Self.limits(remaining: 59), body: "[]")
        let (throttle, budget) = transport(stub, clock: WaitClock())
        _ = try await throttle.send(Self.request("/search/users?q=a"))
        _ = try await throttle.send(Self.request("/users"))
        #expect(budget.window(for: "search")?.remaining == 0)
        #expect(budget.window(for: "core")?.remaining == 59)
        await #expect(throws: GitHubError.self) { try await throttle.send(Self.request("/search/users?q=b")) }
    }

    @Test func requestsSentTogether_cannotOverdrawWhatIsLeft() async throws {
        let stub = StubTransport()
        stub.register("/users/a", headers: Self.limits(remaining: 2), body: "{}")
        for _ in 0..<2 { stub.register("/users/b", headers: Self.limits(remaining: 1), body: "{}") }
        let (throttle, _) = transport(stub, clock: WaitClock())
        _ = try await throttle.send(Self.request("/users/a"))
        // Two left: two go, the third is known to fail before any answer comes back.
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<3 { group.addTask { (try? await throttle.send(Self.request("/users/b"))) != nil } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 2)
        #expect(stub.requests.count == 3)
    }

    /// Before any answer told GraphQL's window, its first query goes alone, and the next is not sent if it would fail.
    @Test func firstGraphQLQuery_goesAlone_toLearnTheWindow() async throws {
        let stub = StubTransport()
        let held = AsyncGate()
        stub.register("/graphql", method: "POST", headers: Self.limits(remaining: 0, resource: "graphql"), body: "{}", gate: held)
        let (throttle, budget) = transport(stub, clock: WaitClock())
        var query = Self.request("/graphql", token: true)
        query.httpMethod = "POST"
        let batch = query
        let first = Task { try await throttle.send(batch) }
        await held.arrivals(atLeast: 1)
        let second = Task { try await throttle.send(batch) }
        for _ in 0..<10_000 where budget.waitingForFirstContact == 0 { await Task.yield() }
        #expect(budget.waitingForFirstContact == 1)
        // The second is held until the first's answer tells the window: it is never sent.
        held.open()
        _ = try await first.value
        await #expect(throws: GitHubError.self) { try await second.value }
        #expect(stub.requests.count == 1)
    }

    /// A primary refusal is returned as it came without wait, and waited out with it.
    @Test func primaryRefusal_isReturnedOrWaitedOut() async throws {
        let stub = StubTransport()
        stub.register("/users", status: 403, headers: Self.limits(remaining: 0), body: #"{"message":"API rate limit exceeded."}"#)
        let clock = WaitClock()
        let (throttle, _) = transport(stub, clock: clock)
        let (_, refused) = try await throttle.send(Self.request("/users"))
        #expect(refused.statusCode == 403)
        #expect(clock.waits.isEmpty)

        let waiting = StubTransport()
        waiting.register("/users", status: 403, headers: Self.limits(remaining: 0, resetIn: 5), body: "{}")
        waiting.register("/users", headers: Self.limits(remaining: 59, resetIn: 3605), body: "[]")
        let patient = WaitClock()
        let (throttle2, _) = transport(waiting, policy: .always, clock: patient)
        let (_, answer) = try await throttle2.send(Self.request("/users"))
        #expect(answer.statusCode == 200)
        #expect(patient.waits.map(\.seconds) == [6])
    }

    /// With wait, a refusal after the reset by this machine's clock is waited out by GitHub's clock.
    @Test func withWait_aLateRefusal_isWaitedOutByGitHubsClock() async throws {
        // This machine's clock (12:00:00) is 4 s ahead of GitHub's: the reset GitHub gives
        // (11:59:59) has passed here.
        var refusal = Self.limits(remaining: 0, resetIn: -1)
        refusal["Date"] = "Sat, 21 Nov 2026 11:59:56 GMT"
        let stub = StubTransport()
        stub.register("/users", status: 403, headers: refusal, body: "{}")
        stub.register("/users", headers: Self.limits(remaining: 59, resetIn: 3600), body: "[]")
        let clock = WaitClock()
        let (throttle, _) = transport(stub, policy: .always, clock: clock)
        let (_, answer) = try await throttle.send(Self.request("/users"))
        #expect(answer.statusCode == 200)
        // The reset is 3 s away by GitHub's clock: waited, plus a second.
        #expect(clock.waits.map(\.seconds) == [4])

        // Without a Date to go by, a reset that has passed tells nothing: GitHub's own
        // /rate_limit (free) is asked once, and what it says is gone by, not four refusals.
        let dateless = StubTransport()
        dateless.register("/users", status: 403, headers: Self.limits(remaining: 0, resetIn: -1), body: "{}")
        dateless.register("/rate_limit", body: Self.rateLimitBody(remaining: 0, resetIn: 5))
        dateless.register("/users", headers: Self.limits(remaining: 59, resetIn: 3600), body: "[]")
        let patient = WaitClock()
        let (throttle2, _) = transport(dateless, policy: .always, clock: patient)
        let (_, answered) = try await throttle2.send(Self.request("/users"))
        #expect(answered.statusCode == 200)
        #expect(patient.waits.map(\.seconds) == [6])
        #expect(dateless.requests.map { $0.url?.path } == ["/users", "/rate_limit", "/users"])
    }

    @Test func aResetFurtherOffThanAnHour_isNotWaitedFor() async throws {
        let stub = StubTransport()
        stub.register("/users", headers: Self.limits(remaining: 0, resetIn: 36_000), body: "[]")
        let clock = WaitClock()
        let (throttle, _) = transport(stub, policy: .always, clock: clock)
        _ = try await throttle.send(Self.request("/users"))
        await #expect(throws: GitHubError.self) { try await throttle.send(Self.request("/users")) }
        #expect(clock.waits.isEmpty)
    }

    /// The secondary limit waits `Retry-After`, else a minute doubling, at most five tries.
    @Test func secondaryLimit_waitsRetryAfterOrDoublingMinutes() async throws {
        let stub = StubTransport()
        stub.register("/users", status: 429, headers: ["Retry-After": "7"], body: "{}")
        stub.register("/users", status: 403, body: #"{"message":"You have exceeded a secondary rate limit."}"#)
        stub.register("/users", status: 403, body: #"{"message":"You have exceeded a secondary rate limit."}"#)
        stub.register("/users", status: 403, body: #"{"message":"You have exceeded a secondary rate limit."}"#)
        stub.register("/users", status: 403, body: #"{"message":"You have exceeded a secondary rate limit."}"#)
        let clock = WaitClock()
        let (throttle, _) = transport(stub, policy: .always, clock: clock)
        await #expect(throws: GitHubError.secondaryRateLimited(retryAfter: nil, stop: .tries(5))) {
            try await throttle.send(Self.request("/users"))
        }
        #expect(clock.waits.map(\.seconds) == [7, 60, 120, 240])
        #expect(clock.waits.first?.reason == .secondaryLimit(retryAfter: "7"))
        #expect(stub.requests.count == 5)
    }

    @Test func absurdRetryAfter_isReportedAsSent_andNotWaitedOn() async throws {
        let cases: [String] = ["-5", "1000000000000", "soon", "3601"]
        for value in cases {
            let stub = StubTransport()
            stub.register("/users", status: 403, headers: ["Retry-After": value], body: "{}")
            let clock = WaitClock()
            let (throttle, _) = transport(stub, policy: .always, clock: clock)
            await #expect(
                throws: GitHubError.secondaryRateLimited(retryAfter: value, stop: .unusableRetryAfter), "case \(String(reflecting: value))"
            ) {
                try await throttle.send(Self.request("/users"))
            }
            #expect(clock.waits.isEmpty, "case \(String(reflecting: value))")
            #expect(stub.requests.count == 1, "case \(String(reflecting: value))")
        }
    }

    @Test func withoutWait_secondaryWaitsAreBoundedPerRun() async throws {
        let stub = StubTransport()
        stub.register("/users/a", status: 403, headers: ["Retry-After": "40"], body: "{}")
        stub.register("/users/a", body: "{}")
        stub.register("/users/b", status: 403, headers: ["Retry-After": "30"], body: "{}")
        let clock = WaitClock()
        let (throttle, _) = transport(stub, clock: clock)
        _ = try await throttle.send(Self.request("/users/a"))
        await #expect(throws: GitHubError.secondaryRateLimited(retryAfter: "30", stop: .waitLimit(seconds: 60))) {
            try await throttle.send(Self.request("/users/b"))
        }
        #expect(clock.waits.map(\.seconds) == [40])
    }

    @Test func anotherHost_avatarsSay_isNotCountedNorHeldBack() async throws {
        let stub = StubTransport()
        stub.register("/users", headers: Self.limits(remaining: 0), body: "[]")
        stub.register("/u/1", body: "png")
        let (throttle, budget) = transport(stub, clock: WaitClock())
        _ = try await throttle.send(Self.request("/users"))
        _ = try await throttle.send(URLRequest(url: URL(string: "https://avatars.githubusercontent.com/u/1?s=64")!))
        #expect(stub.requests.count == 2)
        #expect(budget.window(for: "core")?.remaining == 0)
    }

    @Test func rateLimitStatus_isNeitherCountedNorHeldBack() async throws {
        let stub = StubTransport()
        stub.register("/users", headers: Self.limits(remaining: 0), body: "[]")
        stub.register("/rate_limit", body: "{}")
        let (throttle, _) = transport(stub, clock: WaitClock())
        _ = try await throttle.send(Self.request("/users"))
        _ = try await throttle.send(Self.request("/rate_limit"))
        #expect(stub.requests.count == 2)
    }

    /// On GitHub's hosts searches are paced to their limit, after a burst.
    @Test func onGitHubsHosts_searchesArePaced_afterABurst() async throws {
        let stub = StubTransport()
        for _ in 0..<12 { stub.register("/search/users", body: "{}") }
        let clock = WaitClock()
        let (throttle, _) = transport(stub, pacing: .gitHub, clock: clock)
        for _ in 0..<12 { _ = try await throttle.send(Self.request("/search/users?q=a")) }
        // Ten a minute without a token: ten at once, then one every six seconds.
        #expect(clock.waits.map(\.seconds) == [6, 6])
        #expect(clock.waits.first?.reason == .pace(resource: "search"))
    }

    /// On GitHub's hosts REST is paced per endpoint, so a hundred lookups go at once.
    @Test func onGitHubsHosts_restIsPacedPerEndpoint() async throws {
        let stub = StubTransport()
        for index in 0..<100 { stub.register("/users/u\(index)", body: "{}") }
        stub.register("/users", body: "[]")
        let clock = WaitClock()
        let (throttle, _) = transport(stub, pacing: .gitHub, clock: clock)
        for index in 0..<100 { _ = try await throttle.send(Self.request("/users/u\(index)", token: true)) }
        _ = try await throttle.send(Self.request("/users", token: true))
        #expect(clock.waits.isEmpty)
        stub.register("/users/late", body: "{}")
        _ = try await throttle.send(Self.request("/users/late", token: true))
        #expect(clock.waits.map { ($0.seconds * 1000).rounded() / 1000 } == [0.067])
    }
}
