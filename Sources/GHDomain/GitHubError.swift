import Foundation

/// What can go wrong when asking GitHub, in terms a person can act on.
///
/// Every case names what failed (a login, a URL or a host) so the message can say it. What
/// to do about it is the command line's to say (its error presenter), not the domain's.
public enum GitHubError: Error, Equatable, Sendable {
    /// No user has this login (HTTP 404 for a user).
    case userNotFound(login: String)
    /// Some other resource answered 404.
    case notFound(url: String)
    /// The token was refused (HTTP 401).
    case badCredentials(message: String?)
    /// The primary rate limit is used up until `resetAt`.
    case rateLimited(resetAt: Date?)
    /// The search rate limit (a few searches a minute) is used up until `resetAt`.
    case searchRateLimited(resetAt: Date?)
    /// GitHub's secondary rate limit was hit and it asked for a longer wait than gh-users will
    /// sit through; `retryAfter` is its `Retry-After` in seconds, when it gave one.
    case secondaryRateLimited(retryAfter: Int?)
    /// GitHub answered with a 5xx status.
    case serverError(status: Int, url: String)
    /// GitHub answered with another status it did not explain away; `message` is its own.
    case httpStatus(status: Int, url: String, message: String?)
    /// No connection could be made, or it dropped; `reason` is the system's word for it.
    case cannotConnect(host: String, reason: String)
    /// GitHub refused a search query (HTTP 422); `message` is GitHub's explanation.
    case invalidSearchQuery(query: String, message: String)
    /// Offline, and nothing was stored for this request.
    case notCached(url: String)
    /// The server did not answer within `seconds` (when known).
    case timedOut(host: String, seconds: Int? = nil)
    /// The response was larger than `limit` bytes; it was stopped as it arrived.
    case responseTooLarge(url: String, limit: Int)
    /// The response had too many header lines or too many header bytes.
    case headersTooLarge(url: String)
    /// A redirect pointed somewhere other than an http or https URL.
    case unsupportedRedirect(url: String, location: String)
    /// Redirects went on past `limit` hops.
    case tooManyRedirects(url: String, limit: Int)
    /// A listing's next link did not move past the page before it (the same `since`, or the same
    /// page number): following it would repeat pages for ever.
    case pageRepeated(url: String)
    /// A listing's next link pointed before the page that gave it (a smaller `since` or page
    /// number): following it would go back over pages already read.
    case pageWentBack(url: String)
    /// The server answered, but not with what GitHub would send; `detail` says what was wrong.
    case unexpectedResponse(url: String, detail: String)
}

extension GitHubError: LocalizedError {
    /// The one-line message, with times shown in the current time zone.
    public var errorDescription: String? {
        message(now: Date(), timeZone: .current)
    }

    /// The one-line message. `now` and `timeZone` place a rate-limit reset in local time.
    public func message(now: Date, timeZone: TimeZone) -> String {
        switch self {
        case .userNotFound(let login):
            return "user '\(login)' not found"
        case .notFound(let url):
            return "GitHub returned HTTP 404 (Not Found) for \(url)"
        case .badCredentials(let message):
            return "bad credentials (HTTP 401\(message.map { ": \($0)" } ?? ""))"
        case .rateLimited(let resetAt):
            return "API rate limit exceeded" + Self.resetClause(resetAt, now: now, timeZone: timeZone)
        case .searchRateLimited(let resetAt):
            return "search rate limit exceeded" + Self.resetClause(resetAt, now: now, timeZone: timeZone)
        case .secondaryRateLimited(let retryAfter):
            let wait = retryAfter.map { "\($0) seconds" } ?? "a minute"
            return "GitHub's secondary rate limit was exceeded; wait \(wait) before trying again"
        case .serverError(let status, let url):
            return "GitHub returned HTTP \(status) for \(url)"
        case .httpStatus(let status, let url, let message):
            return "GitHub returned HTTP \(status) for \(url)\(message.map { ": \($0)" } ?? "")"
        case .cannotConnect(let host, let reason):
            return "cannot connect to \(host): \(reason)"
        case .invalidSearchQuery(let query, let message):
            return "invalid search query \"\(query)\": \(message)"
        case .notCached(let url):
            return "no cached data for \(url)"
        case .timedOut(let host, let seconds):
            return "\(host) did not answer " + (seconds.map { "within \($0) s" } ?? "in time")
        case .responseTooLarge(let url, let limit):
            return "response from \(url) is too large (over \(limit / 1_048_576) MB)"
        case .headersTooLarge(let url):
            return "response from \(url) has too many or too large headers"
        case .unsupportedRedirect(let url, let location):
            return "\(url) redirected to an unsupported location (\(location))"
        case .tooManyRedirects(let url, let limit):
            return "\(url) redirected more than \(limit) times; stopped (a redirect loop?)"
        case .pageRepeated(let url):
            return "\(url) kept returning the same page; stopped"
        case .pageWentBack(let url):
            return "the next-page link \(url) points backwards, to an earlier page; stopped"
        case .unexpectedResponse(let url, _):
            return "unexpected response from \(url)"
        }
    }

    /// `; it resets at 14:05 local time (in 3 minutes)`, or nothing when the time is unknown.
    private static func resetClause(_ resetAt: Date?, now: Date, timeZone: TimeZone) -> String {
        guard let resetAt else { return "" }
        let left = (resetAt.timeIntervalSince(now) / 60).rounded()
        let minutes = left.isFinite ? Int(min(max(left, 0), 1_000_000)) : 0
        let wait = minutes < 1 ? "less than a minute" : minutes == 1 ? "1 minute" : "\(minutes) minutes"
        return "; it resets at \(clockTime(resetAt, timeZone)) local time (in \(wait))"
    }

    private static func clockTime(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
