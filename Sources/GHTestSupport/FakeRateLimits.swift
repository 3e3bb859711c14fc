import Foundation
import LoopbackHTTPServer
import Synchronization

/// GitHub's rate limits, played by the stand-in with windows of seconds instead of an hour:
/// each identity (the `Authorization` it sends, or none) gets `limit` requests per window of
/// each resource (`core`, `search`, `graphql`), every answer carries the `X-RateLimit-*`
/// headers GitHub sends, and a request past the limit is refused as GitHub refuses it: 403, its
/// message, `X-RateLimit-Remaining: 0`. Every `secondaryEvery`-th request is refused for the
/// secondary limit instead, with `Retry-After` when one is set. `GET /rate_limit` reports the
/// windows, free. What was refused is counted, so a test can say no request was wasted.
public final class FakeRateLimits: Sendable {
    /// A resource's allowance: requests per window, and the window's length.
    public struct Rule: Sendable {
        /// Requests a window allows.
        public var limit: Int
        /// Seconds a window lasts, rounded up to the whole second its reset falls on (GitHub's
        /// resets are whole seconds): a fraction ends the window at the next whole second.
        public var window: TimeInterval

        /// `limit` requests per `window` seconds.
        public init(limit: Int, window: TimeInterval) {
            self.limit = limit
            self.window = window
        }
    }

    private struct Window {
        var used = 0
        var reset: Int
    }

    private struct State {
        var windows: [String: Window] = [:]
        var served = 0
        var refused = 0
        var secondaryRefused = 0
    }

    private let anonymous: [String: Rule]
    private let authenticated: [String: Rule]
    private let secondaryEvery: Int?
    private let retryAfter: String?
    private let state = Mutex(State())

    /// Rules by resource, for requests without a token and with one; every `secondaryEvery`-th
    /// request (from the first, when 1) meets the secondary limit, with `retryAfter` as its
    /// `Retry-After`, or none.
    public init(
        anonymous: [String: Rule], authenticated: [String: Rule] = [:], secondaryEvery: Int? = nil, retryAfter: String? = nil
    ) {
        self.anonymous = anonymous
        self.authenticated = authenticated
        self.secondaryEvery = secondaryEvery
        self.retryAfter = retryAfter
    }

    /// Requests that met a spent primary limit: a client that lives within its budget sends none.
    public var refusals: Int { state.withLock { $0.refused } }
    /// Requests refused for the secondary limit.
    public var secondaryRefusals: Int { state.withLock { $0.secondaryRefused } }
    /// Requests let through.
    public var served: Int { state.withLock { $0.served } }

    /// What happens to `request`: refused with this answer, or let through with these headers
    /// to add to its answer.
    public enum Decision {
        /// GitHub refuses it.
        case refused(HTTPResponseSpec)
        /// It is answered as usual, with these rate-limit headers.
        case allowed([(name: String, value: String)])
    }

    /// Counts `request` against its identity's window and decides.
    public func decide(_ request: HTTPRequestRecord, now: Date = Date()) -> Decision {
        let resource = Self.resource(of: request.path)
        let identity = request.header("Authorization") ?? "anonymous"
        guard let rule = (request.header("Authorization") == nil ? anonymous : authenticated)[resource] else { return .allowed([]) }
        return state.withLock { state in
            let key = identity + " " + resource
            let seconds = Int(now.timeIntervalSince1970.rounded(.down))
            var window = state.windows[key] ?? Window(reset: 0)
            if seconds >= window.reset {
                window = Window(reset: Int((now.timeIntervalSince1970 + rule.window).rounded(.up)))
            }
            if let every = secondaryEvery, (state.served + state.refused + state.secondaryRefused + 1) % every == 0 {
                state.secondaryRefused += 1
                state.windows[key] = window
                var headers = Self.headers(rule: rule, window: window, resource: resource)
                if let retryAfter { headers.append(("Retry-After", retryAfter)) }
                let body =
                    #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.","#
                    + #""documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}"#
                return .refused(.text(body, status: 403, headers: headers))
            }
            guard window.used < rule.limit else {
                state.refused += 1
                state.windows[key] = window
                let body =
                    #"{"message":"API rate limit exceeded.","#
                    + #""documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}"#
                return .refused(.text(body, status: 403, headers: Self.headers(rule: rule, window: window, resource: resource)))
            }
            window.used += 1
            state.served += 1
            state.windows[key] = window
            return .allowed(Self.headers(rule: rule, window: window, resource: resource))
        }
    }

