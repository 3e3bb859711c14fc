import GHData
import GHDomain
import GHText
import GHWire

/// What `followers` and `following` share: one login, how far to page, and how to print.
struct RelationListing: Sendable {
    /// Which way the relation goes.
    enum Direction: Sendable {
        /// Users who follow the login.
        case followers
        /// Users the login follows.
        case following
    }

    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Follow next pages until this many users are listed.")
    static let all = OptionSpec.flag("--all", help: "Follow next pages to the last user.")
    static let json = ListCommand.json
    static let changes = OptionSpec.flag(
        "--changes",
        help:
            "Print who arrived and who left since the last run with --changes, which keeps a snapshot of the whole list. With --json: {login, previous, added, removed}."
    )
    static let history = OptionSpec.flag(
        "--history",
        help:
            "List the snapshots --changes kept (the last 100): when, how many, how many arrived and left; nothing is sent. With --json, the logins too."
    )
    static let since = OptionSpec.value(
        "--since", placeholder: "date", help: "With --history, only snapshots from this day (YYYY-MM-DD) or time (RFC 3339) on.")
    /// The paging options every listing of a login has (`orgs` and `starred` too).
    static let options = [limit, all] + json.specs
    static let exclusive: [ExclusiveOptions] = [.oneOf(limit, all)]
    /// The options of `followers` and `following`.
    static let userOptions = options + [.full, changes, history, since]
    /// What `followers` and `following` refuse together.
    static let userExclusive =
        exclusive + [
            .apart(changes, from: [limit], because: "the changes need the whole list"), .apart(changes, from: [.full]),
            .apart(history, from: [changes, .full, limit, all]),
        ]

    let direction: Direction
    let login: Login
    let extent: ListingExtent
    let json: JSONRequest?
    let full: Bool
    let changes: Bool
    /// `--history`, and its `--since`.
    let history: (since: String?, json: Bool)?

