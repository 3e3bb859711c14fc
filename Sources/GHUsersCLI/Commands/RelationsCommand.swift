import GHDomain
import GHText

/// `gh-users relations`: how a user's followers and the users they follow overlap.
struct RelationsCommand: RunnableCommand {
    static let mutual = OptionSpec.flag("--mutual", help: "Users who follow <login> and whom <login> follows.")
    static let followersOnly = OptionSpec.flag("--followers-only", help: "Users who follow <login>, not followed back.")
    static let followingOnly = OptionSpec.flag("--following-only", help: "Users <login> follows who do not follow back.")
    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Print at most this many users. (default: all)")
    static let json = ListCommand.json
    static let follow = OptionSpec.flag(
        "--follow", help: "With @me and --followers-only: follow them back, after showing the plan (see FOLLOWING BACK).")
    static let unfollow = OptionSpec.flag(
        "--unfollow", help: "With @me and --following-only: stop following them, after showing the plan.")

    /// Each relation and the flag that asks for it.
    static let relations: [(OptionSpec, Relation)] = [(mutual, .mutual), (followersOnly, .followersOnly), (followingOnly, .followingOnly)]

    static let help = CommandHelp(
        name: "relations",
        abstract: "List who follows a user back, and who does not.",
        discussion: """
            Both lists are fetched whole, 100 users a request, at the same time, and nothing is
            printed before the list compared with is complete, so every user printed belongs; a
            failure on either list is an error. Users are printed in the order GitHub lists them:
            followers for --mutual and --followers-only, followed users for --following-only.
            Output is shaped as in 'gh-users list'.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user whose followers and followed users to compare; @me (or ME) for the logged-in user.")],
        options: [mutual, followersOnly, followingOnly, limit] + json.specs + [.full, follow, unfollow] + FollowApproval.specs,
        exclusive: [.oneOf(mutual, followersOnly, followingOnly), .oneOf(follow, unfollow)] + FollowApproval.exclusive + [
            .apart(.full, from: [follow, unfollow])
        ],
        examples: [
            ("Who follows octocat without being followed back", "gh-users relations octocat --followers-only"),
            (
                "Whom octocat follows that does not follow back, as logins",
                "gh-users relations octocat --following-only --json | jq -r '.[].login'"
            ),
            ("Mutual follows with names and locations", "gh-users relations octocat --mutual --full"),
            ("Follow back everyone who follows you, after a preview", "gh-users relations @me --followers-only --follow"),
            ("Stop following who does not follow you back, from a script", "gh-users relations @me --following-only --unfollow --yes"),
        ]
    )

    /// The user compared; `nil` for `@me`, the logged-in user, asked of GitHub.
    let login: Login?
    let relation: Relation
    let limit: Int?
    let json: JSONRequest?
    let full: Bool
    /// `--follow` or `--unfollow`, with how the plan is approved; `nil` to list.
    let action: (follow: Bool, approval: FollowApproval)?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let chosen = Self.relations.filter { arguments.has($0.0.key) }
        guard let first = chosen.first else {
            throw UsageError("Missing one of '--mutual', '--followers-only' or '--following-only'")
        }
        relation = first.1
        login = arguments.positionals == ["@me"] ? nil : try arguments.singleLogin()
        limit = try arguments.integer(Self.limit, in: 1...Int.max)
        json = try Self.json.read(arguments)
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full)
        action = try Self.action(arguments, relation: relation, json: json, full: full)
    }

    /// `--follow` or `--unfollow` and its approval, checked against the rest.
    private static func action(
        _ arguments: ParsedArguments, relation: Relation, json: JSONRequest?, full: Bool
    ) throws(UsageError) -> (follow: Bool, approval: FollowApproval)? {
        let approval = FollowApproval(parsing: arguments)
        let follows = arguments.has(follow.key)
        guard follows || arguments.has(unfollow.key) else {
            if approval.yes || approval.dryRun {
                throw UsageError("'\(approval.yes ? "--yes" : "--dry-run")' needs '--follow' or '--unfollow'")
            }
            return nil
        }
        let name = follows ? "--follow" : "--unfollow"
        guard relation == (follows ? .followersOnly : .followingOnly) else {
            throw UsageError("'\(name)' goes with '\(follows ? "--followers-only" : "--following-only")'")
        }
        if json != nil && !approval.dryRun { throw UsageError("'--json' prints the plan of '\(name)' only with '--dry-run'") }
        // The plan may come from the cache; the changes cannot.
        if arguments.has(GlobalOptions.offline.key) && !approval.dryRun { throw UsageError.offline("'\(name)'", "changes GitHub") }
        return (follows, approval)
    }

    /// Results go through the pager on a terminal; a plan, which may ask a question, does not.
    var pagesOutput: Bool { action == nil }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        if let action { return try await act(follow: action.follow, approval: action.approval, io: io, factory: factory) }
        let login: Login
        if let given = self.login { login = given } else { login = try await factory.follows.viewer() }
        let difference = RelationDifference(relation, of: login, from: factory.users, limit: limit)
        let outcome = try await ListingWriter(io: io, factory: factory).writeUsers(
            difference, full: full, json: json, continuation: .restart(noun: "users"))
        let name = TextSanitizer.line(login.rawValue)
        if outcome.count == 0 {
            switch relation {
            case .mutual: io.hint("\(name) and no one follow each other.")
            case .followersOnly: io.hint("\(name) follows back everyone who follows them.")
            case .followingOnly: io.hint("Everyone \(name) follows follows back.")
            }
        } else if outcome.hasMore {
            io.hint("Showing the first \(outcome.count) users; raise --limit for more.")
        }
        return .success
    }

    /// `--follow` or `--unfollow`: the whole relation of the logged-in user, as a plan of changes.
    private func act(follow: Bool, approval: FollowApproval, io: IOStreams, factory: Factory) async throws -> ExitCode {
        try approval.checkCanAsk(io, changing: follow ? "--follow" : "--unfollow")
        // A damaged journal is found before anything is sent.
        if !approval.dryRun { _ = try await factory.followJournal().load() }
        try await FollowChanges.requireLogin(factory, action: follow ? "following" : "unfollowing")
        let viewer = try await factory.follows.viewer()
        if let login, login.rawValue.lowercased() != viewer.rawValue.lowercased() {
            throw UsageError(
                "'\(follow ? "--follow" : "--unfollow")' changes your own follows, and you are \(viewer.rawValue), not \(TextSanitizer.line(login.rawValue)): give @me; nothing was sent"
            )
        }
        var changes: [FollowChange] = []
        try await RelationDifference(relation, of: viewer, from: factory.users, limit: limit).forEachPage { page in
            for user in page.items {
                guard let login = Login(user.login), login.rawValue.lowercased() != viewer.rawValue.lowercased() else { continue }
                changes.append(FollowChange(login: login, follow: follow))
            }
        }
        return try await FollowApplier(approval: approval, json: json != nil).apply(
            FollowPlan(viewer: viewer, changes: changes), io: io, factory: factory)
    }
}