    /// Gives back what `request` was counted, as GitHub does for a conditional request answered
    /// 304 (Not Modified) "while correctly authorized with an Authorization header" (its REST
    /// best practices): it costs a logged-in client no budget, and an anonymous one as any
    /// request. Returns the headers its answer carries instead; none when nothing is given back.
    public func refund(_ request: HTTPRequestRecord) -> [(name: String, value: String)] {
        let resource = Self.resource(of: request.path)
        guard let identity = request.header("Authorization"), let rule = authenticated[resource] else { return [] }
        return state.withLock { state in
            guard var window = state.windows[identity + " " + resource], window.used > 0 else { return [] }
            window.used -= 1
            state.served -= 1
            state.windows[identity + " " + resource] = window
            return Self.headers(rule: rule, window: window, resource: resource)
        }
    }

    /// `GET /rate_limit`'s answer for `request`'s identity, in GitHub's shape; it counts
    /// against nothing.
    public func status(for request: HTTPRequestRecord, now: Date = Date()) -> HTTPResponseSpec {
        let identity = request.header("Authorization") ?? "anonymous"
        let rules = request.header("Authorization") == nil ? anonymous : authenticated
        let seconds = Int(now.timeIntervalSince1970.rounded(.down))
        let entries: [(String, String)] = state.withLock { state in
            rules.keys.sorted().map { resource in
                let rule = rules[resource]!
                var window = state.windows[identity + " " + resource] ?? Window(reset: 0)
                if seconds >= window.reset { window = Window(reset: Int((now.timeIntervalSince1970 + rule.window).rounded(.up))) }
                let fields =
                    #"{"limit":\#(rule.limit),"used":\#(window.used),"remaining":\#(rule.limit - window.used),"reset":\#(window.reset)}"#
                return (resource, fields)
            }
        }
        let resources = entries.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
        let rate = entries.first { $0.0 == "core" }?.1 ?? "{}"
        return .text(#"{"resources":{\#(resources)},"rate":\#(rate)}"#)
    }

    private static func headers(rule: Rule, window: Window, resource: String) -> [(name: String, value: String)] {
        [
            ("X-RateLimit-Limit", String(rule.limit)), ("X-RateLimit-Remaining", String(rule.limit - window.used)),
            ("X-RateLimit-Reset", String(window.reset)), ("X-RateLimit-Used", String(window.used)), ("X-RateLimit-Resource", resource),
        ]
    }

    /// The resource a path counts against, as GitHub counts it.
    static func resource(of path: String) -> String {
        if path.hasSuffix("/graphql") { return "graphql" }
        if path.hasPrefix("/search/code") { return "code_search" }
        if path.hasPrefix("/search/") { return "search" }
        return "core"
    }

    /// Sleeps until just past a whole second. A window of half a second whose first request
    /// comes in the next half second then ends at the next whole second, and one that starts later
    /// at the whole second after that (resets are whole seconds, rounded up): either way a run's
    /// requests have at least half a second in it, even on a busy machine. Each wait for a reset,
    /// which lasts to a second past it, also resumes just past a whole second.
    public static func untilJustPastAWholeSecond() async throws {
        let fraction = Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 1)
        try await Task.sleep(for: .seconds(1 - fraction + 0.01))
    }
}
