import GHDomain
import GHText

/// What `follow` and `unfollow` share when given logins: who the viewer is, and for each login
/// whether there is anything to do (yourself, or already as asked: a line on stderr, nothing
/// sent); the changes left are a plan, journaled and paced as every run of changes is.
struct FollowChanges: Sendable {
    /// Follow (`true`) or stop following (`false`).
    let follow: Bool
    /// The logins, from the arguments or standard input.
    let logins: LoginArguments

    /// `--yes` and `--dry-run`: with logins named one by one, the command line is the approval;
    /// logins read from standard input need one as any plan does.
    var approval = FollowApproval(yes: true, dryRun: false)
    /// Whether `--json` was given, for `--dry-run`.
    var json = false

    /// Plans the changes (asking GitHub whether each is already as asked), then carries them
    /// out as a journaled run, one line on stdout for each made.
    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        // Before standard input is read or anything is sent.
        try approval.checkCanAsk(io, changing: "'\(follow ? "follow" : "unfollow") -'")
        let logins = try logins.resolve(io)
        // A damaged journal is found before anything is sent.
        if !approval.dryRun { _ = try await factory.followJournal().load() }
        try await Self.requireLogin(factory, action: follow ? "following" : "unfollowing")
        let graph = factory.follows
        let viewer = try await graph.viewer()
        var changes: [FollowChange] = []
        var seen: Set<String> = []
        for login in logins where seen.insert(login.rawValue.lowercased()).inserted {
            let name = TextSanitizer.line(login.rawValue)
            if login.rawValue.lowercased() == viewer.rawValue.lowercased() {
                io.printError("\(name) is you: you cannot \(follow ? "follow" : "unfollow") yourself; nothing sent.\n")
            } else if try await graph.isFollowing(login) == follow {
                io.printError(follow ? "Already following \(name); nothing sent.\n" : "Not following \(name); nothing sent.\n")
            } else {
                changes.append(FollowChange(login: login, follow: follow))
            }
        }
        return try await FollowApplier(approval: approval, json: json).apply(
            FollowPlan(viewer: viewer, changes: changes), io: io, factory: factory)
    }

    /// Throws ``LoginRequired`` when the run has no token: a change needs one, and nothing is sent.
    static func requireLogin(_ factory: Factory, action: String) async throws {
        guard await factory.credentials.token() != nil else { throw LoginRequired(action: action, host: factory.globals.host) }
    }
}
