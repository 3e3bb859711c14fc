import GHDomain
import GHUsersTUI

/// What `F` in the browser does on GitHub, with `follow`'s rules: a login is needed and you
/// cannot follow yourself; a change is a journaled run of one, written down before it is sent
/// and marked after, paced in the same write lane as every change (the journal's recent changes
/// count). Failures read as the command line tells them, with the advice that fixes them (the
/// scope to add, how to log in).
struct BrowseFollowing: Sendable {
    let factory: Factory
    let errors: ErrorPresenter

    /// Whether you follow `login`; throws why it cannot be asked or changed.
    func isFollowing(_ login: Login) async throws -> Bool {
        try await told {
            try await FollowChanges.requireLogin(factory, action: "following")
            let viewer = try await factory.follows.viewer()
            guard viewer.rawValue.lowercased() != login.rawValue.lowercased() else {
                throw BrowseFailure(message: "\(login.rawValue) is you: you cannot follow yourself")
            }
            return try await factory.follows.isFollowing(login)
        }
    }

    /// Follows `login` (`true`) or stops following them, as a run of the journal; its number.
    func set(_ login: Login, follow: Bool) async throws -> Int {
        try await told {
            try await FollowChanges.requireLogin(factory, action: follow ? "following" : "unfollowing")
            let journal = try factory.followJournal()
            let (viewer, host, now) = (try await factory.follows.viewer(), factory.favoritesHost, factory.now())
            let run = try await journal.update {
                $0.begin(host: host, viewer: viewer, at: now, changes: [FollowChange(login: login, follow: follow)])
            }
            try await FollowApplier.paceAcrossRuns(journal: journal, factory: factory)
            var refusal: (any Error)?
            // One change: what GitHub refuses is marked failed, so the journal keeps no run to resume.
            try await FollowRunner(graph: factory.follows, journal: journal, now: factory.now).carryOut(
                run: run.id, judge: { [errors] in (false, errors.present($0).message ?? "\($0)") },
                report: { _, _, outcome in if case .failed(let error) = outcome { refusal = error } })
            if let refusal { throw refusal }
            return run.id
        }
    }

    /// `work`'s result, or its error as the browser shows it: the message and the advice that ends it.
    private func told<Value>(_ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let failure as BrowseFailure {
            throw failure
        } catch {
            let presented = errors.present(error)
            var failure = BrowseCommand.describe(error, errors)
            if let advice = presented.notes.last { failure.message += ". " + advice }
            throw failure
        }
    }
}
