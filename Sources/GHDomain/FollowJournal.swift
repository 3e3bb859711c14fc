import Foundation

/// Every follow run kept, oldest first: what makes a run resumable without repeats, and
/// reversible. Each change is written down before it is sent and marked after.
public struct FollowJournal: Equatable, Sendable {
    /// The most runs kept: beginning another forgets the oldest finished ones.
    public static let keptRuns = 100

    /// The runs, oldest first.
    public var runs: [FollowRun]

    /// A journal of `runs`.
    public init(runs: [FollowRun] = []) {
        self.runs = runs
    }

    /// The run numbered `id`.
    public func run(_ id: Int) -> FollowRun? {
        runs.first { $0.id == id }
    }

    /// Adds a run of `changes` with the next number, forgetting the oldest finished runs past
    /// ``keptRuns``; returns it.
    public mutating func begin(
        host: String, viewer: Login, at now: Date, undoes: Int? = nil, changes: [FollowChange]
    ) -> FollowRun {
        let run = FollowRun(
            id: (runs.map(\.id).max() ?? 0) + 1, host: host, viewer: viewer, startedAt: now, undoes: undoes, changes: changes)
        runs.append(run)
        while runs.count > Self.keptRuns, let oldest = runs.firstIndex(where: \.isFinished) {
            runs.remove(at: oldest)
        }
        return run
    }

    /// Sets change `index` of run `id` to `state`, at `now` when it is finished, with `note`.
    public mutating func mark(run id: Int, change index: Int, _ state: FollowChange.State, at now: Date, note: String? = nil) {
        guard let position = runs.firstIndex(where: { $0.id == id }), runs[position].changes.indices.contains(index) else { return }
        runs[position].changes[index].state = state
        runs[position].changes[index].finishedAt = state == .done || state == .failed ? now : nil
        runs[position].changes[index].note = note
    }

    /// The run that undoes run `id`, if one was begun.
    public func undo(of id: Int) -> FollowRun? {
        runs.last { $0.undoes == id }
    }
}
