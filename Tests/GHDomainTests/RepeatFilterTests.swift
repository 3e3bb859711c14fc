import Foundation
import Testing

@testable import GHDomain

/// No item is handed over twice, whatever pages a server sends, with bounded memory.
struct RepeatFilterTests {
    /// A listing of the given pages of ids, linked in order (`since` = the page's index).
    private static func listing(_ pages: [[Int]], idsAscend: Bool, extent: ListingExtent = .all) -> PagedListing<Int> {
        @Sendable func page(_ index: Int) -> Page<Int> {
            let next =
                index + 1 < pages.count ? PageCursor(url: URL(string: "https://api.test/p?since=\(index + 1)")!, position: index + 1) : nil
            return Page(items: pages[index], next: next)
        }
        return PagedListing(
            extent: extent, pageSize: 100, concurrency: 1, id: { $0 }, idsAscend: idsAscend, first: { page(0) },
            next: { page($0.position!) })
    }

    private static func handedOver(_ listing: PagedListing<Int>) async throws -> [[Int]] {
        var pages: [[Int]] = []
        try await listing.forEachPage { pages.append($0.items) }
        return pages
    }

    @Test func byIds_anIdNotAboveTheHighestHandedOver_isARepeat() async throws {
        let pages = [[1, 2, 3], [3, 4, 2, 5], [5, 5, 6], [1, 2]]
        #expect(try await Self.handedOver(Self.listing(pages, idsAscend: true)) == [[1, 2, 3], [4, 5], [6], []])
    }

    /// Unordered, the last two pages are remembered, where a shifted list repeats.
    @Test func unordered_remembersTwoPages_forAShiftedList() async throws {
        let pages = [[10, 11, 12], [12, 13, 10, 13], [14, 15], [10, 16]]
        // 10 was handed over three pages back: forgotten, so it comes again (memory is bounded).
        #expect(try await Self.handedOver(Self.listing(pages, idsAscend: false)) == [[10, 11, 12], [13], [14, 15], [10, 16]])
    }

    @Test func aLimit_countsOnlyWhatIsHandedOver() async throws {
        let pages = [[1, 2], [2, 3], [4, 5]]
        #expect(try await Self.handedOver(Self.listing(pages, idsAscend: true, extent: .limit(3))) == [[1, 2], [3]])
    }
}
