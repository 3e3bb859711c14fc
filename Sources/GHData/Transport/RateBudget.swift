import Foundation
import GHDomain
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a run knows of GitHub's rate limits, and the one place that decides whether a request
/// may go out now, after a pause, or not at all (as octokit's throttling plugin decides).
///
/// - **Primary limits**, per resource (`core`, `search`, `graphql`): the limit, what is left
///   and the reset, from every answer's `X-RateLimit-*` headers. A request counted against a
///   resource with nothing left before its reset is known to fail, so it is not sent. Each
///   request let through is counted at once, so requests sent together cannot overdraw.
/// - **Pacing**, on hosts GitHub runs: at most 900 requests a minute to one REST endpoint and
///   2,000 to GraphQL (GitHub's secondary limits), and searches at the search limit's own rate (30 a
///   minute with a token, 10 without), each a token bucket that allows a burst first. Other
///   hosts (GitHub Enterprise Server, whose limits are off unless its admin sets them) are
///   paced by their headers alone.
public final class RateBudget: RateLimitMonitor {
    /// What may happen to a request now.
    public enum Admission: Equatable, Sendable {
        /// Send it now.
        case go
        /// Send it after this many seconds, to keep the pace.
        case pause(TimeInterval)
        /// Do not send it: this window has nothing left until its reset.
        case spent(RateLimitSnapshot)
    }

    private struct Bucket {
        var tokens: Double
        var updated: Date
    }

    private struct State {
        var windows: [String: RateLimitSnapshot] = [:]
        var latest: RateLimitSnapshot?
        var buckets: [String: Bucket] = [:]
        var unattendedWaits: TimeInterval = 0
        /// The key under which ``memory`` keeps each caller's windows, by `Authorization`.
        var identities: [String: String] = [:]
        /// The spent windows already given to ``memory``, by resource: their resets.
        var remembered: [String: Date] = [:]
        /// Resources whose first request is under way before any answer told their current
        /// window, and the requests waiting for its answer.
        var probing: [String: [CheckedContinuation<Void, Never>]] = [:]
    }

    private let pacing: Pacing
    /// The lane changes go in, on every host.
    public let writes = WriteLane()
    private let memory: SpentWindowsFile?
    private let state = Mutex(State())
    private let observe: @Sendable (RateLimitSnapshot) -> Void

    /// A budget paced by `pacing`, remembering spent windows between runs in `memory` when
    /// given; `observe` hears each window an answer reports.
    public init(
        pacing: Pacing, memory: SpentWindowsFile? = nil, observe: @escaping @Sendable (RateLimitSnapshot) -> Void = { _ in }
    ) {
        self.pacing = pacing
        self.memory = memory
        self.observe = observe
    }

    /// What a request counts against: a rate-limit resource, and, within it, the endpoint
    /// GitHub's secondary limit counts requests to.
    public struct Kind: Hashable, Sendable {
        /// `core`, `search`, `graphql` or `code_search`.
        public var resource: String
        /// The path with its variable parts as `*`: `users`, `users/*`, `users/*/followers`.
        public var endpoint: String
        /// Whether it changes something (any method but `GET` and `HEAD`, GraphQL queries
        /// aside): it then goes in the ``RateBudget/writes`` lane.
        public var isWrite = false
    }

    /// What `request` counts against, judged by its path under the API root whose path is
    /// `rootPath` (`/api/v3` on GitHub Enterprise Server, empty on github.com): `search` for
    /// searches, `graphql` for GraphQL, `core` for the rest; `nil` for `/rate_limit`, which
    /// GitHub does not count.
    public static func kind(of request: URLRequest, rootPath: String) -> Kind? {
        var path = request.url?.path ?? ""
        let root = rootPath.hasSuffix("/") ? String(rootPath.dropLast()) : rootPath
        if !root.isEmpty && path.hasPrefix(root + "/") { path.removeFirst(root.count) }
        if path == "/rate_limit" { return nil }
        let segments = path.split(separator: "/")
        let endpoint = segments.enumerated().map { index, segment in
            index == 0 || segments.first == "search" || fixedSegments.contains(String(segment)) ? String(segment) : "*"
        }.joined(separator: "/")
        if path == "/graphql" || request.url?.path.hasSuffix("/api/graphql") == true {
            return Kind(resource: "graphql", endpoint: "graphql")
        }
        if path.hasPrefix("/search/code") { return Kind(resource: "code_search", endpoint: endpoint) }
        if path.hasPrefix("/search/") { return Kind(resource: "search", endpoint: endpoint) }
        return Kind(resource: "core", endpoint: endpoint, isWrite: !["GET", "HEAD"].contains(request.httpMethod ?? "GET"))
    }

