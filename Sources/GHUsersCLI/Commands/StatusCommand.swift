import Foundation
import GHData
import GHDomain
import GHText
import GHWire

/// `gh-users status`: which API, which login, and how much of each rate limit is left.
struct StatusCommand: RunnableCommand {
    static let json = JSONOptions(
        fields: StatusReport.shape.fields,
        help:
            "Print a JSON object: host, api_url, api_url_source, server_version (a GitHub Enterprise Server's release, else null), token_source (null without a login) and rate_limits, each resource's limit, remaining and reset (RFC 3339, UTC); with <fields>, only those (see JSON FIELDS)."
    )

    static let help = CommandHelp(
        name: "status",
        abstract: "Show the API, the login in use and what is left of each rate limit.",
        discussion: """
            Says which GitHub API requests go to and what chose it (--api-url, GH_USERS_API_URL,
            GH_HOST or the default), where the token came from (a variable, gh's hosts.yml or
            'gh auth token'; the token itself is never shown) or, without one, why gh's login was
            passed over (a note a line), the release of a GitHub Enterprise Server ('GitHub
            Enterprise Server 3.14.2', from any answer's X-GitHub-Enterprise-Version or, once,
            from /meta; remembered per host beside the cache), and the core, search and graphql
            rate limits from GitHub's /rate_limit, which costs nothing against them (GitHub
            Enterprise Server keeps none unless its admin turns them on). Exits 4 when GitHub
            refuses the token.
            """,
        options: json.specs,
        examples: [("Where you stand", "gh-users status"), ("The same, for a script", "gh-users status --json")]
    )

    /// The limits shown on a terminal, in this order; `--json` has every one GitHub reports.
    static let shownResources = ["core", "search", "graphql"]

    let json: JSONRequest?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first { throw UsageError.unexpectedArgument(extra) }
        if arguments.has(GlobalOptions.offline.key) {
            throw UsageError.offline("'status'", "asks GitHub")
        }
        json = try Self.json.read(arguments)
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let asked: Result<[RateLimitSnapshot], any Error>
        do {
            asked = .success(try await factory.rateLimitSource.rateLimits())
        } catch {
            asked = .failure(error)
        }
        let search = await factory.credentials.outcome()
        let login = search.found
        let globals = factory.globals
        // Asked only of a host that answered: one that did not would only fail again, and then
        // only what is known without asking (remembered from an earlier run) is said.
        let version = (try? asked.get()) == nil ? factory.knownServerVersion : try? await factory.serverVersion.serverVersion()
        if let json {
            let report = StatusReport(globals: globals, source: login?.source, limits: try asked.get(), version: version)
            try io.print(StatusReport.shape.selecting(json.fields).value(of: report).rendered() + "\n")
            return .success
        }
        var lines = [
            ("host", globals.host.name),
            ("api", globals.apiBaseURL.absoluteString + (globals.apiURLSource.map { " (from \($0))" } ?? "")),
        ]
        if let version { lines.append(("server", version.productName)) }
        lines += [
            ("login", Self.describe(login?.source, host: globals.host, limits: (try? asked.get()) ?? []))
        ]
        // Without a login, why gh's was not used (a hosts.yml others can write, gh failing): the
        // question this command is asked to answer.
        if login == nil { lines += search.notes.map { ("note", $0) } }
        // What is known without GitHub's answer is still said, before why it did not come.
        guard case .success(let limits) = asked else {
            try io.print(lines.map { "\($0):\t\(TextSanitizer.line($1))\n" }.joined())
            return try asked.map { _ in ExitCode.success }.get()
        }
        let errors = io.errors
        for name in Self.shownResources {
            guard let window = limits.first(where: { $0.resource == name }) else { continue }
            let left = "\(NumberText.grouped(window.remaining)) of \(NumberText.grouped(window.limit)) left"
            let reset = window.resetAt.map { ", " + errors.resetPhrase($0) } ?? ""
            lines.append((name, left + reset))
        }
        if limits.isEmpty { lines.append(("limits", "none: \(globals.host.name) has no rate limits turned on")) }
        try io.print(lines.map { "\($0):\t\(TextSanitizer.line($1))\n" }.joined())
        return .success
    }

    /// The login line: where the token came from, or that there is none and how to log in.
    static func describe(_ source: TokenSource?, host: GitHubHost, limits: [RateLimitSnapshot]) -> String {
        switch source {
        case .variable(let name)?: return "the token in \(name)"
        case .hostsFile(let path)?: return "gh's login for \(host.name), from \(path)"
        case .ghAuthToken?: return "gh's login for \(host.name), from gh auth token"
        case nil:
            let allowance = limits.first { $0.resource == "core" }.map { LoginNotice.allowance(host: host, limit: $0.limit) + ". " } ?? ""
            return "none. \(allowance)\(LoginNotice.howToLogIn(host: host))."
        }
    }
}

/// What `status --json` prints.
struct StatusReport: Sendable {
    var globals: GlobalOptions
    var source: TokenSource?
    var limits: [RateLimitSnapshot]
    var version: ServerVersion?

    /// The API and what chose it, the server's release, where the token came from, and each limit GitHub reports:
    /// its limit, what is left and its reset (RFC 3339, UTC).
    static let shape = JSONShape<StatusReport>(
        source: { _ in SourceFields() },
        members: [
            .init("host") { .string($0.globals.host.name) },
            .init("api_url") { .string($0.globals.apiBaseURL.absoluteString) },
            .init("api_url_source") { .string($0.globals.apiURLSource) },
            .init("server_version") { .string($0.version?.description) },
            .init("token_source") { .string($0.source?.description) },
            .init("rate_limits") { report in
                .object(
                    report.limits.map { window in
                        (
                            window.resource ?? "",
                            .object([
                                ("limit", .int(window.limit)), ("remaining", .int(window.remaining)), ("reset", .time(window.resetAt)),
                            ])
                        )
                    })
            },
        ])
}
