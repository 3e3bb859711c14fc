import Foundation

/// How much of a listing to fetch.
public enum ListingExtent: Equatable, Sendable {
    /// One page, one request.
    case onePage
    /// Follow next pages until this many items (at least 1) have been yielded.
    case limit(Int)
    /// Follow next pages until GitHub gives no next link.
    case all
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
    /// how far to go. `pageSize`, the most items a page can hold, lets a limited listing tell
    /// from a page's next link alone that it will want the page after; without it, only an
    /// unlimited listing requests that early.
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

    /// Fetches pages as they are asked for, and ahead: when a page is handed over and the
    /// listing goes on, the request for the next one is already under way, so it travels while
    /// the consumer prints. Sooner still, while the consumer waits for a page and the listing
    /// knows it will want the one after, that request starts as soon as the page's next link
    /// arrives (see ``NextPageHint``), before the page has been read and decoded.
    public struct Iterator: AsyncIteratorProtocol {
        private let listing: PagedListing
        private let lookahead: Lookahead<Item>
        private var cursor: PageCursor?
        private var prefetch: Task<Page<Item>, any Error>?
        private var started = false
        private var pagesRead = 0
        private var remaining: Int?
        private var cycleCheck = CycleCheck()
        private var failure: GitHubError?

        init(listing: PagedListing) {
            self.listing = listing
            lookahead = Lookahead(fetch: listing.next)
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
                    if wantsTheOneAfter { lookahead.arm(page: 0, unless: nil) }
                    lookahead.awaiting(page: 0)
                    page = try await lookahead.first { try await listing.first() }
                } else if let cursor, wantsMore {
                    let pending = prefetch ?? lookahead.request(page: pagesRead, at: cursor)
                    prefetch = nil
                    lookahead.awaiting(page: pagesRead)
                    page = try await withTaskCancellationHandler {
                        try await pending.value
                    } onCancel: {
                        pending.cancel()
                    }
                } else {
                    return nil
                }
            } catch {
                prefetch?.cancel()
                prefetch = nil
                lookahead.stop()
                throw error
            }
            let kept = trim(page)
            pagesRead += 1
            guard let next = cursor, wantsMore else {
                lookahead.stop()
                return kept
            }
            // A next link back to a page already read would repeat it for ever.
            guard cycleCheck.step(to: next) else {
                // This page is still handed over; the next call fails.
                failure = .unexpectedResponse(url: next.url.absoluteString, detail: "the next-page link points back to a page already read")
                lookahead.stop()
                return kept
            }
            if wantsTheOneAfter { lookahead.arm(page: pagesRead, unless: cycleCheck.checkpoint) }
            prefetch = lookahead.request(page: pagesRead, at: next)
            return kept
        }

        /// Whether the extent asks for another page.
        private var wantsMore: Bool {
            listing.extent != .onePage && remaining.map { $0 > 0 } ?? true
        }

        /// Whether the extent is sure to ask for the page after the next one, however many
        /// items the next one holds.
        private var wantsTheOneAfter: Bool {
            switch listing.extent {
            case .onePage: return false
            case .all: return true
            case .limit: return listing.pageSize.map { size in remaining.map { $0 > size } ?? false } ?? false
            }
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
