import GHDomain

/// `gh-users unfollow`: stop following users. It takes `follow`'s options, so a plan can be
/// printed (`--dry-run`, `--json`) and the journal's runs listed, resumed or undone from either.
struct UnfollowCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "unfollow",
        abstract: "Stop following GitHub users; list, resume or undo runs of changes.",
        discussion: """
            Needs a login whose token has the user:follow scope (or user). A login you do not
            follow, or your own, is named on stderr and nothing is sent for it; one GitHub does
            not know is an error, and the others are still done. Changes go one at a time, at
            least a second apart, at most 80 a minute and 500 an hour, each written to the
            journal first, as follow's are: --journal, --resume and --undo are the same as
            follow's. To stop following everyone who does not follow you back, see
            'gh-users relations @me --following-only --unfollow'.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "A GitHub login; - reads logins from standard input, one a line.")],
        options: FollowCommand.help.options,
        exclusive: FollowCommand.help.exclusive,
        examples: [
            ("Stop following a user", "gh-users unfollow octocat"),
            ("See what unfollowing the users in a file would do, as JSON", "gh-users unfollow --dry-run --json - < logins.txt"),
            ("Undo a run instead", "gh-users unfollow --undo 3"),
        ]
    )

    /// `follow`'s command, reading the logins as users to stop following.
    let command: FollowCommand

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        command = try FollowCommand(parsing: arguments, follow: false)
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        try await command.run(io: io, factory: factory)
    }
}
