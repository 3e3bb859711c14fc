import Foundation

/// Every snapshot `--changes` took of one user's list, as what changed since the one before:
/// with the latest snapshot kept whole, any earlier one can be told (GitHub has no follow
/// event, so this is the only history there is). The last ``keptEntries`` are kept.
public struct ListHistory: Equatable, Sendable {
    /// One snapshot: when, how long the list was, and who arrived and left since the one before.
    public struct Entry: Equatable, Sendable {
        /// A user as the history keeps them: login and GitHub's id.
        public struct User: Equatable, Sendable {
            /// The login when the snapshot was taken.
            public var login: String
            /// GitHub's id.
            public var id: Int

            /// A user from their parts.
            public init(login: String, id: Int) {
                self.login = login
                self.id = id
            }
        }

        /// When the snapshot was taken.
        public var takenAt: Date
        /// How many users the list held.
        public var count: Int
        /// Whether it was the first snapshot, with nothing before it to compare with.
        public var isFirst: Bool
        /// Users on the list who were not in the snapshot before.
        public var arrived: [User]
        /// Users in the snapshot before who were no longer on the list.
        public var left: [User]

        /// An entry from its parts.
        public init(takenAt: Date, count: Int, isFirst: Bool, arrived: [User], left: [User]) {
            self.takenAt = takenAt
            self.count = count
            self.isFirst = isFirst
            self.arrived = arrived
            self.left = left
        }

        /// The entry for `changes`, taken at `takenAt`.
        public init<Listed: ListedUser>(_ changes: ListChanges<Listed>, takenAt: Date) {
            self.init(
                takenAt: takenAt, count: changes.count, isFirst: changes.previous == nil,
                arrived: changes.added.map { User(login: $0.user.login, id: $0.user.id) },
                left: changes.removed.map { User(login: $0.user.login, id: $0.user.id) })
        }
    }

    /// The most entries kept: adding another forgets the oldest.
    public static let keptEntries = 100

    /// The entries, oldest first.
    public var entries: [Entry]

    /// A history of `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Adds `entry`, forgetting the oldest past ``keptEntries``.
    public mutating func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count > Self.keptEntries { entries.removeFirst(entries.count - Self.keptEntries) }
    }
}

/// Where the history of each list's snapshots is kept. The data layer keeps it in files.
public protocol ListHistoryStore: Sendable {
    /// The history kept for `key`; empty when there is none.
    func history(for key: UserListSnapshot.Key) async throws -> ListHistory

    /// Adds `entry` to `key`'s history, as one step no other process can interleave with.
    func append(_ entry: ListHistory.Entry, for key: UserListSnapshot.Key) async throws
}
