import Foundation

/// How much of a GitHub rate limit is left, as the last answer said.
public struct RateLimitSnapshot: Hashable, Sendable {
    /// Requests left in the window.
    public var remaining: Int
    /// Requests the window allows.
    public var limit: Int
    /// When the window starts afresh, if GitHub said.
    public var resetAt: Date?
    /// Which limit: `core`, `search`, … as GitHub names it; `nil` when it did not.
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
}

/// Knows the rate limit the latest answer from GitHub reported, so a person can be warned before
/// it runs out. The data layer fills it from response headers.
public protocol RateLimitMonitor: Sendable {
    /// The latest snapshot, or `nil` before any answer carried one.
    var latest: RateLimitSnapshot? { get }
}
