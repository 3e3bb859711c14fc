import Foundation

/// What can go wrong when asking GitHub, in terms a person can act on.
///
/// Every case names what failed (a login, a URL or a host) so the message can say it.
public enum GitHubError: Error, Equatable, Sendable {
    /// No user has this login (HTTP 404 for a user).
    case userNotFound(login: String)
    /// Some other resource answered 404.
    case notFound(url: String)
    /// The token was refused (HTTP 401).
    case badCredentials(message: String?)
    /// The primary rate limit is used up until `resetAt`.
    case rateLimited(resetAt: Date?)
    /// GitHub's secondary rate limit was hit and it asked for a longer wait than gh-users will
    /// sit through; `retryAfter` is its `Retry-After` in seconds, when it gave one.
    case secondaryRateLimited(retryAfter: Int?)
    /// GitHub answered with a 5xx status.
    case serverError(status: Int, url: String)
    /// GitHub answered with another status it did not explain away; `message` is its own.
    case httpStatus(status: Int, url: String, message: String?)
    /// No connection could be made, or it dropped; `reason` is the system's word for it.
    case cannotConnect(host: String, reason: String)
    /// The server did not answer in time.
    case timedOut(host: String)
    /// The server answered, but not with what GitHub would send; `detail` says what was wrong.
    case unexpectedResponse(url: String, detail: String)
}

extension GitHubError: LocalizedError {
    /// The one-line message, with times shown in the current time zone.
    public var errorDescription: String? {
        message(now: Date(), timeZone: .current)
    }

    /// A hint for what to do next, where one helps.
    public var recoverySuggestion: String? {
        switch self {
        case .badCredentials:
            return "Check the token in GH_TOKEN or GITHUB_TOKEN, or unset both to browse without one."
        case .rateLimited:
            return "A token raises the limit to 5,000 requests an hour: export GH_TOKEN=<token>."
        case .secondaryRateLimited:
            return "GitHub limits bursts of requests; slow down, for example with a lower --concurrency."
        case .cannotConnect, .timedOut:
            return "Check your network connection, or the --api-url / GH_USERS_API_URL setting."
        default:
            return nil
        }
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
            guard let resetAt else { return "API rate limit exceeded" }
            let left = (resetAt.timeIntervalSince(now) / 60).rounded()
            let minutes = left.isFinite ? Int(min(max(left, 0), 1_000_000)) : 0
            let wait = minutes < 1 ? "less than a minute" : minutes == 1 ? "1 minute" : "\(minutes) minutes"
            return "API rate limit exceeded; it resets at \(Self.clockTime(resetAt, timeZone)) local time (in \(wait))"
        case .secondaryRateLimited(let retryAfter):
            let wait = retryAfter.map { "\($0) seconds" } ?? "a minute"
            return "GitHub's secondary rate limit was exceeded; wait \(wait) before trying again"
        case .serverError(let status, let url):
            return "GitHub returned HTTP \(status) for \(url)"
        case .httpStatus(let status, let url, let message):
            return "GitHub returned HTTP \(status) for \(url)\(message.map { ": \($0)" } ?? "")"
        case .cannotConnect(let host, let reason):
            return "cannot connect to \(host): \(reason)"
        case .timedOut(let host):
            return "\(host) did not answer in time"
        case .unexpectedResponse(let url, _):
            return "unexpected response from \(url)"
        }
    }

    private static func clockTime(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