    init(_ direction: Direction, parsing arguments: ParsedArguments) throws(UsageError) {
        self.direction = direction
        login = try arguments.singleLogin()
        extent = try arguments.extent(limit: Self.limit, all: Self.all)
        json = try Self.json.read(arguments)
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full)
        changes = arguments.has(Self.changes.key)
        history = try Self.history(arguments, json: json)
    }

    /// `--history` and `--since`, checked against the rest.
    private static func history(
        _ arguments: ParsedArguments, json: JSONRequest?
    ) throws(UsageError) -> (since: String?, json: Bool)? {
        let since = try arguments.text(Self.since)
        guard arguments.has(Self.history.key) else {
            if since != nil { throw UsageError("'--since' goes with '--history'") }
            return nil
        }
        if json?.fields != nil || json?.filter != nil { throw UsageError("'--history' prints its own JSON: give --json alone") }
        if let since, ListHistoryPrinter.entries([], since: since, timeZone: .gmt) == nil {
            throw UsageError.invalidValue(since, for: Self.since, "expected a day (YYYY-MM-DD) or a time (RFC 3339)")
        }
        return (since, json != nil)
    }

    /// The listing, as far as `extent` goes.
    private func listing(_ repository: GitHubUsers, extent: ListingExtent) -> PagedListing<Sent<UserSummary>> {
        switch direction {
        case .followers: return .followers(of: login, from: repository, extent: extent)
        case .following: return .following(of: login, from: repository, extent: extent)
        }
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        if let history { return try await runHistory(since: history.since, json: history.json, io: io, factory: factory) }
        if changes { return try await runChanges(io: io, factory: factory) }
        let outcome = try await ListingWriter(io: io, factory: factory).writeUsers(
            listing(factory.users, extent: extent), full: full, json: json,
            continuation: .restart(noun: direction == .followers ? "followers" : "followed users"))
        let name = TextSanitizer.line(login.rawValue)
        if outcome.count == 0 {
            io.hint(direction == .followers ? "\(name) has no followers." : "\(name) follows no one.")
        } else if outcome.hasMore {
            let noun = direction == .followers ? "followers" : "followed users"
            io.hint("Showing the first \(outcome.count) \(noun); add --limit <n> or --all for more.")
        }
        return .success
    }

    /// `--changes`: the whole list compared with the snapshot the last run kept, which it replaces.
    private func runChanges(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let key = UserListSnapshot.Key(host: factory.favoritesHost, login: login, list: direction == .followers ? .followers : .following)
        let store = try factory.snapshots()
        let now = factory.now
        let history = try factory.listHistory()
        // A history that cannot be read is found before anything is fetched.
        _ = try await history.history(for: key)
        let takenAt = now()
        let changes = try await ListChanges.compute(listing(factory.users, extent: .all), key: key, store: store, now: { takenAt })
        try await history.append(ListHistory.Entry(changes, takenAt: takenAt), for: key)
        let rows = changes.added.map { ListChange(added: true, user: $0) } + changes.removed.map { ListChange(added: false, user: $0) }
        if let json {
            let shape = JSONShape.user.selecting(json.fields)
            let object = JSONValue.object([
                ("login", .string(login.rawValue)),
                ("previous", .string(changes.previous.map(ProfilePrinter.timestamp))),
                ("added", .array(changes.added.map(shape.value(of:)))),
                ("removed", .array(changes.removed.map(shape.value(of:)))),
            ])
            try io.print(object.rendered() + "\n")
        } else {
            var printer = ListPrinter(.changes, layout: io.layout(json: false), style: io.style, width: io.terminalWidth)
            try io.print(printer.render(rows))
        }
        io.printError(TextSanitizer.line(summary(of: changes, io: io)) + "\n")
        if factory.globals.verbose {
            let loggedIn = await factory.credentials.token() != nil
            factory.notices.post(factory.requestTally.current.budgetLine(loggedIn: loggedIn))
        }
        return .success
    }

    /// `--history`: the snapshots kept, from `since` on; nothing is sent.
    private func runHistory(since: String?, json: Bool, io: IOStreams, factory: Factory) async throws -> ExitCode {
        let key = UserListSnapshot.Key(host: factory.favoritesHost, login: login, list: direction == .followers ? .followers : .following)
        let all = try await factory.listHistory().history(for: key).entries
        let entries = ListHistoryPrinter.entries(all, since: since, timeZone: io.timeZone) ?? all
        if entries.isEmpty && !json {
            let command = "gh-users \(direction == .followers ? "followers" : "following") \(login.rawValue) --changes"
            io.printError(
                TextSanitizer.line(
                    all.isEmpty
                        ? "No snapshots of \(login.rawValue)'s \(direction == .followers ? "followers" : "followed users") yet: '\(command)' takes one."
                        : "No snapshots since \(since ?? "")."
                ) + "\n")
            return .success
        }
        try ListHistoryPrinter(json: json).print(entries, io: io)
        return .success
    }

    /// One line: when the snapshot compared with was taken, how many came and went, and how long
    /// the list is now; on the first run, that it took the first snapshot.
    private func summary(of changes: ListChanges<Sent<UserSummary>>, io: IOStreams) -> String {
        let name = login.rawValue
        let now =
            direction == .followers
            ? "\(name) has \(NumberText.counted(changes.count, "follower", "followers"))"
            : "\(name) follows \(NumberText.counted(changes.count, "user", "users"))"
        guard let previous = changes.previous else {
            let list = direction == .followers ? "\(name)'s followers" : "whom \(name) follows"
            return "Took the first snapshot of \(list): \(now). Run it again to see who arrived and who left."
        }
        let since = "since \(io.localTime(previous)) (the previous snapshot)"
        guard !changes.added.isEmpty || !changes.removed.isEmpty else { return "No changes \(since); \(now)." }
        return "\(NumberText.grouped(changes.added.count)) arrived and \(NumberText.grouped(changes.removed.count)) left \(since); \(now)."
    }
}
