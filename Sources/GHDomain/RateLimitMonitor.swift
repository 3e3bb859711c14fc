import Foundation

/// How much of one of GitHub's rate limits is left, as an answer said.
public struct RateLimitSnapshot: Hashable, Sendable {
    /// Requests left in the window.
    public var remaining: Int
    /// Requests the window allows.
    public var limit: Int
    /// When the window starts afresh, if GitHub said.
    public var resetAt: Date?
    /// Which limit: `core`, `search`, `graphql`, … as GitHub names it; `nil` when it did not.
    public var resource: String?

    /// A snapshot from its parts.
    public init(remaining: Int, limit: Int, resetAt: Date?, resource: String?) {
        self.remaining = remaining
        self.limit = limit
        self.resetAt = resetAt
        self.resource = resource
    }

    /// Whether little is left: a tenth of the limit, or ten requests, whichever is more.
    public var isLow: Bool { remaining <= max(10, limit / 10) }

    /// Whether nothing is left and the window has not reset by `now`: a request now would be
    /// refused.
    public func isSpent(at now: Date) -> Bool {
        guard remaining <= 0, let resetAt else { return false }
        return now < resetAt
    }
}

/// Knows the rate limits GitHub's answers reported, so a person can be warned before one runs
/// out, and told how long until a spent one resets. The data layer fills it from response
/// headers.
public protocol RateLimitMonitor: Sendable {
    /// The latest snapshot, or `nil` before any answer carried one.
    var latest: RateLimitSnapshot? { get }

    /// The latest snapshot of `resource` (`core`, `search`, `graphql`), or `nil` before an answer
    /// reported it.
    func window(for resource: String) -> RateLimitSnapshot?
}
