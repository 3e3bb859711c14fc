import Foundation
import GHDomain
import GHTestSupport
import Testing

/// `RelationDifference`: which users of one list the other keeps or drops, in GitHub's order,
/// only once the other list is whole.
@Suite(.timeLimit(.minutes(1)))
struct RelationDifferenceTests {
    private let followers = UserPages([[1, 2, 3], [4, 5, 6], [7]])
    private let following = UserPages([[6, 3, 9], [1, 10]])

    private func difference(_ relation: Relation, limit: Int? = nil, followers: UserPages? = nil, following: UserPages? = nil)
        -> RelationDifference<UserSummary>
    {
        RelationDifference(
            relation, followers: (followers ?? self.followers).listing, following: (following ?? self.following).listing, limit: limit)
    }

    @Test func mutual_isWhoIsOnBothLists_inTheFollowersOrder() async throws {
        #expect(try await idPages(difference(.mutual)) == [[1, 3], [6]])
    }

    /// Followers only is who follows without being followed back, in the followers' order.
    @Test func followersOnly_isThoseNotFollowedBack_inOrder() async throws {
        #expect(try await idPages(difference(.followersOnly)) == [[2], [4, 5], [7]])
    }

    /// Following only is whom the user follows without a follow back, in the order of those followed.
    @Test func followingOnly_isThoseNotFollowingBack_inOrder() async throws {
        #expect(try await idPages(difference(.followingOnly)) == [[9], [10]])
    }

    @Test func anEmptySide_keepsNothingOrEverything() async throws {
        let nobody = UserPages([[]])
        #expect(try await idPages(difference(.mutual, followers: nobody)) == [])
        #expect(try await idPages(difference(.followersOnly, followers: nobody)) == [])
        #expect(try await idPages(difference(.followingOnly, followers: nobody)) == [[6, 3, 9], [1, 10]])
        #expect(try await idPages(difference(.followersOnly, following: nobody)) == [[1, 2, 3], [4, 5, 6], [7]])
    }

    /// A failing page of the list compared with is thrown before anything is handed over.
    @Test func comparedListFailing_throwsBeforeAnyHandover() async throws {
        let broken = UserPages([[6, 3, 9], [1, 10]], failing: 1)
        let handed = await handedOver(difference(.followersOnly, following: broken))
        #expect(handed.pages.isEmpty)
        #expect(handed.error as? UserPages.Broken == UserPages.Broken(page: 1))
    }

    /// A failing page of the printed list while the other loads is thrown before anything is handed over.
    @Test func printedListFailingEarly_throwsBeforeAnyHandover() async throws {
        let gate = AsyncGate()
        defer { gate.open() }
        let slow = UserPages([[6, 3, 9], [1, 10]], gates: [1: gate])
        let broken = UserPages([[1, 2, 3], [4, 5, 6], [7]], failing: 1)
        let handed = await handedOver(difference(.followersOnly, followers: broken, following: slow))
        #expect(handed.pages.isEmpty)
        #expect(handed.error as? UserPages.Broken == UserPages.Broken(page: 1))
    }

    /// A failing page of the printed list after the other is whole is thrown after the pages before it.
    @Test func printedListFailingLate_throwsAfterEarlierPages() async throws {
        // Past the pages held while the other list loads, so they are handed over first.
        let held = RelationDifference<UserSummary>.pagesHeldAhead
        let broken = UserPages((0...held + 2).map { [100 + $0] }, failing: held + 2)
        let handed = await handedOver(difference(.followersOnly, followers: broken))
        #expect(handed.pages.flatMap { $0.items.map(\.id) } == Array(100...(101 + held)))
        #expect(handed.error as? UserPages.Broken == UserPages.Broken(page: held + 2))
    }

    @Test func aLimit_stopsThere_andSaysThereMayBeMore() async throws {
        let handed = await handedOver(difference(.followersOnly, limit: 2))
        #expect(handed.error == nil)
        #expect(handed.pages.map { $0.items.map(\.id) } == [[2], [4]])
        #expect(handed.pages.map(\.hasMore) == [true, true])
    }

    /// A limit reached in pages held until the printed list ended stops there too.
    @Test func limitReachedInHeldPages_stopsThereToo() async throws {
        // The printed list (followers, one page) ends while the other is still loading, so its
        // page is held, and handed over only after: the limit is reached there.
        let gate = AsyncGate()
        let slow = UserPages([[6, 3, 9], [1, 10]], gates: [1: gate])
        let task = Task { await handedOver(difference(.followersOnly, limit: 2, followers: UserPages([[1, 2, 4, 5]]), following: slow)) }
        await gate.arrivals(atLeast: 1)
        gate.open()
        let handed = await task.value
        #expect(handed.error == nil)
        #expect(handed.pages.map { $0.items.map(\.id) } == [[2, 4]])
        #expect(handed.pages.map(\.hasMore) == [true])
    }

    /// While the other list loads, at most ten pages of the printed list are held.
    @Test func whileTheOtherListLoads_atMostTenPagesAreHeld() async throws {
        let gate = AsyncGate()
        let slow = UserPages([[2], [4]], gates: [1: gate])
        let long = UserPages((1...20).map { [$0 * 2 - 1, $0 * 2] })
        let task = Task { try await idPages(difference(.followersOnly, followers: long, following: slow)) }
        await gate.arrivals(atLeast: 1)
        // Ten pages held and the one the listing asks for ahead; then reading waits.
        while long.fetchedPages.count < RelationDifference<UserSummary>.pagesHeldAhead + 1 { await Task.yield() }
        for _ in 0..<200 { await Task.yield() }
        #expect(long.fetchedPages.count == RelationDifference<UserSummary>.pagesHeldAhead + 1)
        gate.open()
        let pages = try await task.value
        let expected: [Int] = Array(1...40).filter { ![2, 4].contains($0) }
        #expect(pages.flatMap { $0 } == expected)
        #expect(long.fetchedPages == Array(0..<20))
    }
}