    /// Path segments that name an endpoint rather than a login or a name.
    private static let fixedSegments: Set<String> = ["users", "followers", "following", "repos", "orgs", "starred", "repositories"]

    /// Whether a request of `kind`, sent with `authorization` (its header, or `nil`), may go
    /// now, and counts it if it may. The first time a caller asks, the windows an earlier run
    /// found spent for it are recalled.
    public func admit(_ kind: Kind, authorization: String?, at now: Date) -> Admission {
        _ = recall(authorization, at: now)
        let authenticated = authorization != nil
        let resource = kind.resource
        // GitHub's 900 a minute is per REST endpoint; the other rates are per resource.
        let bucketKey = resource == "core" ? "core " + kind.endpoint : resource
        return state.withLock { state in
            if let window = state.windows[resource], window.isSpent(at: now) {
                return .spent(window)
            }
            if var window = state.windows[resource], let reset = window.resetAt, now < reset {
                window.remaining -= 1
                state.windows[resource] = window
            }
            guard let rule = (authenticated ? pacing.authenticated : pacing.anonymous)[resource] else { return .go }
            let perSecond = rule.perMinute / 60
            var bucket = state.buckets[bucketKey] ?? Bucket(tokens: rule.burst, updated: now)
            bucket.tokens = min(rule.burst, bucket.tokens + max(0, now.timeIntervalSince(bucket.updated)) * perSecond) - 1
            bucket.updated = now
            state.buckets[bucketKey] = bucket
            return bucket.tokens >= 0 ? .go : .pause(-bucket.tokens / perSecond)
        }
    }

    /// Notes the limit `response` reports, for `resource` when it names none. Within one
    /// window what is left only falls (answers to requests sent together arrive in any order);
    /// a later reset, or any answer once the known reset has passed, starts a new window. `now`
    /// and the answer's `Date` place the reset on this machine's clock, whatever the two clocks
    /// disagree by.
    public func record(_ response: HTTPURLResponse, resource: String, authorization: String? = nil, at now: Date) {
        guard let remaining = Self.count(response.header("X-RateLimit-Remaining")),
            let limit = Self.count(response.header("X-RateLimit-Limit"))
        else { return }
        let named = response.header("X-RateLimit-Resource").map { String($0.withoutSurroundingBlanks) }
        let resource = named.flatMap { Self.isResourceName($0) ? $0 : nil } ?? resource
        let reset = response.header("X-RateLimit-Reset").flatMap(RateLimitSignal.resetTime).map {
            Date(timeIntervalSince1970: $0).addingTimeInterval(Self.clockOffset(response, now: now))
        }
        let reported = RateLimitSnapshot(remaining: remaining, limit: limit, resetAt: reset, resource: resource)
        let (kept, becameSpent): (RateLimitSnapshot, Bool) = state.withLock { state in
            var window = reported
            let known = state.windows[resource]
            if let known, let knownReset = known.resetAt, let newReset = reset {
                if newReset < knownReset.addingTimeInterval(-1) { return (known, false) }
                // A reset within a second of the known one is the same window (the clocks'
                // offset moves it by up to a second), unless the known one has already passed.
                if newReset <= knownReset.addingTimeInterval(1), now < knownReset {
                    window.remaining = min(known.remaining, remaining)
                }
            }
            state.windows[resource] = window
            state.latest = window
            guard window.remaining == 0, let reset = window.resetAt, state.remembered[resource] != reset else { return (window, false) }
            state.remembered[resource] = reset
            return (window, true)
        }
        if becameSpent, let memory, let identity = recall(authorization, at: now) {
            memory.remember(kept, of: identity, at: now)
        }
        observe(kept)
    }

    /// Takes `windows` from GitHub's `GET /rate_limit` (asked with `authorization`) as they
    /// are: that answer is the authority, so a window remembered spent that it says is not is
    /// forgotten here and in ``memory``, and one it says is spent is remembered.
    public func note(_ windows: [RateLimitSnapshot], authorization: String?, at now: Date) {
        let identity = recall(authorization, at: now)
        for window in windows {
            guard let resource = window.resource else { continue }
            let spent = window.isSpent(at: now)
            state.withLock { state in
                state.windows[resource] = window
                state.remembered[resource] = spent ? window.resetAt : nil
            }
            guard let memory, let identity else { continue }
            if spent { memory.remember(window, of: identity, at: now) } else { memory.forget(resource, of: identity, at: now) }
        }
    }

