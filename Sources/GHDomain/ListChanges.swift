import Foundation

/// Who arrived on a user's list and who left it since the snapshot a previous run kept
/// (`followers --changes`): the list is fetched whole, compared with the snapshot by GitHub's
/// ids (so a renamed user has neither arrived nor left), and kept as the next snapshot.
public struct ListChanges<User: ListedUser>: Sendable {
    /// When the snapshot compared with was taken; `nil` on the first run, when there was none.
    public var previous: Date?
    /// The users on the list now who were not in the snapshot, in the order GitHub lists them;
    /// empty on the first run.
    public var added: [User]
    /// The users in the snapshot who are no longer on the list, in the snapshot's order.
    public var removed: [User]
    /// How many users the list holds now.
    public var count: Int

    /// Changes from their parts.
    public init(previous: Date?, added: [User], removed: [User], count: Int) {
        self.previous = previous
        self.added = added
        self.removed = removed
        self.count = count
    }

    /// Fetches `listing` whole, compares it with the snapshot `store` keeps for `key`, and keeps
    /// the list as the new snapshot, taken at `now`. The snapshot is read before anything is
    /// fetched, so one that cannot be read costs no request; a listing that fails keeps the old
    /// snapshot.
    public static func compute<Store: SnapshotStore>(
        _ listing: PagedListing<User>, key: ListSnapshotKey, store: Store, now: @Sendable () -> Date
    ) async throws -> ListChanges where Store.User == User {
        let before = try await store.snapshot(for: key)
        let known = Set(before?.users.lazy.map(\.user.id) ?? [])
        var seen = Set<Int>()
        var current: [User] = []
        var added: [User] = []
        try await listing.forEachPage { page in
            // A user who moved between pages while they were fetched is listed twice: kept once.
            for listed in page.items where seen.insert(listed.user.id).inserted {
                // The whole list is held until it is saved: each user without its page.
                let user = listed.detached()
                current.append(user)
                if before != nil && !known.contains(user.user.id) { added.append(user) }
            }
        }
        let removed = before?.users.filter { !seen.contains($0.user.id) } ?? []
        try await store.save(ListSnapshot(takenAt: now(), users: current), for: key)
        return ListChanges(previous: before?.takenAt, added: added, removed: removed, count: current.count)
    }
}
