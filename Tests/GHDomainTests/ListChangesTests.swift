import Foundation
import GHDomain
import Synchronization
import Testing

/// Snapshots in memory; `broken` makes reading fail, as a damaged file does.
private final class Snapshots: SnapshotStore {
    struct Damaged: Error {}
    let broken: Bool
    private let kept = Mutex<[UserListSnapshot.Key: UserListSnapshot]>([:])

    init(broken: Bool = false) {
        self.broken = broken
    }

    subscript(key: UserListSnapshot.Key) -> UserListSnapshot? { kept.withLock { $0[key] } }

    func snapshot(for key: UserListSnapshot.Key) async throws -> UserListSnapshot? {
        if broken { throw Damaged() }
        return self[key]
    }

    func save(_ snapshot: UserListSnapshot, for key: UserListSnapshot.Key) async throws {
        kept.withLock { $0[key] = snapshot }
    }
}

@Suite(.timeLimit(.minutes(1)))
struct ListChangesTests {
    private let key = UserListSnapshot.Key(host: "api.github.com", login: Login("octocat")!, list: .followers)
    private let monday = Date(timeIntervalSince1970: 1_795_000_000)
    private let tuesday = Date(timeIntervalSince1970: 1_795_086_400)

    @Test func theFirstRun_keepsTheListAndReportsNoChanges() async throws {
        let store = Snapshots()
        let changes = try await ListChanges.compute(UserPages([[1, 2], [3]]).listing, key: key, store: store, now: { monday })
        #expect(changes.previous == nil)
        #expect(changes.added.isEmpty && changes.removed.isEmpty)
        #expect(changes.count == 3)
        #expect(store[key]?.users.map(\.id) == [1, 2, 3])
        #expect(store[key]?.takenAt == monday)
    }

    /// A later run says who arrived in GitHub's order, and who left in the snapshot's order, by id.
    @Test func laterRun_saysWhoArrivedAndWhoLeft_byID() async throws {
        let store = Snapshots()
        _ = try await ListChanges.compute(UserPages([[1, 2, 3, 4]]).listing, key: key, store: store, now: { monday })
        // 1, 2 and 3 left; 9, 5 and 7 arrived; 5 moved across a page boundary and is counted once.
        let now = UserPages([[9, 4, 5], [5, 7]])
        let changes = try await ListChanges.compute(now.listing, key: key, store: store, now: { tuesday })
        #expect(changes.previous == monday)
        #expect(changes.added.map(\.id) == [9, 5, 7])
        #expect(changes.removed.map(\.id) == [1, 2, 3])
        #expect(changes.count == 4)
        #expect(store[key]?.users.map(\.id) == [9, 4, 5, 7])
        #expect(store[key]?.takenAt == tuesday)
    }

    @Test func aRenamedUser_isNeitherAddedNorRemoved() async throws {
        let store = Snapshots()
        try await store.save(UserListSnapshot(takenAt: monday, users: [UserPages.user(1)]), for: key)
        let renamed = UserSummary(login: "newname", id: 1, type: "User", siteAdmin: false, avatarURL: "", htmlURL: "")
        let listing = PagedListing<UserSummary>(
            extent: .all, first: { _ in Page(items: [renamed], next: nil) }, next: { _ in Page(items: [], next: nil) })
        let changes = try await ListChanges.compute(listing, key: key, store: store, now: { tuesday })
        #expect(changes.added.isEmpty && changes.removed.isEmpty)
        #expect(store[key]?.users.map(\.login) == ["newname"])
    }

    @Test func aListThatFails_keepsTheOldSnapshot() async throws {
        let store = Snapshots()
        _ = try await ListChanges.compute(UserPages([[1]]).listing, key: key, store: store, now: { monday })
        await #expect(throws: UserPages.Broken(page: 1)) {
            try await ListChanges.compute(UserPages([[2], [3]], failing: 1).listing, key: key, store: store, now: { tuesday })
        }
        #expect(store[key]?.users.map(\.id) == [1])
        #expect(store[key]?.takenAt == monday)
    }

    @Test func unreadableSnapshot_failsBeforeAnythingIsFetched() async throws {
        let pages = UserPages([[1]])
        await #expect(throws: Snapshots.Damaged.self) {
            try await ListChanges.compute(pages.listing, key: key, store: Snapshots(broken: true), now: { tuesday })
        }
        #expect(pages.fetchedPages.isEmpty)
    }
}
