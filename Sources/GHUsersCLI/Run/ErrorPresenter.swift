import Foundation
import GHData
import GHDomain
import GHText

/// Decides, for any error a run meets, what the user is told, what they might do about it, the
/// exit status, and whether it stops a batch of lookups (`show`, `fav add`). The domain says
/// what happened; this is the one place that words it, places its times on the local clock, and
/// says what to do about it in terms of this command line (its options, variables and gh).
struct ErrorPresenter: Sendable {
    /// What to print and how to end.
    struct Presentation: Equatable, Sendable {
        /// The `Error: …` line's text, without the prefix; `nil` when nothing is printed.
        var message: String?
        /// Lines printed beneath it: more detail (with `-v`) and what to do.
        var notes: [String] = []
        /// The exit status the error stands for.
        var exitCode: ExitCode
        /// Whether the error would fail every other login of a batch the same way, so the batch
        /// stops at once.
        var stopsBatch: Bool

        /// The text for standard error: the `Error:` line and its notes, each sanitized; the
        /// notes alone when there is no message (Ctrl-C stopping a listing still says how to go on).
        var text: String {
            ((message.map { ["Error: " + $0] } ?? []) + notes).map { TextSanitizer.line($0) + "\n" }.joined()
        }
    }

    /// Whether `-v` was given: an unexpected response then says what was wrong with it.
    var verbose = false
    /// Whether the run waits for rate limits (`--wait`, or the `wait` setting): a limit it still
    /// stopped at is not met with advice to add `--wait`.
    var waits = false
    /// Whether the `cache off` setting is in force: no run keeps a copy for `--offline`.
    var cacheOff = false
    /// The GitHub host the run talks to: which token variables and which gh login apply.
    var host = GitHubHost.dotcom
    /// The token the run sends and where it came from, once looked for; `nil` for none.
    var login: @Sendable () -> FoundToken? = { nil }
    /// The current time, to say how long until a rate limit resets.
    var now: @Sendable () -> Date = { Date() }
    /// The time zone reset times are shown in.
    var timeZone = TimeZone(identifier: "UTC")!

    /// How `error` is shown.
    func present(_ error: any Error) -> Presentation {
        switch error {
        case is CancellationError:
            return Presentation(message: nil, exitCode: .interrupted, stopsBatch: true)
        case is OutputClosed:
            return Presentation(message: nil, exitCode: .success, stopsBatch: true)
        case let error as UsageError:
            return Presentation(message: error.message, notes: error.notes, exitCode: .usage, stopsBatch: true)
        case let error as GitHubError:
            return present(error)
        case let stopped as StoppedListing:
            var presentation = present(stopped.underlying)
            if presentation.exitCode != .success { presentation.notes.append(stopped.howToGoOn) }
            return presentation
        case let error as FollowRunUnusable:
            return Presentation(message: error.message, notes: error.advice.map { [$0] } ?? [], exitCode: .failure, stopsBatch: true)
        case let error as LoginRequired:
            return Presentation(message: error.message, notes: [error.advice], exitCode: .badCredentials, stopsBatch: true)
        case let error as SettingsUnreadable:
            return Presentation(
                message: "cannot read settings from \(error.path): \(error.reason); fix or delete it", exitCode: .failure, stopsBatch: true)
        default:
            return Presentation(message: error.localizedDescription, exitCode: .failure, stopsBatch: true)
        }
    }

    private func present(_ error: GitHubError) -> Presentation {
        var presentation = Presentation(message: message(error), exitCode: .failure, stopsBatch: Self.stopsBatch(error))
        switch error {
        case .unexpectedResponse(_, let detail):
            presentation.notes.append(verbose ? "  " + detail : "Run it again with -v to see what was wrong with it.")
        case .rateLimited(let window, sent: false):
            // Known spent from an earlier answer (perhaps an earlier run's): say how to ask afresh.
            let left = window.limit > 0 ? " 0 of \(NumberText.grouped(window.limit)) requests" : " none"
            presentation.notes.append("Not sent: an earlier answer left\(left); 'gh-users status' asks GitHub what is left now.")
        case .badCredentials, .missingScope:
            presentation.exitCode = .badCredentials
        default:
            break
        }
        if let advice = advice(for: error) { presentation.notes.append(advice) }
        return presentation
    }
}

