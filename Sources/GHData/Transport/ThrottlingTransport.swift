import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends each request only when the ``RateBudget`` lets it go, and lives within GitHub's rate
/// limits as GitHub's documentation asks:
/// - a request the budget knows would be refused (nothing left before the reset) is not sent:
///   it fails at once, or, with ``WaitPolicy/always``, waits for the reset (plus a second);
/// - a refusal for the primary limit (403 or 429 with `X-RateLimit-Remaining: 0`) is returned
///   as it came, or, with ``WaitPolicy/always``, waited out and sent again, at most
///   ``maximumTries`` tries; a refusal after the reset by this machine's clock (a clock ahead of
///   GitHub's) is waited out by GitHub's clock, from the answer's `Date`;
/// - the secondary limit is waited out for `Retry-After` seconds, else a minute, doubling each
///   time it is met again, at most ``maximumTries`` tries a request; a `Retry-After` that is no
///   wait to take is reported as sent and not waited on. Unless asked to wait, a run waits for
///   this limit at most ``unattendedAllowance`` seconds in all.
///
/// A change (``RateBudget/Kind/isWrite``) goes in the budget's ``WriteLane``: it waits for the
/// change before it to be answered, and for the lane's pace, before it is sent, on every host.
///
/// Before any answer has told the window of search or GraphQL, whose limits are small or whose
/// requests are large, their first request goes alone and the others wait for its answer.
///
/// Every wait goes through `waiter`, which says what is being waited for and sleeps.
public struct ThrottlingTransport: WrappingTransport {
    /// Whether to wait for a rate limit to reset rather than stop.
    public enum WaitPolicy: String, Sendable {
        /// Stop at a spent primary limit; wait out the secondary limit within the allowance.
        case never
        /// Wait for every limit, as long as it takes.
        case always
    }

    /// One wait: what for, and how long.
    public struct Wait: Sendable, Equatable {
        /// What is waited for.
        public enum Reason: Sendable, Equatable {
            /// A spent primary limit's reset.
            case reset(RateLimitSnapshot)
            /// GitHub's secondary limit; `retryAfter` as sent, if it was.
            case secondaryLimit(retryAfter: String?)
            /// A moment, to keep to the pace of `resource`.
            case pace(resource: String)
        }

        /// What is waited for.
        public var reason: Reason
        /// How long, in seconds.
        public var seconds: TimeInterval

        /// A wait of `seconds` for `reason`.
        public init(reason: Reason, seconds: TimeInterval) {
            self.reason = reason
            self.seconds = seconds
        }
    }

    /// The most tries a request gets against the secondary limit, as GitHub's docs ask.
    public static let maximumTries = 5
    /// The most a run waits for the secondary limit in all when not asked to wait: one minute,
    /// what GitHub asks for when it gives no `Retry-After`.
    public static let unattendedAllowance: TimeInterval = 60
    /// The longest wait for a reset; GitHub's windows are an hour at most.
    public static let longestReset: TimeInterval = 3600

    /// The transport this one sends through.
    public let base: any HTTPTransport
    private let budget: RateBudget
    private let policy: WaitPolicy
    private let apiRoot: URL
    private let now: @Sendable () -> Date
    private let waiter: @Sendable (Wait) async throws -> Void

    /// Sends through `base` as `budget` allows the requests to the API at `apiRoot`; requests to
    /// other hosts (avatars) count against none of its limits and pass straight through.
    public init(
        wrapping base: any HTTPTransport, budget: RateBudget, policy: WaitPolicy, apiRoot: URL,
        now: @escaping @Sendable () -> Date = { Date() },
        waiter: @escaping @Sendable (Wait) async throws -> Void
    ) {
        self.base = base
        self.budget = budget
        self.policy = policy
        self.apiRoot = apiRoot
        self.now = now
        self.waiter = waiter
    }

