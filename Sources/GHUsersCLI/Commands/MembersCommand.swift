import GHDomain
import GHText

/// `gh-users members`: the people of an organization, as many as GitHub shows the caller.
struct MembersCommand: RunnableCommand {
    static let role = OptionSpec.choice(
        "--role", placeholder: "role", choices: MemberRole.allCases.map(\.rawValue),
        help: "Only owners (admin) or only members who are not owners (member). (default: both)")

    static let help = CommandHelp(
        name: "members",
        abstract: "List the members of an organization.",
        discussion: """
            GitHub shows every member (public or concealed) to a member of the organization, and
            to anyone else only those who made their membership public; on a terminal a last line
            says which came back (with a token, one more request asks whether its user belongs).
            Without --limit or --all, the first 30 are fetched with one request. Output is shaped
            as in 'gh-users list': a table on a terminal, tab-separated lines when piped, --json
            for scripts, --full for whole profiles.
            """,
        positionals: "<organization>",
        arguments: [("<organization>", "The organization whose members to list.")],
        options: [role] + RelationListing.options + [.full],
        exclusive: RelationListing.exclusive,
        examples: [
            ("Who is in the github organization", "gh-users members github"),
            ("Its owners, every one", "gh-users members github --role admin --all"),
            ("Every member's login", "gh-users members github --all --json | jq -r '.[].login'"),
        ]
    )

    let organization: Login
    let role: MemberRole?
    let extent: ListingExtent
    let json: JSONRequest?
    let full: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard !arguments.positionals.isEmpty else { throw UsageError("Missing expected argument '<organization>'") }
        organization = try arguments.singleLogin()
        role = try arguments.choice(Self.role, as: MemberRole.self)
        extent = try arguments.extent(limit: RelationListing.limit, all: RelationListing.all)
        json = try RelationListing.json.read(arguments)
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let roster = factory.users
        let organization = organization
        // Asked while the first page loads; a failure only leaves the last line unsaid.
        async let visibility = try? roster.visibility(in: organization)
        let listing = PagedListing.members(of: organization, role: role, from: roster, extent: extent)
        let outcome = try await ListingWriter(io: io, factory: factory).writeUsers(
            listing, full: full, json: json, continuation: .restart(noun: "members"))
        let name = TextSanitizer.line(organization.rawValue)
        let seen = await visibility
        if let seen, factory.globals.verbose {
            factory.notices.post("* \(name): \(seen == .all ? "every member (the token's user belongs to it)" : "public members only")")
        }
        let which = role.map { $0 == .admin ? " owners" : " members who are not owners" } ?? " members"
        switch (outcome.count, seen) {
        case (0, .all?): io.hint("\(name) has no\(which).")
        case (0, _): io.hint("\(name) has no public\(which); only its members see the others.")
        case (_, _) where outcome.hasMore: io.hint("Showing the first \(outcome.count)\(which); add --limit <n> or --all for more.")
        case (_, .all?): io.hint("These are all of \(name)'s\(which), concealed ones included: the token's user belongs to it.")
        case (_, .publicOnly?): io.hint("These are \(name)'s public\(which); only its members see the others.")
        case (_, nil): break
        }
        return .success
    }
}
