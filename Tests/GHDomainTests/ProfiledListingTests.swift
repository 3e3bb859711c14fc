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

    func profiles(of users: [UserSummary]) async throws -> [UserProfile?] {
        batches.withLock { $0.append(users.map(\.id)) }
        await beforeAnswer(users.map(\.id))
        return users.map { missing.contains($0.id) ? nil : UserProfile(summary: $0, name: "Name \($0.id)", followers: $0.id * 10) }
    }
}

@Suite(.timeLimit(.minutes(1)))
struct ProfiledListingTests {
    @Test func eachPage_getsItsProfiles_inOrder_andAMissingUserKeepsItsRowWithoutOne() async throws {
        let pages = UserPages([[1, 2, 3], [4]])
        let directory = Directory(missing: [2])
        let missing = Mutex<[String]>([])
        let listing = ProfiledListing(pages.listing, directory: directory) { user in missing.withLock { $0.append(user.login) } }
        var rows: [UserProfile] = []
        for try await page in listing { rows += page.items }
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
        #expect(try await idPages(ProfiledListing(pages.listing, directory: directory).map { $0.map(\.summary) }) == [[1], [2]])
        #expect(directory.asked == [[1], [2]])
    }

    @Test func theNextPagesProfiles_areAskedFor_beforeThisPagesAnswerIsRead() async throws {
        let asked = AsyncGate()
        // Page 0's answer waits until page 1's batch has been asked for: were batches asked for one
        // after another, this would never return.
        let directory = Directory { batch in
            if batch == [1] { await asked.arrivals(atLeast: 1) }
            if batch == [2] { try? await asked.wait() }
        }
        var iterator = ProfiledListing(UserPages([[1], [2], [3]]).listing, directory: directory).makeAsyncIterator()
        #expect(try await iterator.next()?.items.map(\.summary.id) == [1])
        asked.open()
        #expect(try await iterator.next()?.items.map(\.summary.id) == [2])
        #expect(try await iterator.next()?.items.map(\.summary.id) == [3])
        #expect(try await iterator.next() == nil)
    }

    @Test func aFailingNextPage_comesAfterThePageBeforeIt() async throws {
        var iterator = ProfiledListing(UserPages([[1], [2]], failing: 1).listing, directory: Directory()).makeAsyncIterator()
        #expect(try await iterator.next()?.items.map(\.summary.id) == [1])
        await #expect(throws: UserPages.Broken(page: 1)) { try await iterator.next() }
    }
}
