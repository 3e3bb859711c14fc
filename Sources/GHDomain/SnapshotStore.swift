import Foundation

/// Where snapshots of users' lists are kept between runs. The data layer keeps them in files;
/// tests can keep them in memory.
public protocol SnapshotStore<User>: Sendable {
    /// A user as the snapshots keep them.
    associatedtype User: ListedUser

    /// The snapshot kept for `key`, or `nil` when there is none yet. Throws when one is kept
    /// but cannot be read (it is then left as it is).
    func snapshot(for key: ListSnapshotKey) async throws -> ListSnapshot<User>?

    /// Keeps `snapshot` for `key` in place of the one before, whole or not at all.
    func save(_ snapshot: ListSnapshot<User>, for key: ListSnapshotKey) async throws
}
