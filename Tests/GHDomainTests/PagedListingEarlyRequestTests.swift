import Foundation
import GHDomain
import Testing

/// Numbered pages whose fetch announces the next link through ``NextPageHint`` before it
/// finishes, as GitHub's response headers arrive before the body. A fetch for a page in
/// `waitingPages` then holds its page back until the next page has been requested (or `patience`
/// has passed), so the order of events shows whether the listing requested early.
private final class HintedPages: @unchecked Sendable {
    let count: Int
    let size: Int
    let waitingPages: Set<Int>
    let patience: Duration
    private let lock = NSLock()
    private var log: [String] = []

    init(count: Int, size: Int, waitingPages: Set<Int> = [], patience: Duration = .seconds(2)) {
        self.count = count
        self.size = size
        self.waitingPages = waitingPages
        self.patience = patience
    }

    var events: [String] { lock.withLock { log } }
    var started: [Int] { events.compactMap { $0.hasPrefix("start ") ? Int($0.dropFirst(6)) : nil } }

    func record(_ event: String) { lock.withLock { log.append(event) } }

    /// Whether page `number + 1` was requested before page `number` had finished.
    func nextRequested(before number: Int) -> Bool {
        guard let next = events.firstIndex(of: "start \(number + 1)"), let end = events.firstIndex(of: "end \(number)") else {
            return false
        }
        return next < end
    }

    func cursor(_ number: Int) -> PageCursor { PageCursor(url: URL(string: "https://api.test/page/\(number)")!) }

    func page(_ number: Int) async throws -> Page<Int> {
        record("start \(number)")
        let start = number * size
        let next = start + size < count ? cursor(number + 1) : nil
        if let next { NextPageHint.observer?(next) }
        if waitingPages.contains(number) {
            let clock = ContinuousClock()
            let deadline = clock.now + patience
            while !started.contains(number + 1), clock.now < deadline {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
        record("end \(number)")
        return Page(items: Array(start..<min(count, start + size)), next: next)
    }

    func listing(_ extent: ListingExtent, pageSize: Int?) -> PagedListing<Int> {
        PagedListing(
            extent: extent,
            pageSize: pageSize,
            first: { try await self.page(0) },
            next: { try await self.page(Int($0.url.lastPathComponent)!) }
        )
    }
}

private func collect(_ listing: PagedListing<Int>) async throws -> [[Int]] {
    var pages: [[Int]] = []
    for try await page in listing { pages.append(page.items) }
    return pages
}

struct PagedListingEarlyRequestTests {
    @Test func all_requestsEachNextPageAsSoonAsItsLinkIsHeard() async throws {
        let source = HintedPages(count: 8, size: 2, waitingPages: [0, 1, 2])
        let pages = try await collect(source.listing(.all, pageSize: 2))
        #expect(pages == [[0, 1], [2, 3], [4, 5], [6, 7]])
        #expect(source.started == [0, 1, 2, 3])
        #expect([0, 1, 2].map(source.nextRequested(before:)) == [true, true, true])
    }

    @Test func limit_requestsEarlyOnlyThePagesItIsSureToWant() async throws {
        // 5 items in pages of 2: pages 1 and 2 are sure to be wanted from the start and after
        // page 0; page 3 never is, since page 2 reaches the limit whatever page 1 holds. Page 2
        // waits a little to give a wrong early request for page 3 the time to show.
        let source = HintedPages(count: 20, size: 2, waitingPages: [0, 1, 2], patience: .milliseconds(200))
        let pages = try await collect(source.listing(.limit(5), pageSize: 2))
        #expect(pages == [[0, 1], [2, 3], [4]])
        #expect(source.started == [0, 1, 2])
        #expect([0, 1].map(source.nextRequested(before:)) == [true, true])
    }

    @Test func limit_withoutAPageSize_waitsForEachPageBeforeTheNext() async throws {
        let source = HintedPages(count: 20, size: 2)
        let pages = try await collect(source.listing(.limit(5), pageSize: nil))
        #expect(pages == [[0, 1], [2, 3], [4]])
        #expect(source.events == ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"])
    }

    @Test func onePage_requestsNothingMore() async throws {
        let source = HintedPages(count: 20, size: 2)
        let pages = try await collect(source.listing(.onePage, pageSize: 2))
        try await Task.sleep(for: .milliseconds(100))
        #expect(pages == [[0, 1]])
        #expect(source.events == ["start 0", "end 0"])
    }

    @Test func aReaderThatStopsAsking_getsNothingRequestedTwoPagesAhead() async throws {
        let source = HintedPages(count: 20, size: 2)
        var iterator = source.listing(.all, pageSize: 2).makeAsyncIterator()
        #expect(try await iterator.next()?.items == [0, 1])
        // Page 1 was requested as page 0's link arrived; page 2's link arrives while the reader
        // is busy elsewhere, so page 2 waits until the reader asks for page 1.
        try await Task.sleep(for: .milliseconds(100))
        #expect(source.started == [0, 1])
        #expect(try await iterator.next()?.items == [2, 3])
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while source.started.count < 3, clock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(source.started == [0, 1, 2])
    }

    @Test func anEarlyLinkBackToAPageAlreadyRead_isNotRequested() async throws {
        let loop = PageCursor(url: URL(string: "https://api.test/again")!)
        let fetches = Counter()
        let listing = PagedListing<Int>(
            extent: .all,
            pageSize: 1,
            first: {
                NextPageHint.observer?(loop)
                return Page(items: [0], next: loop)
            },
            next: { _ in
                fetches.increment()
                NextPageHint.observer?(loop)
                return Page(items: [1], next: loop)
            }
        )
        var seen: [[Int]] = []
        await #expect(
            throws: GitHubError.unexpectedResponse(
                url: "https://api.test/again", detail: "the next-page link points back to a page already read")
        ) {
            for try await page in listing { seen.append(page.items) }
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(seen == [[0], [1]])
        #expect(fetches.value == 1)
    }

    @Test func aPageThatFails_cancelsTheRequestStartedFromItsLink() async throws {
        let next = PageCursor(url: URL(string: "https://api.test/page/1")!)
        let cancelled = Counter()
        let listing = PagedListing<Int>(
            extent: .all,
            pageSize: 1,
            first: {
                NextPageHint.observer?(next)
                try await Task.sleep(for: .milliseconds(20))
                throw GitHubError.serverError(status: 502, url: "https://api.test/users")
            },
            next: { _ in
                do {
                    try await Task.sleep(for: .seconds(10))
                } catch {
                    cancelled.increment()
                    throw error
                }
                return Page(items: [1], next: nil)
            }
        )
        await #expect(throws: GitHubError.serverError(status: 502, url: "https://api.test/users")) {
            for try await _ in listing {}
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while cancelled.value == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(cancelled.value == 1)
    }
}

/// Fetches by name, recording each start, for listings whose links are spelled out by hand.
private final class NamedPages: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [String] = []

    var started: [String] { lock.withLock { log } }

    func record(_ name: String) { lock.withLock { log.append(name) } }

    func link(_ name: String) -> PageCursor { PageCursor(url: URL(string: "https://api.test/\(name)")!) }

    /// An unlimited listing of one-item pages named by their links' last path component.
    func listing(
        first: @escaping @Sendable () async throws -> Page<String>,
        next: @escaping @Sendable (_ name: String) async throws -> Page<String>
    ) -> PagedListing<String> {
        PagedListing(extent: .all, pageSize: 1, first: first) { cursor in
            let name = cursor.url.lastPathComponent
            self.record(name)
            return try await next(name)
        }
    }

    /// Waits until `name` has been started, for at most two seconds.
    func waitUntilStarted(_ name: String) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        while !started.contains(name), clock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
    }
}

