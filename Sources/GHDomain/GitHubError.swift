import Foundation

/// What can go wrong when asking GitHub, in terms a person can act on.
///
/// Every case names what failed (a login, a URL or a host) so the message can say it. What
/// to do about it is the command line's to say (its error presenter), not the domain's.
public enum GitHubError: Error, Equatable, Sendable {
    /// No user has this login (HTTP 404 for a user).
    case userNotFound(login: String)
    /// No organization has this login (HTTP 404 for an organization's members).
    case organizationNotFound(login: String)
    /// Some other resource answered 404.
    case notFound(url: String)
    /// The token was refused (HTTP 401).
    case badCredentials(message: String?)
    /// The token lacks the OAuth scope a change needs: `needed` is the narrowest scope GitHub
    /// named in `X-Accepted-OAuth-Scopes` (`user:follow`), `granted` what `X-OAuth-Scopes` said
    /// the token has. Nothing was changed.
    case missingScope(needed: String, granted: [String])
    /// A rate limit (`window.resource`: `core`, `search`, `graphql`, …) is used up until
    /// `window.resetAt`. `sent` is false when the request was never sent, because the last answer
    /// had already said it would be refused.
    case rateLimited(window: RateLimitSnapshot, sent: Bool)
    /// GitHub's secondary rate limit (requests too many or too fast) was hit and is not waited
    /// out: `retryAfter` is its `Retry-After` exactly as sent, if it sent one; `stop` says why
    /// no more waiting was done, `nil` when nothing tried to wait.
    case secondaryRateLimited(retryAfter: String?, stop: SecondaryLimitStop?)
    /// A listing's `rel="next"` link cannot be followed (`reason`: not http or https, another
    /// origin, malformed, control characters); `link` is as sent, `url` the page that sent it.
    case unusableNextLink(url: String, link: String, reason: String)
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
    /// Offline, and the run has no cache to answer from; `reason` says why (the folder is a
    /// file, no folder is named for it).
    case noCache(reason: String)
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
    /// The answer about `login` was not what was asked for (its record left out, a `null` that
    /// no error explained, a record of another kind or another login's); `detail` says which.
    case unexpectedProfile(login: String, url: String, detail: String)
}

/// Why gh-users stopped waiting out GitHub's secondary rate limit.
public enum SecondaryLimitStop: Hashable, Sendable {
    /// `Retry-After` was not a wait to take (negative, neither a number nor a date, or over an
    /// hour), so it was not waited on.
    case unusableRetryAfter
    /// Waiting would have taken this run's waits past `seconds` in all, the most a run waits
    /// for this limit unless asked to wait (`--wait`).
    case waitLimit(seconds: Int)
    /// The request met the limit this many times.
    case tries(Int)
}