    /// The resources whose first request goes alone: their limits are small (search: 10 or 30 a
    /// minute) or their requests large (a GraphQL batch of 100 profiles), so requests sent
    /// together before any answer told the window could all be refused.
    public static let probedResources: Set<String> = ["search", "code_search", "graphql"]

    /// Waits, for a request to `resource` (one of ``probedResources``) sent with `authorization`,
    /// until an answer has told the resource's current window (none yet, or the last one has
    /// reset); returns `true` when this request is the one that goes first, which must call
    /// ``endFirstContact(_:)`` once its answer is recorded or it failed.
    public func awaitFirstContact(_ resource: String, authorization: String?, at now: Date) async -> Bool {
        guard Self.probedResources.contains(resource) else { return false }
        _ = recall(authorization, at: now)
        enum Turn { case known, first, wait }
        let turn: Turn = state.withLock { state in
            if let window = state.windows[resource], let reset = window.resetAt, now < reset { return .known }
            if state.probing[resource] == nil {
                state.probing[resource] = []
                return .first
            }
            return .wait
        }
        switch turn {
        case .known: return false
        case .first: return true
        case .wait:
            await withCheckedContinuation { continuation in
                let waiting = state.withLock { state -> Bool in
                    guard state.probing[resource] != nil else { return false }
                    state.probing[resource]?.append(continuation)
                    return true
                }
                if !waiting { continuation.resume() }
            }
            return false
        }
    }

    /// How many requests wait for a first request's answer, across resources.
    var waitingForFirstContact: Int {
        state.withLock { $0.probing.values.reduce(0) { $0 + $1.count } }
    }

    /// The first request to `resource` is done: the requests waiting for it go on.
    public func endFirstContact(_ resource: String) {
        let waiting = state.withLock { state in
            defer { state.probing[resource] = nil }
            return state.probing[resource] ?? []
        }
        for continuation in waiting { continuation.resume() }
    }

    /// The key ``memory`` keeps `authorization`'s windows under, recalling them into this run's
    /// the first time; `nil` without a memory.
    private func recall(_ authorization: String?, at now: Date) -> String? {
        guard let memory else { return nil }
        let key = authorization ?? ""
        if let identity = state.withLock({ $0.identities[key] }) { return identity }
        let identity = memory.identity(authorization: authorization)
        let spent = memory.spentWindows(of: identity, at: now)
        state.withLock { state in
            state.identities[key] = identity
            for window in spent {
                guard let resource = window.resource, state.windows[resource] == nil else { continue }
                state.windows[resource] = window
            }
        }
        return identity
    }

    /// The latest window any answer reported.
    public var latest: RateLimitSnapshot? { state.withLock { $0.latest } }

    /// The latest window of `resource`.
    public func window(for resource: String) -> RateLimitSnapshot? {
        state.withLock { $0.windows[resource] }
    }

    /// Whether `seconds` more of waiting fit in `allowance` for this run, and counts them if so:
    /// what bounds the secondary-limit waits of a run that was not asked to wait.
    public func claimUnattendedWait(_ seconds: TimeInterval, allowance: TimeInterval) -> Bool {
        state.withLock { state in
            guard state.unattendedWaits + seconds <= allowance else { return false }
            state.unattendedWaits += seconds
            return true
        }
    }

    /// A header's count, if it is a whole number from 0 to ten million.
    private static func count(_ text: String?) -> Int? {
        text.flatMap { Int($0.withoutSurroundingBlanks) }.flatMap { (0...10_000_000).contains($0) ? $0 : nil }
    }

    /// Whether `name` looks like one of GitHub's resource names (`core`, `code_search`).
    private static func isResourceName(_ name: String) -> Bool {
        (1...40).contains(name.count) && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "_" }
    }

    /// How far this machine's clock is ahead of the server's, from the answer's `Date`: `now`
    /// minus the server's time; 0 when it sent none, or when the two differ by less than two
    /// seconds (the header has whole seconds) or by more than a day (a confused server).
    static func clockOffset(_ response: HTTPURLResponse, now: Date) -> TimeInterval {
        guard let text = response.header("Date"), let date = HTTPDate.parse(text.withoutSurroundingBlanks) else { return 0 }
        let offset = now.timeIntervalSince(date)
        return abs(offset) < 2 || abs(offset) > 86_400 ? 0 : offset
    }
}