struct PagedListingReplacedRequestTests {
    @Test func aRequestStartedAtALinkThatThenChanged_isReplaced_andWhatItHeardIsIgnored() async throws {
        // Page 0's head says "1a", but the page it finally returns says "1b" (a retry, or a
        // stored copy served after the network failed). "1a" has already been asked for, and has
        // heard its own next link, "2a": that must not be followed.
        let pages = NamedPages()
        let listing = pages.listing(
            first: {
                pages.record("0")
                NextPageHint.observer?(pages.link("1a"))
                try await pages.waitUntilStarted("1a")
                try await Task.sleep(for: .milliseconds(20))
                return Page(items: ["0"], next: pages.link("1b"))
            },
            next: { name in
                switch name {
                case "1a":
                    NextPageHint.observer?(pages.link("2a"))
                    try await Task.sleep(for: .seconds(10))
                    return Page(items: ["1a"], next: pages.link("2a"))
                case "1b":
                    NextPageHint.observer?(pages.link("2b"))
                    return Page(items: ["1b"], next: pages.link("2b"))
                default:
                    return Page(items: [name], next: nil)
                }
            }
        )
        var seen: [String] = []
        for try await page in listing { seen += page.items }
        #expect(seen == ["0", "1b", "2b"])
        #expect(pages.started == ["0", "1a", "1b", "2b"])
    }

    @Test func aLinkHeardAgainByARetriedRequest_doesNotCostTheNextEarlyRequest() async throws {
        // Page 0 hears "1" twice, as a retried request would, after page 1 has already heard
        // "2": page 2 is still asked for as soon as the reader waits for page 1.
        let pages = NamedPages()
        let listing = pages.listing(
            first: {
                pages.record("0")
                NextPageHint.observer?(pages.link("1"))
                try await pages.waitUntilStarted("1")
                try await Task.sleep(for: .milliseconds(20))
                NextPageHint.observer?(pages.link("1"))
                return Page(items: ["0"], next: pages.link("1"))
            },
            next: { name in
                if name == "1" {
                    NextPageHint.observer?(pages.link("2"))
                    try await pages.waitUntilStarted("2")
                    pages.record("end 1")
                    return Page(items: ["1"], next: pages.link("2"))
                }
                return Page(items: [name], next: nil)
            }
        )
        var seen: [String] = []
        for try await page in listing { seen += page.items }
        #expect(seen == ["0", "1", "2"])
        #expect(pages.started == ["0", "1", "2", "end 1"])
    }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}
