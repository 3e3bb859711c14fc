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
    init?(_ response: HTTPURLResponse, body: Data, now: Date = Date()) {
        guard response.statusCode == 403 || response.statusCode == 429 else { return nil }
        if response.header("X-RateLimit-Remaining")?.withoutSurroundingBlanks == "0" {
            self = .primary(reset: response.header("X-RateLimit-Reset").flatMap(Self.resetTime))
            return
        }
        let retryAfter = response.header("Retry-After").flatMap { Self.seconds(inRetryAfter: $0, now: now) }
        let message = ErrorBodyDTO.message(in: body)?.lowercased() ?? ""
        guard retryAfter != nil || message.contains("secondary rate limit") else { return nil }
        self = .secondary(retryAfter: retryAfter)
    }

    /// `X-RateLimit-Reset` as Unix seconds, if it is a whole number before the year 3000; a
    /// value from a misbehaving server (`inf`, `1e300`, `-5`) counts as absent.
    static func resetTime(_ text: String) -> TimeInterval? {
        guard let seconds = Int64(text.withoutSurroundingBlanks), (0...32_503_680_000).contains(seconds) else {
            return nil
        }
        return TimeInterval(seconds)
    }

    /// `Retry-After` in whole seconds from now: either form HTTP allows, delay-seconds
    /// (`120`) or an HTTP-date (`Wed, 21 Oct 2015 07:28:00 GMT`). Capped at a day; a date
    /// in the past means no wait.
    static func seconds(inRetryAfter text: String, now: Date) -> Int? {
        let trimmed = String(text.withoutSurroundingBlanks)
        let day = 86_400
        if let seconds = Int64(trimmed) {
            return Int(min(max(seconds, 0), Int64(day)))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        let wait = date.timeIntervalSince(now).rounded(.up)
        return wait.isFinite ? Int(min(max(wait, 0), Double(day))) : nil
    }
}
