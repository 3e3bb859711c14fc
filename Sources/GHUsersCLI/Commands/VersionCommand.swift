import GHData
import GHDomain
import GHText

/// `gh-users version`: the version, as `--version` prints it, with the build's commit and date
/// and the HTTP transport the run would use, as `gh version` tells its own.
struct VersionCommand: RunnableCommand {
    /// What it prints does not depend on the settings: it works whatever the file holds.
    static let readsSettings = false

    static let help = CommandHelp(
        name: "version",
        abstract: "Show the version, the build and the HTTP transport.",
        discussion: """
            Prints the version, the commit and date of the build (unknown for a build not made
            by Scripts/release), the transport requests go through (curl; URLSession and why; or
            none and why, where no libcurl found can serve either) and the version of the libcurl
            found. For a host GitHub does not run, it also asks which GitHub Enterprise Server
            release the host runs (the one an earlier run remembered beside the cache, else one
            request, to /meta). --version prints the first line alone.
            """,
        examples: [("Everything a bug report needs", "gh-users version")]
    )

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first {
            throw UsageError.unexpectedArgument(extra)
        }
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let choice = factory.transportChoice
        try io.print(
            """
            \(Version.line(program: io.programName))
            commit:     \(Version.commit)
            built:      \(Version.buildDate)
            transport:  \(choice.name)\(choice.reason.map { " (\($0))" } ?? "")
            libcurl:    \(choice.libcurlVersion ?? "none")

            """)
        if !factory.globals.host.isRunByGitHub {
            try io.print("server:     \(TextSanitizer.line(await Self.server(factory, io: io)))\n")
        }
        return .success
    }

    /// `GitHub Enterprise Server 3.14.2`, or the host and why its release is unknown: what went
    /// wrong asking is said here, never a failure of the command.
    private static func server(_ factory: Factory, io: IOStreams) async -> String {
        let host = factory.globals.host.name
        do {
            guard let version = try await factory.serverVersion.serverVersion() else { return "\(host) (it names no release)" }
            return version.productName
        } catch is TransportUnavailable {
            // The transport line above says why.
            return "\(host) (release unknown: no transport)"
        } catch {
            let reason = (error as? GitHubError).map(io.errors.message) ?? error.localizedDescription
            return "\(host) (release unknown: \(reason))"
        }
    }
}
