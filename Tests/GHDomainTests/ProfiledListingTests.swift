import Foundation
import GHDomain
import GHTestSupport
import Synchronization
import Testing

/// Profiles from a directory that knows every user but `missing`, recording the batches asked
/// for; each answer waits for `beforeAnswer`, given the batch.
private final class Directory: ProfileDirectory {
    let missing: Set<Int>
    let beforeAnswer: @Sendable ([Int]) async -> Void
    private let batches = Mutex<[[Int]]>([])

    init(missing: Set<Int> = [], beforeAnswer: @escaping @Sendable ([Int]) async -> Void = { _ in }) {
        self.missing = missing
        self.beforeAnswer = beforeAnswer
    }

    var asked: [[Int]] { batches.withLock { $0 } }

    var costsARequestPerUser: Bool { false }

    func profiles(of users: [UserSummary]) async throws -> [UserProfile?] {
        batches.withLock { $0.append(users.map(\.id)) }
        await beforeAnswer(users.map(\.id))
        return users.map { missing.contains($0.id) ? nil : UserProfile(summary: $0, name: "Name \($0.id)", followers: $0.id * 10) }
    }
}

@Suite(.timeLimit(.minutes(1)))
struct ProfiledListingTests {
    /// Each page gets its profiles in order, and a missing user keeps its row without one.
    @Test func eachPage_getsItsProfilesInOrder() async throws {
        let pages = UserPages([[1, 2, 3], [4]])
        let directory = Directory(missing: [2])
        let missing = Mutex<[String]>([])
        let listing = ProfiledListing(pages.listing, directory: directory) { user in missing.withLock { $0.append(user.login) } }
        var rows: [UserProfile] = []
        try await listing.forEachPage { rows += $0.items }
        #expect(rows.map(\.summary.id) == [1, 2, 3, 4])
        #expect(rows.map(\.name) == ["Name 1", nil, "Name 3", "Name 4"])
        #expect(rows[1] == UserProfile(summary: UserPages.user(2)))
        #expect(directory.asked == [[1, 2, 3], [4]])
        #expect(missing.withLock { $0 } == ["user2"])
    }

    @Test func aPagesProfiles_areAskedForWhileTheNextPageLoads() async throws {
        let gate = AsyncGate()
        let pages = UserPages([[1], [2]], gates: [1: gate])
        // The answer for page 0 waits until the request for page 1 is under way (held at its gate),
        // then lets it come: were the profiles asked for only after the next page came, this would
        // never return.
        let directory = Directory { batch in
            if batch == [1] {
                await gate.arrivals(atLeast: 1)
                gate.open()
            }
        }
        let handed = await handedOver(ProfiledListing(pages.listing, directory: directory))
        #expect(handed.error == nil)
        #expect(handed.pages.map { $0.items.map(\.summary.id) } == [[1], [2]])
        #expect(directory.asked == [[1], [2]])
    }

    /// A page's profiles do not wait for those of the page before, and pages are handed over in order.
    @Test func pagesProfiles_doNotWaitForThePageBefore() async throws {
        let held = AsyncGate()
        let pages = UserPages([[1], [2], [3]])
        // Page 0's profiles are held until page 1's have been asked for: were each page's batch
        // asked for only once the one before came, this would never return.
        let directory = Directory { batch in
            if batch == [1] { try? await held.wait() }
            if batch == [2] { held.open() }
        }
        var seen: [[Int]] = []
        try await ProfiledListing(pages.listing, directory: directory).forEachPage { seen.append($0.items.map(\.summary.id)) }
        #expect(seen == [[1], [2], [3]])
        #expect(directory.asked == [[1], [2], [3]])
    }

    @Test func aFailingNextPage_comesAfterThePageBeforeIt() async throws {
        let handed = await handedOver(ProfiledListing(UserPages([[1], [2]], failing: 1).listing, directory: Directory()))
        #expect(handed.pages.map { $0.items.map(\.summary.id) } == [[1]])
        #expect(handed.error as? UserPages.Broken == UserPages.Broken(page: 1))
    }
}
