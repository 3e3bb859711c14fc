import Foundation
import GHData
import GHText

/// Options every command accepts, before or after the subcommand, resolved against the
/// environment: where the API is, the token the environment gives, colour, waiting for rate
/// limits, and request logging.
struct GlobalOptions: Sendable, Equatable {
    static let apiURL = OptionSpec.value(
        "--api-url", placeholder: "url",
        help:
            "The GitHub API root, such as https://HOST/api/v3 for GitHub Enterprise. (default: $GH_USERS_API_URL, else $GH_HOST's API, else https://api.github.com)"
    )
    static let color = OptionSpec.choice(
        "--color", placeholder: "when", choices: ["auto", "always", "never"],
        help:
            "Colour the output: auto, always or never. auto colours a terminal unless TERM is dumb; NO_COLOR or CLICOLOR=0 turns it off, CLICOLOR_FORCE on. (default: auto)"
    )
    static let verbose = OptionSpec.flag("-v", "--verbose", help: "Log each request on stderr: method, URL, status, time, rate limit left.")
    static let offline = OptionSpec.flag("--offline", help: "Never use the network: answer from the cache, or fail.")
    static let noCache = OptionSpec.flag("--no-cache", help: "Neither read nor write the cache for this run.")
    static let wait = OptionSpec.flag(
        "--wait",
        help: "When a rate limit is spent, wait for it to reset and go on instead of stopping. (default: the wait setting, never)")
    static let noPager = OptionSpec.flag(
        "--no-pager", help: "Do not page the output on a terminal through $GH_USERS_PAGER or $GH_PAGER, the pager setting or $PAGER.")
    static let version = OptionSpec.flag("--version", help: "Show the version.")
    static let help = OptionSpec.flag("-h", "--help", help: "Show help information.")

    /// The options every command accepts, in help order.
    static let specs = [apiURL, color, verbose, offline, noCache, wait, noPager, version, help]

    /// The API root to send requests to.
    var apiBaseURL: URL
    /// The `--api-url` value as typed, to repeat in hints; `nil` when it came from elsewhere.
    var apiURLArgument: String?
    /// What chose the API root: `--api-url`, `GH_USERS_API_URL`, `GH_HOST`, or `nil` for the default.
    var apiURLSource: String?
    /// The GitHub host the API belongs to, as gh names it: whose token is sent.
    var host: GitHubHost { GitHubHost(apiRoot: apiBaseURL) }
    /// The token the environment gives the API's host, checked as every token is; gh's
    /// files and gh itself are searched only when a request needs a token and this is `nil`.
    var environmentToken: FoundToken?
    /// Whether to wait for a spent rate limit to reset (`--wait`, or the `wait` setting).
    var waitPolicy: ThrottlingTransport.WaitPolicy = .never
    /// Whether the command was asked for JSON, which no notice may precede on a terminal.
    var jsonOutput = false
    /// Whether human output is coloured.
    var useColor: Bool
    /// Whether each request is logged on stderr.
    var verbose: Bool
    /// Whether only the cache may answer (`--offline`).
    var offline = false
    /// Whether the cache is read and written: not with `--no-cache` or the `cache off` setting.
    var useCache = true
    /// Whether the `cache off` setting is in force: runs keep no copy, even for `--offline` to read.
    var cacheSettingOff = false
    /// Seconds a request may take: `GH_USERS_TIMEOUT`, else 30.
    var timeout: TimeInterval = GlobalOptions.defaultTimeout
    /// For tests only (`GH_USERS_TEST_TIME_SCALE`): every wait and deadline is multiplied by
    /// this, so that a test of retries and timeouts need not sit through them. 1 otherwise.
    var timeScale: Double = 1

    /// `GH_USERS_FORCE_TTY` (else gh's `GH_FORCE_TTY`): when set, standard output gets the
    /// terminal layout even when it is piped, as wide as the variable's number if it is one.
    var forcedTerminal: ForcedTerminal?
    /// The command a terminal's output is paged through (run by `/bin/sh -c`); `nil` for none.
    var pager: String?
    /// Whether avatars may be shown on a terminal that shows images: not when the
    /// `browse.images` setting is `off`.
    var images = true

    /// The per-request timeout when `GH_USERS_TIMEOUT` is not set.
    static let defaultTimeout: TimeInterval = 30

