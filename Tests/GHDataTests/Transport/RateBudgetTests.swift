import Foundation
import GHDomain
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RateBudgetTests {
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)  // Sat, 21 Nov 2026 12:00:00 GMT
    private static let core = RateBudget.Kind(resource: "core", endpoint: "users")

    private static func answer(_ headers: [String: String]) -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "https://api.github.com/users")!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    private static func limits(remaining: Int, reset: Int, extra: [String: String] = [:]) -> HTTPURLResponse {
        answer(["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "\(remaining)", "X-RateLimit-Reset": "\(reset)"].merging(extra) { $1 })
    }

    /// Within a window what is left only falls, and a later reset starts afresh.
    @Test func whatIsLeft_onlyFallsUntilALaterReset() {
        let budget = RateBudget(pacing: .none)
        let reset = 1_795_262_430
        budget.record(Self.limits(remaining: 5, reset: reset), resource: "core", at: Self.now)
        // An answer to a request sent earlier arrives late, saying more was left: not believed.
        budget.record(Self.limits(remaining: 9, reset: reset), resource: "core", at: Self.now)
        #expect(budget.window(for: "core")?.remaining == 5)
        budget.record(Self.limits(remaining: 59, reset: reset + 3600), resource: "core", at: Self.now)
        #expect(budget.window(for: "core")?.remaining == 59)
        // An older window's answer does not undo the new one.
        budget.record(Self.limits(remaining: 0, reset: reset), resource: "core", at: Self.now)
        #expect(budget.window(for: "core")?.remaining == 59)
    }

    /// A reset a second later is the same window before the known reset passes, and a new one after.
    @Test func resetASecondLater_isTheSameWindowAtFirst() {
        let reset = 1_795_262_401
        for (seconds, left) in [(0.5, 0), (1.0, 4), (1.5, 4)] {
            let budget = RateBudget(pacing: .none)
            budget.record(Self.limits(remaining: 0, reset: reset), resource: "core", at: Self.now)
            // Before the reset, a second's difference is the clocks' offset moving it: still
            // spent. Once the known reset has passed, the answer is from the window after it.
            budget.record(Self.limits(remaining: 4, reset: reset + 1), resource: "core", at: Self.now.addingTimeInterval(seconds))
            #expect(budget.window(for: "core")?.remaining == left, "\(seconds) s later")
        }
    }

    @Test func resourceHeader_wins_andNonsenseHeadersAreIgnored() {
        let budget = RateBudget(pacing: .none)
        budget.record(
            Self.limits(remaining: 3, reset: 1_795_262_430, extra: ["X-RateLimit-Resource": "search"]), resource: "core", at: Self.now)
        #expect(budget.window(for: "search")?.remaining == 3)
        #expect(budget.window(for: "core") == nil)
        budget.record(Self.answer(["X-RateLimit-Limit": "1e9", "X-RateLimit-Remaining": "-1"]), resource: "core", at: Self.now)
        budget.record(Self.limits(remaining: 3, reset: 1, extra: ["X-RateLimit-Resource": "../../etc"]), resource: "graphql", at: Self.now)
        #expect(budget.window(for: "core") == nil)
        #expect(budget.window(for: "graphql")?.remaining == 3)
    }

    @Test func serverClockSkew_placesResetOnThisMachinesClock() {
        let budget = RateBudget(pacing: .none)
        // The server says it is 11:59:00 and resets at 12:00:00: a minute from now, by its clock.
        let answer = Self.limits(remaining: 0, reset: 1_795_262_400, extra: ["Date": "Sat, 21 Nov 2026 11:59:00 GMT"])
        budget.record(answer, resource: "core", at: Self.now)
        #expect(budget.window(for: "core")?.resetAt == Self.now.addingTimeInterval(60))
        #expect(budget.admit(Self.core, authorization: nil, at: Self.now.addingTimeInterval(59)) != .go)
        #expect(budget.admit(Self.core, authorization: nil, at: Self.now.addingTimeInterval(60)) == .go)
    }

    @Test func aRequestIsCountedWhenLetThrough() {
        let budget = RateBudget(pacing: .none)
        budget.record(Self.limits(remaining: 2, reset: 1_795_262_430), resource: "core", at: Self.now)
        #expect(budget.admit(Self.core, authorization: nil, at: Self.now) == .go)
        #expect(budget.admit(Self.core, authorization: nil, at: Self.now) == .go)
        guard case .spent(let window) = budget.admit(Self.core, authorization: nil, at: Self.now) else {
            Issue.record("a third request would overdraw")
            return
        }
        #expect(window.remaining == 0)
    }

    @Test func requestsAreCountedAsGitHubCountsThem() {
        let cases: [(String, String, String)] = [
            ("/users", "core", "users"), ("/users/octocat", "core", "users/*"), ("/users/x/followers", "core", "users/*/followers"),
            ("/search/users", "search", "search/users"), ("/graphql", "graphql", "graphql"), ("/search/code", "code_search", "search/code"),
        ]
        for (path, resource, endpoint) in cases {
            let kind = RateBudget.kind(of: URLRequest(url: URL(string: "https://ghe.example.com/api/v3" + path)!), rootPath: "/api/v3")
            #expect(
                kind == RateBudget.Kind(resource: resource, endpoint: endpoint), "case \(String(reflecting: (path, resource, endpoint)))")
        }
        #expect(RateBudget.kind(of: URLRequest(url: URL(string: "https://api.github.com/rate_limit")!), rootPath: "") == nil)
        #expect(
            RateBudget.kind(of: URLRequest(url: URL(string: "https://ghe.example.com/api/graphql")!), rootPath: "/api/v3")?.resource
                == "graphql")
    }
}
