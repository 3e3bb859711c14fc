import Foundation
import GHDomain
import GHText

/// Decides, for any error a run meets, what the user is told, what they might do about it, the
/// exit status, and whether it stops a batch of lookups (`show`, `fav add`). The domain says
/// what happened; this is the one place that says what to do about it in terms of this command
/// line (its variables and options).
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

        /// The text for standard error: the `Error:` line and its notes, each sanitized.
        var text: String {
            guard let message else { return "" }
            return (["Error: " + message] + notes).map { TextSanitizer.line($0) + "\n" }.joined()
        }
    }

    /// Whether `-v` was given: an unexpected response then says what was wrong with it.
    var verbose = false
    /// Whether a token is in use: the rate-limit advice differs.
    var hasToken = false
    /// The variables a token for this API is read from, the one to suggest first.
    var tokenVariables = TokenChoice.gitHubVariables
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
        case let error as SettingsUnreadable:
            return Presentation(
                message: "cannot read settings from \(error.path): \(error.reason); fix or delete it", exitCode: .failure, stopsBatch: true)
        default:
            return Presentation(message: error.localizedDescription, exitCode: .failure, stopsBatch: true)
        }
    }

    private func present(_ error: GitHubError) -> Presentation {
        var presentation = Presentation(
            message: error.message(now: now(), timeZone: timeZone), exitCode: .failure, stopsBatch: Self.stopsBatch(error))
        if case .unexpectedResponse(_, let detail) = error {
            presentation.notes.append(verbose ? "  " + detail : "Run it again with -v to see what was wrong with it.")
        }
        if case .badCredentials = error { presentation.exitCode = .badCredentials }
        if let advice = advice(for: error) { presentation.notes.append(advice) }
        return presentation
    }

    /// What the user can do, where there is something.
    private func advice(for error: GitHubError) -> String? {
        switch error {
        case .badCredentials:
            return "Check the token in \(tokenVariables.joined(separator: " or ")), or unset both to browse without one."
        case .rateLimited:
            return hasToken
                ? "Requests made with your token count against its own hourly limit; wait for the reset."
                : "A token raises the limit to 5,000 requests an hour: export \(tokenVariables[0])=<token>."
        case .searchRateLimited:
            return hasToken
                ? "With a token GitHub allows 30 searches a minute; wait for the reset."
                : "Without a token GitHub allows 10 searches a minute, with one 30: export \(tokenVariables[0])=<token>."
        case .secondaryRateLimited:
            return "GitHub limits bursts of requests; wait a minute before trying again (for show, a lower --concurrency helps)."
        case .notCached:
            return "Run the command once without --offline to keep a copy."
        case .cannotConnect, .timedOut:
            return "Check your network connection, or the --api-url / GH_USERS_API_URL setting."
        case .userNotFound, .notFound, .serverError, .httpStatus, .invalidSearchQuery, .unexpectedResponse, .responseTooLarge,
            .headersTooLarge, .unsupportedRedirect, .tooManyRedirects, .pageRepeated, .pageWentBack:
            return nil
        }
    }

    /// Errors about one login or one answer leave the rest of a batch to try; errors about the
    /// connection, the token or the rate limit would fail every other login the same way.
    private static func stopsBatch(_ error: GitHubError) -> Bool {
        switch error {
        case .userNotFound, .notFound, .httpStatus, .unexpectedResponse, .serverError, .invalidSearchQuery, .notCached, .responseTooLarge,
            .headersTooLarge, .unsupportedRedirect, .tooManyRedirects, .pageRepeated, .pageWentBack:
            return false
        case .badCredentials, .rateLimited, .searchRateLimited, .secondaryRateLimited, .cannotConnect, .timedOut: return true
        }
    }
}
