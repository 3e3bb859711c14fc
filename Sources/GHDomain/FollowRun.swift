import Foundation

/// One run of follow changes, as the journal keeps it: what it was to change, on which GitHub
/// and as whom, and how far it got.
public struct FollowRun: Equatable, Sendable {
    /// Its number in the journal: 1 for the first run, one more for each after.
    public var id: Int
    /// The API host, as favorites name it (`api.github.com`).
    public var host: String
    /// Who made the changes.
    public var viewer: Login
    /// When it was planned.
    public var startedAt: Date
    /// The run this one undoes, if it is an undo.
    public var undoes: Int?
    /// The changes, in the order they are made.
    public var changes: [FollowChange]

    /// A run from its parts.
    public init(id: Int, host: String, viewer: Login, startedAt: Date, undoes: Int? = nil, changes: [FollowChange]) {
        self.id = id
        self.host = host
        self.viewer = viewer
        self.startedAt = startedAt
        self.undoes = undoes
        self.changes = changes
    }

    /// How many changes are done.
    public var doneCount: Int { changes.count { $0.state == .done } }

    /// Whether nothing is left to do.
    public var isFinished: Bool { !changes.contains { $0.isPending } }
}
