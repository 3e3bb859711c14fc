import Foundation
import GHDomain
import GHText
import GHWire

/// `gh-users cache`: where the HTTP cache is and how big, or empty it.
struct CacheCommand: RunnableCommand {
    /// What to do.
    enum Action: String, CaseIterable, Sendable {
        case info, clear
    }

    static let json = JSONOptions(
        fields: CacheReport.shape.fields,
        help:
            "With info: print a JSON object: location, entries, bytes, capacity_bytes, enabled, oldest_stored_at and newest_stored_at (RFC 3339, UTC, or null); with <fields>, only those (see JSON FIELDS)."
    )

    static let help = CommandHelp(
        name: "cache",
        abstract: "Show or clear the HTTP cache.",
        discussion: """
            GitHub's answers are kept in $XDG_CACHE_HOME/gh-users (default ~/.cache/gh-users),
            at most 50 MB, least recently used first out. A kept answer is revalidated with
            If-None-Match or If-Modified-Since (a 304 does not count against the rate limit),
            served when GitHub cannot be reached, and served alone with --offline. Answers
            fetched with a token are kept apart from those fetched with another token or none.
            'info' also says when the oldest and newest answers kept were stored or last
            confirmed current.
            """,
        positionals: "info [--json [<fields>]] [--jq <expression>] | clear",
        arguments: [
            ("info", "Print the cache's location, entries, size and ages."),
            ("clear", "Remove every entry and the rate limits known spent."),
        ],
        argumentChoices: Action.allCases.map(\.rawValue),
        options: json.specs,
        examples: [
            ("Where the cache is", "gh-users cache info"), ("The same, for a script", "gh-users cache info --json"),
            ("Start afresh", "gh-users cache clear"),
        ]
    )

    let action: Action
    let json: JSONRequest?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = try Self.json.read(arguments)
        guard let verb = arguments.positionals.first else {
            throw UsageError("Missing expected argument: info or clear")
        }
        guard let action = Action(rawValue: verb) else {
            throw UsageError("Unknown action '\(verb)': expected info or clear")
        }
        if arguments.positionals.count > 1 {
            throw UsageError.unexpectedArgument(arguments.positionals[1])
        }
        if json != nil && action != .info {
            throw UsageError("'--json' goes with 'cache info' only")
        }
        self.action = action
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        guard let cache = factory.cache else {
            io.printError("Error: cannot tell where the cache is: set HOME or XDG_CACHE_HOME\n")
            return .failure
        }
        switch action {
        case .info:
            let summary = await cache.summary()
            let enabled = factory.globals.useCache
            if let json {
                let report = CacheReport(summary: summary, location: cache.location, enabled: enabled)
                try io.print(CacheReport.shape.selecting(json.fields).value(of: report).rendered() + "\n")
                return .success
            }
            try io.print(
                """
                location:\t\(TextSanitizer.line(cache.location))
                entries:\t\(summary.entries)
                size:\t\(Self.megabytes(summary.bytes)) of \(Self.megabytes(summary.capacity))
                oldest:\t\(summary.oldest.map(io.localTime) ?? "-")
                newest:\t\(summary.newest.map(io.localTime) ?? "-")
                enabled:\t\(enabled ? "yes" : "no")

                """)
        case .clear:
            let removed = try await cache.clear()
            io.hint("Removed \(removed) cached \(removed == 1 ? "response" : "responses") from \(cache.location).")
        }
        return .success
    }

    /// `1.2 MB`, in decimal megabytes as the cap is given.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}

/// What `cache info` reports: the summary, where the cache is, and whether this run uses it.
struct CacheReport: Sendable {
    var summary: CacheSummary
    var location: String
    var enabled: Bool

    /// What `cache info --json` prints: sizes in bytes, times in RFC 3339 (UTC), `null` when
    /// there is no entry or its time is out of any calendar's range.
    static let shape = JSONShape<CacheReport>(
        source: { _ in SourceFields() },
        members: [
            .init("location") { .string($0.location) },
            .init("entries") { .int($0.summary.entries) },
            .init("bytes") { .int($0.summary.bytes) },
            .init("capacity_bytes") { .int($0.summary.capacity) },
            .init("enabled") { .bool($0.enabled) },
            .init("oldest_stored_at") { .time($0.summary.oldest) },
            .init("newest_stored_at") { .time($0.summary.newest) },
        ])
}
