import Foundation
import GHTestSupport
import Synchronization
import Testing

@testable import GHDomain

/// A listing of `count` numbered items in pages of `size`, recording which pages were fetched.
private final class NumberedPages: Sendable {
    let count: Int
    let size: Int
    private let fetched = Mutex<[Int]>([])

    init(count: Int, size: Int) {
        self.count = count
        self.size = size
    }

    var fetchedPages: [Int] { fetched.withLock { $0 } }

    func page(_ number: Int) -> Page<Int> {
        fetched.withLock { $0.append(number) }
        let start = number * size
        let items = Array(start..<min(count, start + size))
        let next = start + size < count ? PageCursor(url: URL(string: "https://api.test/page/\(number + 1)")!) : nil
        return Page(items: items, next: next)
    }

    func listing(_ extent: ListingExtent) -> PagedListing<Int> {
        PagedListing(
            extent: extent,
            first: { self.page(0) },
            next: { self.page(Int($0.url.lastPathComponent)!) }
        )
    }
}

private func collect(_ listing: PagedListing<Int>) async throws -> [Page<Int>] {
    var pages: [Page<Int>] = []
    try await listing.forEachPage { pages.append($0) }
    return pages
}

@Suite(.timeLimit(.minutes(1)))
struct PagedListingTests {
    @Test func onePage_fetchesExactlyOnePage_andReportsMore() async throws {
        let source = NumberedPages(count: 10, size: 3)
        let pages = try await collect(source.listing(.onePage))
        #expect(pages.map(\.items) == [[0, 1, 2]])
        #expect(pages.last?.hasMore == true)
        #expect(source.fetchedPages == [0])
    }

    @Test func all_followsNextUntilThereIsNone() async throws {
        let source = NumberedPages(count: 7, size: 3)
        let pages = try await collect(source.listing(.all))
        #expect(pages.map(\.items) == [[0, 1, 2], [3, 4, 5], [6]])
        #expect(pages.last?.hasMore == false)
        #expect(source.fetchedPages == [0, 1, 2])
    }

    @Test func limit_midPage_truncatesAndStopsFetching() async throws {
        let source = NumberedPages(count: 100, size: 3)
        let pages = try await collect(source.listing(.limit(5)))
        #expect(pages.map(\.items) == [[0, 1, 2], [3, 4]])
        #expect(pages.last?.isTruncated == true)
        #expect(pages.last?.next == nil)
        #expect(pages.last?.hasMore == true)
        #expect(source.fetchedPages == [0, 1])
    }

    @Test func limit_onPageBoundary_keepsNextLink_fetchesNoMore() async throws {
        let source = NumberedPages(count: 100, size: 3)
        let pages = try await collect(source.listing(.limit(6)))
        #expect(pages.map(\.items) == [[0, 1, 2], [3, 4, 5]])
        #expect(pages.last?.isTruncated == false)
        #expect(pages.last?.next?.url.lastPathComponent == "2")
        #expect(source.fetchedPages == [0, 1])
    }

    @Test func limit_beyondTheEnd_stopsAtTheLastPage() async throws {
        let source = NumberedPages(count: 4, size: 3)
        let pages = try await collect(source.listing(.limit(50)))
        #expect(pages.map(\.items) == [[0, 1, 2], [3]])
        #expect(pages.last?.hasMore == false)
    }

    @Test func emptyPageWithNextLink_stopsInsteadOfLooping() async throws {
        let cursor = PageCursor(url: URL(string: "https://api.test/same")!)
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [1], next: cursor) },
            next: { _ in Page(items: [], next: cursor) }
        )
        let pages = try await collect(listing)
        #expect(pages.map(\.items) == [[1], []])
        #expect(pages.last?.hasMore == false)
    }

    @Test func nextPage_isAskedAsOneIsHandedOver_neverTwoAhead() async throws {
        let source = NumberedPages(count: 9, size: 3)
        let gates = [AsyncGate(), AsyncGate(), AsyncGate()]
        let listing = PagedListing<Int>(
            extent: .all,
            first: {
                try await gates[0].wait()
                return source.page(0)
            },
            next: { cursor in
                let number = Int(cursor.url.lastPathComponent)!
                try await gates[number].wait()
                return source.page(number)
            }
        )
        gates[0].open()
        var handled: [[Int]] = []
        try await listing.forEachPage { page in
            handled.append(page.items)
            switch page.items.first {
            case 0:
                // Page 1 is asked for while page 0 is handled; while it is held, page 2 cannot be.
                await gates[1].arrivals(atLeast: 1)
                #expect(gates[2].isUntouched)
                gates[1].open()
            case 3:
                await gates[2].arrivals(atLeast: 1)
                gates[2].open()
            default:
                break
            }
        }
        #expect(handled == [[0, 1, 2], [3, 4, 5], [6, 7, 8]])
        #expect(source.fetchedPages == [0, 1, 2])
    }

    @Test func onePageAndALimitReached_requestNothingAhead() async throws {
        let source = NumberedPages(count: 9, size: 3)
        var handled: [[Int]] = []
        try await source.listing(.onePage).forEachPage { page in
            handled.append(page.items)
            #expect(source.fetchedPages == [0])
        }
        try await source.listing(.limit(3)).forEachPage { page in
            handled.append(page.items)
            #expect(source.fetchedPages == [0, 0])
        }
        #expect(handled == [[0, 1, 2], [0, 1, 2]])
        #expect(source.fetchedPages == [0, 0])
    }

    @Test func aReaderThatStops_cancelsThePageRequestedAhead() async throws {
        struct Stop: Error {}
        let held = AsyncGate()
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [0], next: PageCursor(url: URL(string: "https://api.test/page/1")!)) },
            next: { _ in
                try await held.wait()
                return Page(items: [1], next: nil)
            }
        )
        await #expect(throws: Stop.self) {
            try await listing.forEachPage { page in
                #expect(page.items == [0])
                await held.arrivals(atLeast: 1)
                throw Stop()
            }
        }
        await held.cancellations(atLeast: 1)
    }

    @Test func aLongerCycle_isFoundToo() async throws {
        let links = (0..<5).map { PageCursor(url: URL(string: "https://api.test/p\($0)")!) }
        // p0 → p1 → p2 → p3 → p4 → p2 …
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [0], next: links[0]) },
            next: { cursor in
                let index = links.firstIndex(of: cursor)!
                return Page(items: [index + 1], next: links[index == 4 ? 2 : index + 1])
            }
        )
        var count = 0
        await #expect(throws: GitHubError.self) {
            try await listing.forEachPage { _ in count += 1 }
        }
        #expect(count < 20)
    }
}

