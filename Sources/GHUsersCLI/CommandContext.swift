import Foundation
import GHData
import GHDomain

/// What a running command is handed: the environment, the resolved global options, and the
/// ways to reach GitHub and the user. The repository is made only when asked for.
struct CommandContext: Sendable {
    let environment: Environment
    let globals: GlobalOptions

    /// Where the cache, settings and favorites live.
    var locations: StateLocations { StateLocations(variables: environment.variables) }

    /// Styling for human output.
    var style: Style { Style(isEnabled: globals.useColor) }

    /// The layout for results, given whether `--json` was asked for.
    func layout(json: Bool) -> OutputLayout {
        OutputLayout(json: json, isTerminal: environment.outputIsTerminal)
    }

    /// Users from the configured API, through ``makeTransport()``.
    func makeRepository() -> any UserRepository {
        GitHubUserRepository(configuration: apiConfiguration, transport: makeTransport())
    }

    /// Repositories from the configured API, through ``makeTransport()``.
    func makeCatalog() -> any RepositoryCatalog {
        GitHubRepositoryCatalog(configuration: apiConfiguration, transport: makeTransport())
    }

    /// Where the API is and who is asking.
    private var apiConfiguration: APIConfiguration {
        APIConfiguration(baseURL: globals.apiBaseURL, token: globals.token, userAgent: "gh-users/\(Version.current)")
    }

    /// The environment's transport, with each attempt logged with `-v`, failed attempts
    /// retried, and retries announced on a terminal or with `-v`.
    private func makeTransport() -> any HTTPTransport {
        var transport = environment.makeTransport(globals.timeout)
        if globals.verbose {
            transport = LoggingTransport(wrapping: transport) { [self] line in printError("* \(TextSanitizer.line(line))\n") }
        }
        let announceRetries = globals.verbose || environment.errorIsTerminal
        transport = RetryingTransport(
            wrapping: transport,
            notify: { [self] line in if announceRetries { printError(TextSanitizer.line(line) + "\n") } },
            sleep: environment.sleep
        )
        guard let cache = makeCache() else { return transport }
        let warning = OnceFlag()
        return CachingTransport(
            wrapping: transport,
            cache: cache,
            token: globals.token,
            mode: globals.offline ? .offline : .online,
            now: environment.now,
            onStale: { [self] host, storedAt in
                if warning.claim() {
                    printError("Warning: cannot reach \(host); showing cached data from \(localTime(storedAt))\n")
                }
            }
        )
    }

    /// The HTTP cache, unless it is turned off or there is nowhere to keep it.
    func makeCache() -> HTTPCache? {
        guard globals.useCache, let directory = locations.cache else { return nil }
        return HTTPCache(directory: directory) { [self] line in
            if globals.verbose { printError("* \(TextSanitizer.line(line))\n") }
        }
    }

    /// `2026-11-21 14:05` in the user's time zone.
    func localTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
    }

    /// Writes results to standard output; throws ``OutputClosed`` when the reader has gone.
    func print(_ text: String) throws {
        guard !text.isEmpty else { return }
        try environment.standardOutput.write(text)
    }

    /// Writes chatter and errors to standard error, with the token redacted wherever a server
    /// might have echoed it; a closed stderr is not worth failing for.
    func printError(_ text: String) {
        try? environment.standardError.write(redacted(text))
    }

    /// `text` with every occurrence of the token replaced.
    func redacted(_ text: String) -> String {
        guard let token = globals.token, token.count >= 4, text.contains(token) else { return text }
        return text.replacingOccurrences(of: token, with: "[REDACTED]")
    }

    /// Writes a hint or progress line to standard error, only for a person at a terminal.
    func hint(_ text: String) {
        if environment.outputIsTerminal {
            printError(TextSanitizer.line(text) + "\n")
        }
    }

    /// Reports a runtime error on stderr (`Error: …` and a hint where one helps) and returns
    /// the exit status it stands for.
    @discardableResult
    func report(_ error: any Error) -> ExitCode {
        if error is CancellationError { return .interrupted }
        guard let error = error as? GitHubError else {
            printError("Error: \(error.localizedDescription)\n")
            return .failure
        }
        var text = "Error: " + TextSanitizer.line(error.message(now: environment.now(), timeZone: environment.timeZone)) + "\n"
        if case .unexpectedResponse(_, let detail) = error, globals.verbose {
            text += "  \(TextSanitizer.line(detail))\n"
        }
        if case .rateLimited = error, globals.token != nil {
            text += "Requests made with your token count against its own hourly limit; wait for the reset.\n"
        } else if case .searchRateLimited = error, globals.token != nil {
            text += "With a token GitHub allows 30 searches a minute; wait for the reset.\n"
        } else if let suggestion = error.recoverySuggestion {
            text += suggestion + "\n"
        }
        printError(text)
        if case .badCredentials = error { return .badCredentials }
        return .failure
    }
}