extension ErrorPresenter {
    /// The one-line message: what failed, naming the login, URL or host.
    func message(_ error: GitHubError) -> String {
        switch error {
        case .userNotFound(let login):
            return "user '\(login)' not found"
        case .organizationNotFound(let login):
            return "organization '\(login)' not found"
        case .notFound(let url):
            return "GitHub returned HTTP 404 (Not Found) for \(url)"
        case .badCredentials(let message) where login() == nil && host.kind == .enterprise:
            // No token was sent, so none was bad: the server wants one.
            return "\(host.name) refused a request without a login (HTTP 401\(message.map { ": \($0)" } ?? ""))"
        case .badCredentials(let message):
            return "bad credentials (HTTP 401\(message.map { ": \($0)" } ?? ""))"
        case .missingScope(let needed, let granted):
            let has = granted.isEmpty ? "no scopes" : "only " + granted.joined(separator: ", ")
            return "the token lacks the '\(needed)' scope this change needs (it has \(has)); nothing was changed"
        case .rateLimited(let window, _):
            let name: String
            switch window.resource {
            case "core"?, nil: name = "API"
            case "graphql"?: name = "GraphQL"
            case let other?: name = other
            }
            let left = window.limit > 0 ? " (0 of \(NumberText.grouped(window.limit)) left)" : ""
            return "\(name) rate limit exceeded\(left)" + resetClause(window.resetAt)
        case .secondaryRateLimited(let retryAfter, let stop):
            let asked = retryAfter.map { " (Retry-After: \($0))" } ?? ""
            switch stop {
            case .unusableRetryAfter?:
                return "GitHub's secondary rate limit was exceeded\(asked), and that is no wait to take; not waited on"
            case .waitLimit(let seconds)?:
                return "GitHub's secondary rate limit was exceeded\(asked); waiting more than \(seconds) s in all needs --wait"
            case .tries(let count)?:
                return "GitHub's secondary rate limit was still exceeded after \(count) tries\(asked)"
            case nil:
                return "GitHub's secondary rate limit was exceeded\(asked)"
            }
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
        case .noCache(let reason):
            return "--offline answers only from the cache, and this run cannot use it: \(reason)"
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
        case .unusableNextLink(let url, let link, let reason):
            return "the next-page link from \(url) cannot be followed (\(reason)): \(link)"
        case .unexpectedResponse(let url, _):
            return "unexpected response from \(url)"
        case .unexpectedProfile(let login, let url, let detail):
            return "unexpected answer for '\(login)' from \(url): \(detail)"
        }
    }

    /// `; it resets at 14:05 local time (in 3 minutes)`, or nothing when the time is unknown.
    func resetClause(_ resetAt: Date?) -> String {
        guard let resetAt else { return "" }
        return "; it " + resetPhrase(resetAt, clockSuffix: " local time")
    }

    /// When a window resets, told as the user can act on it: `resets at 14:05 (in 3 minutes)`;
    /// `resets on 2026-12-01 at 14:05 (in 3 days)` when more than a day away; `has already reset
    /// (at 14:05)` when past, since a server's reset that has passed is no wait at all.
    /// `clockSuffix` follows each clock time (` local time`).
    func resetPhrase(_ resetAt: Date, clockSuffix: String = "") -> String {
        let left = resetAt.timeIntervalSince(now())
        let clock = clockTime(resetAt) + clockSuffix
        if left <= 0 { return "has already reset (at \(clock))" }
        if left > 86_400 { return "resets on \(calendarDate(resetAt)) at \(clock) (in \(Self.timeLeft(left)))" }
        return "resets at \(clock) (in \(Self.timeLeft(left)))"
    }

    /// `41 minutes`, `1 minute`, `less than a minute`; from two hours, `5 hours`; past a day,
    /// `3 days` (rounded; absurd spans are capped rather than trusted).
    static func timeLeft(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds > 0 else { return "less than a minute" }
        if seconds > 86_400 {
            let days = Int(min((seconds / 86_400).rounded(), 1_000_000))
            return days == 1 ? "1 day" : "\(days) days"
        }
        let minutes = Int((seconds / 60).rounded())
        if minutes >= 120 { return "\(Int((seconds / 3600).rounded())) hours" }
        return minutes < 1 ? "less than a minute" : minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }

