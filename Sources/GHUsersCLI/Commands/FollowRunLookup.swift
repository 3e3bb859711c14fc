import GHDomain
import GHText

/// Finds a run in the journal for `follow --resume` and `--undo`, checks it belongs to this host
/// and viewer, and carries it on or plans its reverse.
struct FollowRunLookup: Sendable {
    let factory: Factory

    /// Goes on with run `id` where it stopped.
    func resume(_ id: Int, io: IOStreams) async throws -> ExitCode {
        let (journal, run) = try await find(id)
        guard !run.isFinished else {
            io.printError("Run \(id) has nothing left to do.\n")
            return .success
        }
        return try await FollowApplier(approval: FollowApproval(yes: true, dryRun: false), json: false).carryOut(
            run, journal: journal, io: io, factory: factory)
    }

    /// Plans the reverse of run `id`'s done changes, newest first, and applies it as `applier` says.
    func undo(_ id: Int, applier: FollowApplier, io: IOStreams) async throws -> ExitCode {
        let (journal, run) = try await find(id)
        if let earlier = try await journal.load().undo(of: id), !applier.approval.dryRun {
            let resume = io.programName.spell("gh-users \(earlier.commandName) --resume \(earlier.id)")
            throw FollowRunUnusable(
                message: earlier.isFinished
                    ? "run \(id) was undone by run \(earlier.id) already"
                    : "run \(id) is being undone by run \(earlier.id), which stopped part-way",
                advice: earlier.isFinished ? nil : "Resume it: " + resume)
        }
        let changes = run.changes.filter { $0.state == .done }.reversed().map(\.reversed)
        var plan = FollowPlan(viewer: run.viewer, changes: Array(changes))
        plan.undoes = id
        return try await applier.apply(plan, io: io, factory: factory)
    }

    /// The journal and its run `id`, made on this host as the viewer the token belongs to.
    private func find(_ id: Int) async throws -> (any FollowJournalStore, FollowRun) {
        let journal = try factory.followJournal()
        guard let run = try await journal.load().run(id) else {
            throw FollowRunUnusable(message: "the journal has no run \(id)", advice: "List the runs with: gh-users follow --journal")
        }
        let host = factory.favoritesHost
        guard run.host == host else {
            throw FollowRunUnusable(
                message: "run \(id) was made on \(TextSanitizer.line(run.host)), not \(host)", advice: "Give --api-url for that host.")
        }
        try await FollowChanges.requireLogin(factory, action: "changing follows")
        let viewer = try await factory.follows.viewer()
        guard viewer.rawValue.lowercased() == run.viewer.rawValue.lowercased() else {
            throw FollowRunUnusable(
                message: "run \(id) was made as \(run.viewer.rawValue), and this login is \(viewer.rawValue); nothing was sent",
                advice: "Log in as \(run.viewer.rawValue) to go on with it.")
        }
        return (journal, run)
    }
}

/// A run that `--resume` or `--undo` cannot use, and what to do.
struct FollowRunUnusable: Error {
    var message: String
    var advice: String?
}
