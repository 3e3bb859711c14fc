import GHDomain

/// `gh-users unfollow`: stop following users.
struct UnfollowCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "unfollow",
        abstract: "Stop following GitHub users.",
        discussion: """
            Needs a login whose token has the user:follow scope (or user). A login you do not
            follow, or your own, is named on stderr and nothing is sent for it; one GitHub does
            not know is an error, and the others are still done. Changes go one at a time, at
            least a second apart. To stop following everyone who does not follow you back, see
            'gh-users relations @me --following-only --unfollow'.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "A GitHub login; - reads logins from standard input, one a line.")],
        examples: [
            ("Stop following a user", "gh-users unfollow octocat"),
            ("Undo a follow run instead", "gh-users follow --undo 3"),
        ]
    )

    let changes: FollowChanges

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        changes = FollowChanges(follow: false, logins: try arguments.loginArguments())
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        try await changes.run(io: io, factory: factory)
    }
}