@Suite(.timeLimit(.minutes(1)))
struct PagedListingCycleTests {
    @Test func nextLinkToAPageAlreadyRead_failsInsteadOfLooping() async throws {
        let first = PageCursor(url: URL(string: "https://api.test/users?since=1")!)
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [1], next: first) },
            next: { _ in Page(items: [2], next: first) }
        )
        var seen: [[Int]] = []
        await #expect(
            throws: GitHubError.unexpectedResponse(
                url: "https://api.test/users?since=1", detail: "the next-page link points back to a page already read")
        ) {
            try await listing.forEachPage { seen.append($0.items) }
        }
        #expect(seen == [[1], [2]])
    }

    @Test func emptyPage_endsTheListing_withNothingMore() async throws {
        let cursor = PageCursor(url: URL(string: "https://api.test/next")!)
        let listing = PagedListing<Int>(
            extent: .all, first: { Page(items: [1], next: cursor) }, next: { _ in Page(items: [], next: cursor) })
        var last: Page<Int>?
        try await listing.forEachPage { last = $0 }
        #expect(last?.hasMore == false)
    }

    @Test func limit_midPage_keepsSearchTotalAndIncompleteMark() async throws {
        let listing = PagedListing<Int>(
            extent: .limit(2),
            first: { Page(items: [1, 2, 3], next: nil, totalCount: 1234, isIncomplete: true) },
            next: { _ in
                Issue.record("no second page needed")
                return Page(items: [], next: nil)
            }
        )
        let pages = try await collect(listing)
        #expect(pages == [Page(items: [1, 2], next: nil, isTruncated: true, totalCount: 1234, isIncomplete: true)])
    }
}

/// A server that will not let a listing advance, or sends more than was asked for.
@Suite(.timeLimit(.minutes(1)))
struct PagedListingLimitsTests {
    private static func cursor(_ query: String, position: Int?) -> PageCursor {
        PageCursor(url: URL(string: "https://api.test/users?\(query)")!, position: position)
    }

    /// A next link that does not move past its page stops the listing, whatever else it changes.
    @Test func nextLinkNotPastItsPage_stopsTheListing() async throws {
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [1], next: Self.cursor("since=1&junk=0", position: 1)) },
            next: { cursor in
                let junk = Int(cursor.url.query!.split(separator: "=").last!)! + 1
                return Page(items: [2], next: Self.cursor("since=1&junk=\(junk)", position: 1))
            }
        )
        var pages: [[Int]] = []
        await #expect(throws: GitHubError.pageRepeated(url: "https://api.test/users?since=1&junk=1")) {
            try await listing.forEachPage { pages.append($0.items) }
        }
        #expect(pages == [[1], [2]])
    }

    @Test func aNextLinkThatGoesBack_stopsTheListing_sayingSo() async throws {
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [1, 2], next: Self.cursor("since=2", position: 2), position: 0) },
            next: { _ in Page(items: [3], next: Self.cursor("since=1", position: 1)) }
        )
        var pages: [[Int]] = []
        await #expect(throws: GitHubError.pageWentBack(url: "https://api.test/users?since=1")) {
            try await listing.forEachPage { pages.append($0.items) }
        }
        #expect(pages == [[1, 2], [3]])
    }

    /// A first page whose next link starts where it did is the only page.
    @Test func firstPageLinkingWhereItStarted_isTheOnlyPage() async throws {
        let listing = PagedListing<Int>(
            extent: .all,
            first: { Page(items: [1, 2], next: Self.cursor("since=0&junk=1", position: 0), position: 0) },
            next: { _ in
                Issue.record("the first page's next link does not advance")
                return Page(items: [], next: nil)
            }
        )
        var pages: [[Int]] = []
        await #expect(throws: GitHubError.pageRepeated(url: "https://api.test/users?since=0&junk=1")) {
            try await listing.forEachPage { pages.append($0.items) }
        }
        #expect(pages == [[1, 2]])
    }

    @Test func pageWithMoreThanAskedFor_isCutToWhatWasAsked() async throws {
        let listing = PagedListing<Int>(
            extent: .onePage, pageSize: 3, first: { Page(items: Array(1...1000), next: nil) }, next: { _ in Page(items: [], next: nil) })
        var pages: [[Int]] = []
        try await listing.forEachPage { pages.append($0.items) }
        #expect(pages == [[1, 2, 3]])
    }
}
