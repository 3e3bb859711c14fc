import Foundation
import GHTestSupport
import Synchronization
import Testing

@testable import GHDomain

/// A listing GitHub numbers, `count` pages of `size` items, each page held at its gate until the
/// test opens it (all open unless `held`), recording the pages asked for.
private final class NumberedSource: Sendable {
    let count: Int
    let size: Int
    let gates: [Int: AsyncGate]
    /// Pages whose next link is not the number after them: page → the page it names instead.
    let detours: [Int: Int]
    /// Pages that fail.
    let failing: Set<Int>
    private let asked = Mutex<[Int]>([])

    init(count: Int, size: Int, held: Bool = false, detours: [Int: Int] = [:], failing: Set<Int> = []) {
        self.count = count
        self.size = size
        self.detours = detours
        self.failing = failing
        var gates: [Int: AsyncGate] = [:]
        for number in 1...count {
            let gate = AsyncGate()
            if !held { gate.open() }
            gates[number] = gate
        }
        self.gates = gates
    }

    var askedPages: [Int] { asked.withLock { $0 } }

    static func cursor(_ number: Int, detour: Bool = false) -> PageCursor {
        let query = detour ? "per_page=2&page=\(number)&after=x" : "per_page=2&page=\(number)"
        return PageCursor(url: URL(string: "https://api.test/user/1/followers?\(query)")!, position: number)
    }

    func page(_ number: Int) async throws -> Page<Int> {
        asked.withLock { $0.append(number) }
        try await gates[number]!.wait()
        if failing.contains(number) { throw GitHubError.serverError(status: 502, url: "page \(number)") }
        let items = Array((number - 1) * size..<number * size)
        let next = number < count ? Self.cursor(detours[number] ?? number + 1, detour: detours[number] != nil) : nil
        // GitHub names the last page on every page; the listing uses the first page's.
        let numbered = next.flatMap { NumberedPages(next: $0, last: Self.cursor(count).url) }
        return Page(items: items, next: next, position: number, numbered: numbered)
    }

    func listing(_ extent: ListingExtent) -> PagedListing<Int> {
        PagedListing(extent: extent, pageSize: size, first: { try await self.page(1) }, next: { try await self.page($0.position!) })
    }
}

@Suite(.timeLimit(.minutes(1)))
struct PagedListingNumberedTests {
    /// Pages GitHub numbers are asked for five at once, and handed over in order.
    @Test func pagesGitHubNumbers_areAskedFiveAtOnce_inOrder() async throws {
        let source = NumberedSource(count: 12, size: 2, held: true)
        source.gates[1]!.open()
        var handed: [Int] = []
        try await source.listing(.all).forEachPage { page in
            let number = page.items[0] / 2 + 1
            handed.append(number)
            if number == 1 {
                // Pages 2 to 6 are on their way while page 1 is handed over; page 7 waits.
                for later in 2...6 { await source.gates[later]!.arrivals(atLeast: 1) }
                #expect(source.gates[7]!.isUntouched)
                // They come back last first, and are still handed over in order.
                for later in [6, 5, 4, 3, 2] { source.gates[later]!.open() }
            }
            if number == 2 {
                // Page 2 handed over makes room for page 7, and no more.
                await source.gates[7]!.arrivals(atLeast: 1)
                #expect(source.gates[8]!.isUntouched)
                for later in 7...12 { source.gates[later]!.open() }
            }
        }
        #expect(handed == Array(1...12))
        #expect(source.askedPages.sorted() == Array(1...12))
    }

    @Test func aLimit_asksForNoPageItCannotUse() async throws {
        let source = NumberedSource(count: 12, size: 2)
        var items: [Int] = []
        var last: Page<Int>?
        try await source.listing(.limit(7)).forEachPage { page in
            items += page.items
            last = page
        }
        #expect(items == Array(0..<7))
        #expect(last?.isTruncated == true)
        #expect(source.askedPages.sorted() == [1, 2, 3, 4])
    }

    /// A failed page throws after the pages before it, and no later page is handed over.
    @Test func failedPage_throwsAfterEarlierPages_noLaterOnes() async throws {
        let source = NumberedSource(count: 8, size: 2, failing: [4])
        var handed: [Int] = []
        await #expect(throws: GitHubError.serverError(status: 502, url: "page 4")) {
            try await source.listing(.all).forEachPage { handed.append($0.items[0] / 2 + 1) }
        }
        #expect(handed == [1, 2, 3])
    }

    /// A page whose next link is not the number after it is followed one page at a time.
    @Test func nextLinkOutOfSequence_isFollowedOnePageAtATime() async throws {
        // Page 3 says page 5 comes next (the list changed as it was read): page 4 is not handed over.
        let source = NumberedSource(count: 8, size: 2, detours: [3: 5])
        var handed: [Int] = []
        try await source.listing(.all).forEachPage { handed.append($0.items[0] / 2 + 1) }
        #expect(handed == [1, 2, 3, 5, 6, 7, 8])
    }

    @Test func oneAtATime_asksForEachPageAfterTheOneBefore() async throws {
        let source = NumberedSource(count: 4, size: 2)
        let listing = PagedListing<Int>(
            extent: .all, pageSize: 2, concurrency: 1, first: { try await source.page(1) }, next: { try await source.page($0.position!) })
        var handed: [Int] = []
        try await listing.forEachPage { handed.append($0.items[0] / 2 + 1) }
        #expect(handed == [1, 2, 3, 4])
        #expect(source.askedPages == [1, 2, 3, 4])
    }

    @Test func numberedPages_areLinksDifferingOnlyInThePage() {
        let next = NumberedSource.cursor(2)
        let pages = NumberedPages(next: next, last: NumberedSource.cursor(14).url)
        #expect(pages?.first == 2)
        #expect(pages?.last == 14)
        #expect(pages?.cursor(at: 2) == next)
        #expect(pages?.cursor(at: 9) == NumberedSource.cursor(9))
        // Paged by `since`, other query items, a last page before the next, no number: none.
        let since = PageCursor(url: URL(string: "https://api.test/users?since=46")!, position: 46)
        #expect(NumberedPages(next: since, last: URL(string: "https://api.test/users?since=99")!) == nil)
        #expect(NumberedPages(next: next, last: NumberedSource.cursor(14, detour: true).url) == nil)
        #expect(NumberedPages(next: NumberedSource.cursor(5), last: NumberedSource.cursor(4).url) == nil)
        #expect(NumberedPages(next: next, last: URL(string: "https://api.test/user/1/followers?per_page=2&page=x")!) == nil)
    }
}
