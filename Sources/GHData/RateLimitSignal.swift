import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a 403 or 429 answer says about GitHub's rate limits.
///
/// GitHub uses both statuses for both limits: the primary limit (requests an hour) is marked by
/// `X-RateLimit-Remaining: 0`; the secondary limit (bursts) by `Retry-After` or by its message.
enum RateLimitSignal: Equatable {
    /// The hourly limit is used up; `reset` is `X-RateLimit-Reset` (Unix seconds), if sent.
    case primary(reset: TimeInterval?)
    /// Too many requests too fast; `retryAfter` is `Retry-After` in seconds, if sent.
    case secondary(retryAfter: Int?)

    /// The signal in `response`, or `nil` when it is not about rate limits.
    init?(_ response: HTTPURLResponse, body: Data) {
        guard response.statusCode == 403 || response.statusCode == 429 else { return nil }
        if response.header("X-RateLimit-Remaining")?.trimmingCharacters(in: .whitespaces) == "0" {
            self = .primary(reset: response.header("X-RateLimit-Reset").flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) })
            return
        }
        let retryAfter = response.header("Retry-After").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { max(0, $0) }
        let message = ErrorBodyDTO.message(in: body)?.lowercased() ?? ""
        guard retryAfter != nil || message.contains("secondary rate limit") else { return nil }
        self = .secondary(retryAfter: retryAfter)
    }
}
