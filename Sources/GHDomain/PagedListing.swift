import Foundation

/// How much of a listing to fetch.
public enum ListingExtent: Equatable, Sendable {
    /// One page, one request.
    case onePage
    /// Follow next pages until this many items (at least 1) have been yielded.
    case limit(Int)
    /// Follow next pages until GitHub gives no next link, or ``maximumPages``.
    case all

    /// The most pages a listing follows, even with `.all`: far more than GitHub has (100 users a
    /// page, a billion users), and an end for a server that never stops sending next links.
    public static let maximumPages = 10_000_000
}

/// Walks a paged listing one page at a time, following GitHub's next links and stopping at
/// the requested extent.
///
/// Pages are handed over one at a time, and only a page or two ahead is ever held, so memory
/// stays flat however long the listing is.
public struct PagedListing<Item: Sendable>: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = Page<Item>

    private let first: @Sendable () async throws -> Page<Item>
    private let next: @Sendable (PageCursor) async throws -> Page<Item>
    private let extent: ListingExtent
    private let pageSize: Int?

    /// Creates a listing from a way to fetch the first page, a way to follow a cursor, and
    /// how far to go. `pageSize`, the items asked for per page, is the most a page may bring:
    /// a server that sends more has the rest dropped.
    public init(
        extent: ListingExtent,
        pageSize: Int? = nil,
        first: @escaping @Sendable () async throws -> Page<Item>,
        next: @escaping @Sendable (PageCursor) async throws -> Page<Item>
    ) {
        self.first = first
        self.next = next
        self.extent = extent
        self.pageSize = pageSize
    }

    /// Creates a listing that asks for ``ListingExtent/pageSize`` items a page: `first` is
    /// handed that size, so the size requested and the size the listing counts on are one.
    public init(
        extent: ListingExtent,
        first: @escaping @Sendable (_ perPage: Int) async throws -> Page<Item>,
        next: @escaping @Sendable (PageCursor) async throws -> Page<Item>
    ) {
        let perPage = extent.pageSize
        self.init(extent: extent, pageSize: perPage, first: { try await first(perPage) }, next: next)
    }

    /// An iterator that fetches the first page on its first call.
    public func makeAsyncIterator() -> Iterator {
        Iterator(listing: self)
    }

    /// Fetches pages as they are asked for, and one ahead: when a page is handed over and the
    /// listing goes on, the request for the next one is already under way, so it travels while
    /// the consumer prints. The iterator owns that request: it is cancelled when the listing
    /// ends, fails, or the iterator is dropped (a reader that breaks out of its loop, a screen
    /// that is closed), so no work outlives the reader.
    public struct Iterator: AsyncIteratorProtocol {
        private let listing: PagedListing
        private let prefetch = Prefetch<Page<Item>>()
        private var cursor: PageCursor?
        private var started = false
        private var remaining: Int?
        private var cycleCheck = CycleCheck()
        private var lastPosition: Int?
        private var pagesRead = 0
        private var failure: GitHubError?

        init(listing: PagedListing) {
            self.listing = listing
            if case .limit(let count) = listing.extent {
                remaining = Swift.max(1, count)
            }
        }

        /// The next page, or `nil` when the listing is done.
        public mutating func next() async throws -> Page<Item>? {
            if let failure { throw failure }
            let page: Page<Item>
            do {
                try Task.checkCancellation()
                if !started {
                    started = true
                    page = try await listing.first()
                } else if let cursor, wantsMore {
                    let fetch = listing.next
                    page = try await prefetch.take(orRun: { try await fetch(cursor) })
                } else {
                    return nil
                }
            } catch {
                prefetch.cancel()
                throw error
            }
            pagesRead += 1
            let kept = trim(limitedToPageSize(page))
            if let unfollowable = page.unfollowableNext, wantsMore {
                // This page is still handed over; the next call fails.
                failure = unfollowable
                return kept
            }
            guard let next = cursor, wantsMore else { return kept }
            // A next link that does not move past this page (the same `since` or page number,
            // whatever else it changes) would repeat it for ever.
            if let position = next.position {
                if let last = [lastPosition, page.position].compactMap({ $0 }).max(), position <= last {
                    failure = position < last ? .pageWentBack(url: next.url.absoluteString) : .pageRepeated(url: next.url.absoluteString)
                    return kept
                }
                lastPosition = position
            }
            if pagesRead >= ListingExtent.maximumPages {
                failure = .pageRepeated(url: next.url.absoluteString)
                return kept
            }
            // A next link back to a page already read would repeat it for ever.
            guard cycleCheck.step(to: next) else {
                // This page is still handed over; the next call fails.
                failure = .unexpectedResponse(url: next.url.absoluteString, detail: "the next-page link points back to a page already read")
                return kept
            }
            let fetch = listing.next
            prefetch.start { try await fetch(next) }
            // On an executor that runs one job at a time (see ``PreferredExecutor``), the request
            // ahead is sent before the reader prints this page, not after.
            if PreferredExecutor.current != nil { await Task.yield() }
            return kept
        }

        /// Whether the request for the next page is under way, ahead of the reader.
        var isFetchingAhead: Bool { prefetch.isPending }

        /// Whether the extent asks for another page.
        private var wantsMore: Bool {
            listing.extent != .onePage && remaining.map { $0 > 0 } ?? true
        }

        /// `page` with no more items than were asked for.
        private func limitedToPageSize(_ page: Page<Item>) -> Page<Item> {
            guard let size = listing.pageSize, page.items.count > size else { return page }
            var limited = page
            limited.items = Array(page.items.prefix(size))
            return limited
        }

        private mutating func trim(_ page: Page<Item>) -> Page<Item> {
            // An empty page that still has a next link would loop for ever: the listing ends there.
            guard !page.items.isEmpty else {
                cursor = nil
                var last = page
                last.next = nil
                return last
            }
            cursor = page.next
            guard let left = remaining else { return page }
            if page.items.count < left {
                remaining = left - page.items.count
                return page
            }
            remaining = 0
            cursor = nil
            guard page.items.count > left else { return page }
            // Past the limit, the listing goes on after the last item kept, not at the next
            // link, which would skip the rest of this page.
            var kept = page
            kept.items = Array(page.items.prefix(left))
            kept.next = nil
            kept.isTruncated = true
            return kept
        }
    }
}

/// Finds a cycle in a chain of next links in constant memory (Brent's method): the cursor
/// at each power-of-two step is kept, and meeting it again means the chain loops.
struct CycleCheck: Sendable {
    /// The cursor a step back to would close a cycle.
    private(set) var checkpoint: PageCursor?
    private var steps = 0
    private var span = 1

    /// Records one step to `cursor`; `false` when the chain has come back round.
    mutating func step(to cursor: PageCursor) -> Bool {
        if cursor == checkpoint { return false }
        steps += 1
        if steps == span {
            checkpoint = cursor
            steps = 0
            span *= 2
        }
        return true
    }
}