    /// Sends `request` when the budget allows, waiting as the policy says.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url, Origin(url) == Origin(apiRoot) else { return try await base.send(request) }
        // `GET /rate_limit`, the one request GitHub does not count: what it says is noted.
        guard let kind = RateBudget.kind(of: request, rootPath: apiRoot.path) else { return try await askLimits(like: request) }
        let resource = kind.resource
        let authorization = request.value(forHTTPHeaderField: "Authorization")
        var tries = 0
        var backoff: TimeInterval = 60
        var askedLimits = false
        if kind.isWrite { await budget.writes.enter() }
        defer { if kind.isWrite { budget.writes.leave() } }
        while true {
            // Before an answer has told a small or costly limit's current window, one request
            // goes alone and the rest wait for its answer.
            var first = await budget.awaitFirstContact(resource, authorization: authorization, at: now())
            let answer: (Data, HTTPURLResponse)
            do {
                defer { if first { budget.endFirstContact(resource) } }
                switch budget.admit(kind, authorization: authorization, at: now()) {
                case .spent(let window):
                    guard policy == .always, let seconds = wait(for: window) else {
                        throw GitHubError.rateLimited(window: window, sent: false)
                    }
                    // The others need not wait for this one's wait: the window is known now.
                    if first { budget.endFirstContact(resource) }
                    first = false
                    try await waiter(Wait(reason: .reset(window), seconds: seconds))
                    continue
                case .pause(let seconds):
                    try await waiter(Wait(reason: .pace(resource: resource), seconds: seconds))
                case .go:
                    break
                }
                if kind.isWrite { try await keepWritePace() }
                // A change's pace runs from its answer, so the server sees the gap whole.
                defer { if kind.isWrite { budget.writes.ended(at: now()) } }
                answer = try await base.send(request)
                // A 401 is a request refused for its login (a server in private mode refuses any
                // without one): the window it names is no allowance to tell of.
                if answer.1.statusCode != 401 {
                    budget.record(answer.1, resource: resource, authorization: authorization, at: now())
                }
            }
            let (data, response) = answer
            tries += 1
            switch RateLimitSignal(response, body: data, graphQL: resource == "graphql") {
            case .primary:
                // The budget now holds the spent window: the next turn waits for it, or stops.
                guard policy == .always, tries < Self.maximumTries, let window = budget.window(for: resource) else {
                    return (data, response)
                }
                if window.isSpent(at: now()), wait(for: window) != nil { continue }
                // Refused, though the reset has passed by this machine's clock: when GitHub's
                // clock (its `Date`) puts it ahead, the clocks differ, and its clock is waited by.
                if !window.isSpent(at: now()), let seconds = serverClockWait(for: window, answeredAt: response) {
                    try await waiter(Wait(reason: .reset(window), seconds: seconds))
                    continue
                }
                // A reset that is unknown, past by both clocks or absurd tells nothing to wait
                // for: `GET /rate_limit`, which costs nothing, is asked once instead of spending
                // the tries on refusals. The next turn goes, waits for its reset, or stops.
                guard !askedLimits else { return (data, response) }
                askedLimits = true
                _ = try? await askLimits(like: request)
                guard let fresh = budget.window(for: resource), fresh.remaining > 0 || (fresh.isSpent(at: now()) && wait(for: fresh) != nil)
                else { return (data, response) }
            case .secondary(let retryAfter):
                guard tries < Self.maximumTries else {
                    throw GitHubError.secondaryRateLimited(retryAfter: retryAfter, stop: .tries(tries))
                }
                let seconds: TimeInterval
                if let retryAfter {
                    guard let asked = RateLimitSignal.seconds(inRetryAfter: retryAfter, now: now()) else {
                        throw GitHubError.secondaryRateLimited(retryAfter: retryAfter, stop: .unusableRetryAfter)
                    }
                    seconds = asked
                } else {
                    seconds = backoff
                    backoff *= 2
                }
                if policy == .never && !budget.claimUnattendedWait(seconds, allowance: Self.unattendedAllowance) {
                    throw GitHubError.secondaryRateLimited(retryAfter: retryAfter, stop: .waitLimit(seconds: Int(Self.unattendedAllowance)))
                }
                try await waiter(Wait(reason: .secondaryLimit(retryAfter: retryAfter), seconds: seconds))
            case nil:
                return (data, response)
            }
        }
    }

    /// Waits as long as the write lane asks.
    private func keepWritePace() async throws {
        try Task.checkCancellation()
        let pause = budget.writes.pause(at: now())
        if pause > 0 { try await waiter(Wait(reason: .pace(resource: "write"), seconds: pause)) }
        try Task.checkCancellation()
    }

    /// How long to wait when `window` is refused after its reset by this machine's clock but
    /// not yet by the clock of the server that answered with `response` (its `Date`): until a
    /// second past the reset by that clock; `nil` when the answer says no such thing.
    private func serverClockWait(for window: RateLimitSnapshot, answeredAt response: HTTPURLResponse) -> TimeInterval? {
        guard let reset = window.resetAt, let header = response.value(forHTTPHeaderField: "Date"),
            let serverNow = HTTPDate.parse(Substring(header)), reset > serverNow
        else { return nil }
        return wait(for: window, at: serverNow)
    }

    /// Sends `GET /rate_limit` with `request`'s headers (unconditionally, so the answer is
    /// whole) and gives what it says to the budget, placed on this machine's clock.
    @discardableResult
    private func askLimits(like request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var asking = request
        asking.url = apiRoot.appendingPathComponent("rate_limit")
        asking.httpMethod = "GET"
        asking.httpBody = nil
        asking.setValue(nil, forHTTPHeaderField: "If-None-Match")
        asking.setValue(nil, forHTTPHeaderField: "If-Modified-Since")
        let answer = try await base.send(asking)
        if answer.1.statusCode == 200, let limits = try? JSONDecoder().decode(RateLimitDTO.self, from: answer.0) {
            let offset = RateBudget.clockOffset(answer.1, now: now())
            let windows = limits.toDomain().map { window in
                var window = window
                window.resetAt = window.resetAt?.addingTimeInterval(offset)
                return window
            }
            budget.note(windows, authorization: request.value(forHTTPHeaderField: "Authorization"), at: now())
        }
        return answer
    }

    /// Seconds from `now` (this machine's clock unless given) until a second past `window`'s
    /// reset, or `nil` when it is unknown or further off than any GitHub window lasts (a reset
    /// from a confused server is not waited for).
    private func wait(for window: RateLimitSnapshot, at now: Date? = nil) -> TimeInterval? {
        guard let reset = window.resetAt else { return nil }
        let seconds = max(0, reset.timeIntervalSince(now ?? self.now())) + 1
        return seconds <= Self.longestReset + 1 ? seconds : nil
    }
}
