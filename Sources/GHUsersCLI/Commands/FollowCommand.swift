import GHDomain

/// `gh-users follow`: follow users; list, resume and undo the runs of changes the journal keeps.
struct FollowCommand: RunnableCommand {
    static let journal = OptionSpec.flag("--journal", help: "List the runs of changes the journal keeps for this host, newest last.")
    static let resume = OptionSpec.value(
        "--resume", placeholder: "run", help: "Go on with a run that stopped part-way; a change it may have sent is asked about first.")
    static let undo = OptionSpec.value(
        "--undo", placeholder: "run", help: "Reverse the changes a run made, previewed and paced as any plan.")
    static let json = JSONOptions(
        fields: FollowJournalPrinter.fields,
        help: "With --journal, print the runs as JSON; with --dry-run, the plan.")

    static let help = CommandHelp(
        name: "follow",
        abstract: "Follow GitHub users; list, resume or undo runs of changes.",
        discussion: """
            Needs a login whose token has the user:follow scope (or user): without it GitHub
            refuses, and the error says how to add it. A login you already follow, or your own,
            is named on stderr and nothing is sent for it; one GitHub does not know is an error,
            and the others are still done. Changes go one at a time, at least a second apart,
            at most 80 a minute and 500 an hour. Each is written to the journal
            (follow-journal.json in the data folder) before it is sent and marked after, so a
            run that stops (Ctrl-C, a limit, the network) prints 'Resume: gh-users follow
            --resume <run>', which never repeats a change, and any run can be undone. To follow
            back everyone who follows you, see 'gh-users relations @me --followers-only --follow'.
            """,
        positionals: "<login> ...",
        arguments: [("<login>", "A GitHub login; - reads logins from standard input, one a line.")],
        options: [journal, resume, undo] + FollowApproval.specs + json.specs,
        exclusive: [.oneOf(journal, resume, undo)] + FollowApproval.exclusive + [
            .apart(FollowApproval.yes, from: [journal, resume]), .apart(FollowApproval.dryRun, from: [journal, resume]),
            .apart(json.json, from: [resume]),
        ],
        examples: [
            ("Follow a user", "gh-users follow octocat"),
            ("Follow the users listed in a file", "gh-users follow - < logins.txt"),
            ("The runs of changes, and undoing the third", "gh-users follow --journal\n  gh-users follow --undo 3"),
        ]
    )

    /// What the command was asked to do.
    enum Mode: Sendable {
        case logins(FollowChanges)
        case journal(JSONRequest?)
        case resume(Int)
        case undo(Int, FollowApplier)
    }

    let mode: Mode

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        try self.init(parsing: arguments, follow: true)
    }

    /// The command as `follow` (`true`) or `unfollow` (`false`) reads `arguments`: they take the
    /// same options, and differ only in what the logins given are to become.
    init(parsing arguments: ParsedArguments, follow: Bool) throws(UsageError) {
        let json = try Self.json.read(arguments)
        let approval = FollowApproval(parsing: arguments)
        let chosen = [Self.journal, Self.resume, Self.undo].contains { arguments.has($0.key) || arguments.values[$0.key] != nil }
        if chosen, let extra = arguments.positionals.first { throw UsageError.unexpectedArgument(extra) }
        // Only the journal's list of runs needs no GitHub; even a plan asks who is logged in.
        if arguments.has(GlobalOptions.offline.key) && !arguments.has(Self.journal.key) {
            let name = "'\(follow ? "follow" : "unfollow")'"
            throw UsageError.offline(name, approval.dryRun ? "asks GitHub what would change" : "changes GitHub")
        }
        if let run = try arguments.integer(Self.undo, in: 1...Int.max) {
            if json != nil && !approval.dryRun { throw UsageError("'--json' prints the plan of '--undo' only with '--dry-run'") }
            mode = .undo(run, FollowApplier(approval: approval, json: json != nil))
            return
        }
        if let run = try arguments.integer(Self.resume, in: 1...Int.max) {
            mode = .resume(run)
        } else if arguments.has(Self.journal.key) {
            mode = .journal(json)
        } else {
            if json != nil && !approval.dryRun { throw UsageError("'--json' prints the plan only with '--dry-run' or '--journal'") }
            var changes = FollowChanges(follow: follow, logins: try arguments.loginArguments())
            // Logins named one by one are their own approval; a list read from standard input
            // (another program's output) is a plan, asked on a terminal and needing --yes in a pipe.
            let piped = changes.logins.parts.contains(.standardInput)
            changes.approval = piped ? approval : FollowApproval(yes: !approval.dryRun, dryRun: approval.dryRun)
            changes.json = json != nil
            mode = .logins(changes)
        }
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        switch mode {
        case .logins(let changes):
            return try await changes.run(io: io, factory: factory)
        case .journal(let json):
            let journal = try await factory.followJournal().load()
            return try FollowJournalPrinter(json: json).print(journal, host: factory.favoritesHost, io: io)
        case .resume(let id):
            return try await FollowRunLookup(factory: factory).resume(id, io: io)
        case .undo(let id, let applier):
            try applier.approval.checkCanAsk(io, changing: "--undo")
            return try await FollowRunLookup(factory: factory).undo(id, applier: applier, io: io)
        }
    }
}
