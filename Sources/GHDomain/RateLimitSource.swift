/// Where the state of a caller's rate limits can be asked for: GitHub's `GET /rate_limit`,
/// which does not count against them.
public protocol RateLimitSource: Sendable {
    /// Every limit GitHub keeps for the caller, by resource (`core`, `search`, `graphql`, …).
    func rateLimits() async throws -> [RateLimitSnapshot]
}
