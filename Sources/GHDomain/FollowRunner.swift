import Foundation

/// Carries out a journaled run's changes, one at a time, so that a run that stops anywhere can
/// go on without repeating a change, and be undone: each change is written down as `sending`
/// before it goes and marked `done` (or `failed`, for a user GitHub does not know) after. A
/// change found `sending` (the run stopped while it was under way) is first asked about, and
/// sent only when GitHub does not already show it made. A refusal that would refuse every other
/// change the same way (a scope, a limit, the network) stops the run, the change as it stood.
public struct FollowRunner: Sendable {
    /// What happened to one change.
    public enum Outcome: Sendable {
        /// GitHub made it; `found` when a resume found it already made and sent nothing.
        case done(found: Bool)
        /// GitHub refused it for this user alone.
        case failed(any Error)
    }

    private let graph: any FollowGraph
    private let journal: any FollowJournalStore
    private let now: @Sendable () -> Date

    /// A runner that changes `graph` and keeps `journal`.
    public init(graph: any FollowGraph, journal: any FollowJournalStore, now: @escaping @Sendable () -> Date) {
        self.graph = graph
        self.journal = journal
        self.now = now
    }

    /// Carries out run `id`'s pending changes in order; `judge` says of an error whether it stops
    /// the run and how to note it, and `report` hears each change's outcome (with its index).
    /// Throws what stopped the run: the changes not done stay pending.
    public func carryOut(
        run id: Int, judge: (any Error) -> (stops: Bool, note: String), report: (Int, FollowChange, Outcome) async throws -> Void
    ) async throws {
        guard let run = try await journal.load().run(id) else { return }
        for (index, change) in run.changes.enumerated() where change.isPending {
            try Task.checkCancellation()
            if change.state == .sending, try await graph.isFollowing(change.login) == change.follow {
                try await mark(id, index, .done)
                try await report(index, change, .done(found: true))
                continue
            }
            try await mark(id, index, .sending)
            do {
                try await graph.setFollowing(change.login, to: change.follow)
            } catch {
                // Refused by GitHub's answer: nothing changed, so the change is planned again.
                // Stopped on the way (Ctrl-C, the network), it stays `sending`: GitHub may have it.
                if Self.leavesItUnknown(error) { throw error }
                let (stops, note) = judge(error)
                if stops {
                    try await mark(id, index, .planned)
                    throw error
                }
                try await mark(id, index, .failed, note: note)
                try await report(index, change, .failed(error))
                continue
            }
            try await mark(id, index, .done)
            try await report(index, change, .done(found: false))
        }
    }

    /// Whether `error` leaves it unknown whether GitHub made the change.
    private static func leavesItUnknown(_ error: any Error) -> Bool {
        switch error {
        case is CancellationError: return true
        case GitHubError.cannotConnect, GitHubError.timedOut: return true
        default: return false
        }
    }

    private func mark(_ id: Int, _ index: Int, _ state: FollowChange.State, note: String? = nil) async throws {
        let time = now()
        try await journal.update { $0.mark(run: id, change: index, state, at: time, note: note) }
    }
}
