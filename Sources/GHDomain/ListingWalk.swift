/// The rules a ``PagedListing`` follows from page to page: how much of each page to keep, and
/// whether and where to go on. It fetches nothing itself.
struct ListingWalk<Item: Sendable>: Sendable {
    private let extent: ListingExtent
    private let pageSize: Int?
    /// Where the next page starts, as the last page kept said.
    private var cursor: PageCursor?
    /// Items still wanted, for ``ListingExtent/limit(_:)``.
    private var remaining: Int?
    private var cycleCheck = CycleCheck()
    private var lastPosition: Int?
    private var pagesRead = 0
    /// What tells an item already handed over, when the listing's items can be told apart.
    private var repeats: RepeatFilter<Item>?
    /// Why the listing cannot go on past the last page kept, when it cannot.
    private(set) var failure: GitHubError?

    /// A walk to `extent`, keeping no more than `pageSize` items of a page when given, and
    /// none that `repeats` says was handed over already.
    init(extent: ListingExtent, pageSize: Int?, repeats: RepeatFilter<Item>? = nil) {
        self.extent = extent
        self.pageSize = pageSize
        self.repeats = repeats
        if case .limit(let count) = extent {
            remaining = Swift.max(1, count)
        }
    }

    /// The next page to fetch, or `nil` when the listing is done (or cannot go on).
    var nextCursor: PageCursor? {
        guard failure == nil, wantsMore else { return nil }
        return cursor
    }

    /// How many more pages the extent could want at most, counting full pages of ``pageSize``:
    /// `nil` for no bound (``ListingExtent/all``). Pages that come short can make it want more
    /// than this, found as they are kept.
    var pagesWanted: Int? {
        guard nextCursor != nil else { return 0 }
        guard let remaining else { return nil }
        guard let pageSize, pageSize > 0 else { return 1 }
        return (remaining + pageSize - 1) / pageSize
    }

    /// Whether the extent asks for another page.
    private var wantsMore: Bool {
        extent != .onePage && remaining.map { $0 > 0 } ?? true
    }

    /// Takes in the page just read and returns what of it is handed over; afterwards,
    /// ``nextCursor`` says where to go on.
    mutating func keep(_ page: Page<Item>) -> Page<Item> {
        pagesRead += 1
        let kept = trim(limitedToPageSize(page))
        if let unfollowable = page.unfollowableNext, wantsMore {
            // This page is still handed over; the listing fails after it.
            failure = unfollowable
            return kept
        }
        guard let next = nextCursor else { return kept }
        // A next link that does not move past this page (the same `since` or page number,
        // whatever else it changes) would repeat it for ever; one that goes back, repeat pages.
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
        if !cycleCheck.step(to: next) {
            failure = .unexpectedResponse(url: next.url.absoluteString, detail: "the next-page link points back to a page already read")
        }
        return kept
    }

    /// `page` with no more items than were asked for.
    private func limitedToPageSize(_ page: Page<Item>) -> Page<Item> {
        guard let size = pageSize, page.items.count > size else { return page }
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
        // Items handed over already are dropped; a page of nothing else goes on all the same.
        var page = page
        if var filter = repeats {
            page.items = filter.unseen(page.items)
            repeats = filter
        }
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