    /// Reads the global options from `parsed` and `environment`; throws a ``UsageError`` for
    /// a bad `--api-url`, `GH_USERS_API_URL` or `--color`.
    static func resolve(_ parsed: ParsedArguments, environment: Environment, settings: Settings = Settings()) throws(UsageError)
        -> GlobalOptions
    {
        let offline = parsed.has(offline.key)
        if offline && parsed.has(noCache.key) {
            throw UsageError("'--offline' answers from the cache, so it cannot be used with '--no-cache'")
        }
        let variables = environment.variables
        let (baseURL, source) = try apiRoot(parsed, variables)
        let choice = try parsed.choice(color) ?? "auto"
        var timeout = defaultTimeout
        // Whole seconds: FoundationNetworking on Linux drops any fraction of a timeout.
        if let text = variables["GH_USERS_TIMEOUT"], !text.isEmpty {
            guard let seconds = Int(text), (1...600).contains(seconds) else {
                throw UsageError.environment(
                    "GH_USERS_TIMEOUT must be a whole number of seconds from 1 to 600, not '\(TextSanitizer.line(text))'")
            }
            timeout = TimeInterval(seconds)
        }
        if let transport = variables["GH_USERS_TRANSPORT"], !["", "curl", "urlsession"].contains(transport) {
            throw UsageError.environment("GH_USERS_TRANSPORT must be curl or urlsession, not '\(TextSanitizer.line(transport))'")
        }
        var timeScale = 1.0
        if let text = variables["GH_USERS_TEST_TIME_SCALE"], !text.isEmpty {
            guard let scale = Double(text), scale > 0, scale <= 1 else {
                throw UsageError.environment(
                    "GH_USERS_TEST_TIME_SCALE must be a number above 0 and at most 1, not '\(TextSanitizer.line(text))'")
            }
            timeScale = scale
        }
        let environmentToken: FoundToken?
        do {
            environmentToken = try TokenSearch.environmentToken(for: GitHubHost(apiRoot: baseURL), variables: variables)
        } catch {
            throw UsageError.environment("\(error.variable) holds \(error.flaw); set it to the token alone")
        }
        return GlobalOptions(
            apiBaseURL: baseURL,
            apiURLArgument: parsed.values[apiURL.key],
            apiURLSource: source,
            environmentToken: environmentToken,
            // The `wait` setting, where the command line did not say, set the flag (see Settings).
            waitPolicy: parsed.has(wait.key) ? .always : .never,
            jsonOutput: parsed.has("--json") || parsed.values["--json"] != nil,
            useColor: useColor(choice, environment: environment),
            verbose: parsed.has(verbose.key),
            offline: offline,
            useCache: offline || (!parsed.has(noCache.key) && settings.cacheEnabled),
            cacheSettingOff: !settings.cacheEnabled,
            timeout: timeout,
            timeScale: timeScale,
            forcedTerminal: try ForcedTerminal(variables: variables),
            pager: parsed.has(noPager.key) ? nil : pagerCommand(variables, settings: settings),
            images: settings.values[.browseImages] != "off"
        )
    }

    /// The API root and what chose it: `--api-url`, else `GH_USERS_API_URL`, else the API of
    /// the host `GH_HOST` names (as gh maps it), else github.com's.
    private static func apiRoot(_ parsed: ParsedArguments, _ variables: [String: String]) throws(UsageError) -> (URL, String?) {
        if let argument = parsed.values[apiURL.key] {
            guard let url = APIConfiguration.parseBaseURL(argument) else {
                throw UsageError.invalidValue(argument, for: apiURL, "expected an http or https URL such as https://api.github.com")
            }
            if let refusal = plainHTTPRefusal(url) { throw UsageError.invalidValue(argument, for: apiURL, refusal) }
            return (url, apiURL.key)
        }
        if let text = variables["GH_USERS_API_URL"], !text.isEmpty {
            guard let url = APIConfiguration.parseBaseURL(text) else {
                throw UsageError.environment("GH_USERS_API_URL is not an http or https URL: '\(TextSanitizer.line(text))'")
            }
            if let refusal = plainHTTPRefusal(url) {
                throw UsageError.environment("GH_USERS_API_URL '\(TextSanitizer.line(text))' is refused: \(refusal)")
            }
            return (url, "GH_USERS_API_URL")
        }
        if let text = variables["GH_HOST"], !text.isEmpty {
            guard let host = GitHubHost(environmentValue: text) else {
                throw UsageError.environment(
                    "GH_HOST is not a host name such as github.com or ghe.example.com: '\(TextSanitizer.line(text))'")
            }
            return (host.apiRoot, "GH_HOST")
        }
        return (APIConfiguration.defaultBaseURL, nil)
    }

    /// Why `url` is refused as an API root, or `nil`: an `http:` root on a host GitHub serves
    /// over https only (github.com, `*.github.com`, `*.ghe.com`), where the token would travel in
    /// clear text. `github.localhost` and any other host keep plain http.
    private static func plainHTTPRefusal(_ url: URL) -> String? {
        guard url.scheme?.lowercased() == "http", GitHubHost.servesOnlyHTTPS(url) else { return nil }
        let host = TextSanitizer.line(APIConfiguration.hostDescription(url))
        return "\(host) is GitHub's, reached over https only: plain http would send the token in clear text"
            + " (use \(GitHubHost.secureCounterpart(of: url).absoluteString))"
    }

    /// `GH_USERS_PAGER`, else `GH_PAGER`, when set (empty turns paging off), else the `pager`
    /// setting (`off` or empty turns it off), else a non-empty `PAGER`, as gh reads `GH_PAGER`,
    /// its `pager` setting and `PAGER`.
    private static func pagerCommand(_ variables: [String: String], settings: Settings) -> String? {
        let override = SettingKey.pagerVariables.lazy.compactMap { variables[$0] }.first
        return SettingKey.pagerCommand(override ?? settings.pager ?? variables["PAGER"] ?? "")
    }

    private static func useColor(_ choice: String, environment: Environment) -> Bool {
        switch choice {
        case "always": return true
        case "never": return false
        default:
            let variables = environment.variables
            if let forced = SettingKey.color.environmentValue(in: variables) { return forced.value == "always" }
            return environment.outputIsTerminal && variables["TERM"] != "dumb"
        }
    }
}
