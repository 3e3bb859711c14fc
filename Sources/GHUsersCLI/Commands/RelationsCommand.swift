import GHDomain
import GHText

/// `gh-users relations`: how a user's followers and the users they follow overlap.
struct RelationsCommand: RunnableCommand {
    static let mutual = OptionSpec.flag("--mutual", help: "Users who follow <login> and whom <login> follows.")
    static let followersOnly = OptionSpec.flag("--followers-only", help: "Users who follow <login>, not followed back.")
    static let followingOnly = OptionSpec.flag("--following-only", help: "Users <login> follows who do not follow back.")
    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Print at most this many users. (default: all)")
    static let json = ListCommand.json

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
        arguments: [("<login>", "The user whose followers and followed users to compare.")],
        options: [mutual, followersOnly, followingOnly, limit] + json.specs + [.full],
        exclusive: [[mutual.key, followersOnly.key, followingOnly.key]],
        examples: [
            ("Who follows octocat without being followed back", "gh-users relations octocat --followers-only"),
            (
                "Whom octocat follows that does not follow back, as logins",
                "gh-users relations octocat --following-only --json | jq -r '.[].login'"
            ),
            ("Mutual follows with names and locations", "gh-users relations octocat --mutual --full"),
        ]
    )

    let login: Login
    let relation: Relation
    let limit: Int?
    let json: JSONRequest?
    let full: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let chosen = Self.relations.filter { arguments.has($0.0.key) }
        guard let first = chosen.first else {
            throw UsageError("Missing one of '--mutual', '--followers-only' or '--following-only'")
        }
        if chosen.count > 1 {
            throw UsageError("'\(chosen[0].0.key)' and '\(chosen[1].0.key)' cannot be used together")
        }
        relation = first.1
        login = try arguments.singleLogin()
        limit = try arguments.integer(Self.limit, in: 1...Int.max)
        json = try Self.json.read(arguments)
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let difference = RelationDifference(relation, of: login, from: factory.users, limit: limit)
        let outcome = try await io.streamUsers(difference, full: full, json: json, factory: factory, continuation: .restart(noun: "users"))
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
}