    /// `2026-12-01` in ``timeZone``.
    func calendarDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `14:05` in ``timeZone``.
    func clockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// What the user can do, where there is something.
    private func advice(for error: GitHubError) -> String? {
        let variable = host.tokenVariables[0]
        let loginCommand = LoginNotice.loginCommand(host: host)
        switch error {
        case .badCredentials:
            switch login()?.source {
            case .hostsFile(let path)?:
                return "gh's login for \(host.name) in \(path) was refused: run '\(loginCommand)' again."
            case .ghAuthToken?:
                return
                    "gh's login for \(host.name) (gh auth token) was refused: run 'gh auth refresh --hostname \(host.name)' or '\(loginCommand)'."
            case .variable?:
                return "Check the token in \(host.tokenVariables.joined(separator: " or ")), or unset both to browse without one."
            case nil where host.kind == .enterprise:
                // A GitHub Enterprise Server in private mode answers 401 to every request without one.
                return
                    "\(host.name) answers only with a login (a GitHub Enterprise Server in private mode): set \(variable), or run '\(loginCommand)'."
            case nil:
                return "\(host.name) needs a login: run '\(loginCommand)', or set \(variable)."
            }
        case .missingScope(let needed, _):
            switch login()?.source {
            case .variable(let name)?:
                return
                    "Give the token in \(name) the '\(needed)' scope, or unset it to use gh's login with 'gh auth refresh -h \(host.name) -s \(needed)'."
            default:
                return "Add the scope to gh's login: gh auth refresh -h \(host.name) -s \(needed)"
            }
        case .rateLimited(let window, _):
            let wait = "add --wait to wait for the reset and go on"
            let orWait = waits ? "" : "; or \(wait)"
            guard login() == nil else {
                return "Requests made with your token count against its own limit" + (waits ? "." : "; \(wait).")
            }
            if window.resource == "search" {
                return
                    "Without a token GitHub allows 10 searches a minute, with one 30: run '\(loginCommand)' or set \(variable)\(orWait)."
            }
            let raise = host.isRunByGitHub ? "raises the limit to 5,000 requests an hour" : "may raise the limit"
            return "A login \(raise): run '\(loginCommand)' or set \(variable)\(orWait)."
        case .secondaryRateLimited:
            let concurrency = "wait a minute before trying again (for show, a lower --concurrency helps)"
            return "GitHub limits bursts of requests: \(concurrency)\(waits ? "." : ", or add --wait.")"
        case .notCached:
            guard !cacheOff else {
                return
                    "The cache setting is off, so no run keeps a copy: run 'gh-users config set cache on', then the command once without --offline."
            }
            return "Run the command once without --offline to keep a copy."
        case .noCache:
            return "Set XDG_CACHE_HOME or HOME to a folder of your own, then run the command once without --offline."
        case .cannotConnect, .timedOut:
            return "Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting."
        case .userNotFound, .organizationNotFound, .notFound, .serverError, .httpStatus, .invalidSearchQuery, .unexpectedResponse,
            .unexpectedProfile,
            .responseTooLarge,
            .headersTooLarge, .unsupportedRedirect, .tooManyRedirects, .pageRepeated, .pageWentBack, .unusableNextLink:
            return nil
        }
    }

    /// Errors about one login or one answer leave the rest of a batch to try; errors about the
    /// connection, the token or the rate limit would fail every other login the same way.
    private static func stopsBatch(_ error: GitHubError) -> Bool {
        switch error {
        case .userNotFound, .organizationNotFound, .notFound, .httpStatus, .unexpectedResponse, .unexpectedProfile, .serverError,
            .invalidSearchQuery, .notCached, .responseTooLarge,
            .headersTooLarge, .unsupportedRedirect, .tooManyRedirects, .pageRepeated, .pageWentBack, .unusableNextLink:
            return false
        case .badCredentials, .missingScope, .rateLimited, .secondaryRateLimited, .cannotConnect, .timedOut, .noCache: return true
        }
    }
}
