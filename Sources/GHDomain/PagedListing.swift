import Foundation

/// How much of a listing to fetch.
public enum ListingExtent: Equatable, Sendable {
    /// One page, one request.
    case onePage
    /// Follow next pages until this many items (at least 1) have been handed over.
    case limit(Int)
    /// Follow next pages until GitHub gives no next link, or ``maximumPages``.
    case all

    /// The most pages a listing follows, even with `.all`: far more than GitHub has (100 users a
    /// page, a billion users), and an end for a server that never stops sending next links.
    static let maximumPages = 10_000_000
}

/// Walks a paged listing one page at a time, following GitHub's next links and stopping at
/// the requested extent.
///
/// Pages are handed over one at a time, and only a page or two ahead is ever held, so memory
/// stays flat however long the listing is.
public struct PagedListing<Item: Sendable>: PageSequence {
    private let first: @Sendable () async throws -> Page<Item>
    /// Fetches the page a cursor names.
    let next: @Sendable (PageCursor) async throws -> Page<Item>
    private let extent: ListingExtent
    private let pageSize: Int?
    /// The most pages of a numbered listing asked for at once (see ``pagesAtOnce``).
    let concurrency: Int
    /// What tells an item handed over already, when items can be told apart.
    private var repeats: RepeatFilter<Item>?

    /// How many pages of a listing GitHub numbers are asked for at once, once its first page
    /// has named the last: 5. GitHub's secondary limits allow 100 requests at once and 900 a
    /// minute to one endpoint (the `RateBudget` keeps to that pace, and counts every request
    /// as it goes, so requests sent together never overdraw a window); GitHub asks clients to
    /// keep concurrency low, so this stays far below the 100, leaving room for the user's other
    /// programs. Five is the fewest that fetches the nine pages after the first of a 1,000-item
    /// listing (1,000 followers, a search's whole 1,000 results) in two round trips.
    public static var pagesAtOnce: Int { 5 }

    /// Creates a listing from a way to fetch the first page, a way to follow a cursor, and
    /// how far to go. `pageSize`, the items asked for per page, is the most a page may bring:
    /// a server that sends more has the rest dropped.
    /// `concurrency` is the most pages of a numbered listing asked for at once (1: each after the
    /// one before).
    public init(
        extent: ListingExtent,
        pageSize: Int? = nil,
        concurrency: Int = pagesAtOnce,
        first: @escaping @Sendable () async throws -> Page<Item>,
        next: @escaping @Sendable (PageCursor) async throws -> Page<Item>
    ) {
        self.init(extent: extent, pageSize: pageSize, concurrency: concurrency, repeats: nil, first: first, next: next)
    }

    /// A listing as above whose items `id` tells apart, so that none is handed over twice;
    /// `idsAscend` when ids only grow through the listing (all users, by id).
    public init(
        extent: ListingExtent,
        pageSize: Int? = nil,
        concurrency: Int = pagesAtOnce,
        id: @escaping @Sendable (Item) -> Int,
        idsAscend: Bool = false,
        first: @escaping @Sendable () async throws -> Page<Item>,
        next: @escaping @Sendable (PageCursor) async throws -> Page<Item>
    ) {
        let repeats = RepeatFilter(id: id, ascending: idsAscend)
        self.init(extent: extent, pageSize: pageSize, concurrency: concurrency, repeats: repeats, first: first, next: next)
    }

    private init(
        extent: ListingExtent, pageSize: Int?, concurrency: Int, repeats: RepeatFilter<Item>?,
        first: @escaping @Sendable () async throws -> Page<Item>,
        next: @escaping @Sendable (PageCursor) async throws -> Page<Item>
    ) {
        self.repeats = repeats
        self.first = first
        self.next = next
        self.extent = extent
        self.pageSize = pageSize
        self.concurrency = max(1, concurrency)
    }

    /// Creates a listing that asks for ``ListingExtent/pageSize`` items a page: `first` is
    /// handed that size, so the size requested and the size the listing counts on are one.
    /// Items that `id` tells apart, when given, are never handed over twice.
    public init(
        extent: ListingExtent,
        id: (@Sendable (Item) -> Int)? = nil,
        first: @escaping @Sendable (_ perPage: Int) async throws -> Page<Item>,
        next: @escaping @Sendable (PageCursor) async throws -> Page<Item>
    ) {
        let perPage = extent.pageSize
        self.init(
            extent: extent, pageSize: perPage, concurrency: Self.pagesAtOnce, repeats: id.map { RepeatFilter(id: $0, ascending: false) },
            first: { try await first(perPage) }, next: next)
    }

    /// Hands each page to `body`, in order, and asks for the next one while `body` handles this
    /// one: the request travels while the reader prints. Where GitHub numbers the pages and the
    /// first named the last, the pages after it are asked for up to ``concurrency`` at once
    /// (never more than the extent can use), and still handed over in order.
    ///
    /// The requests ahead are child tasks of the caller's, so they run wherever the caller prefers
    /// to run, and they are cancelled when `body` throws or the listing fails: no work outlives the
    /// reader. A page whose next link cannot be followed (it repeats a page, or it is no link to
    /// follow at all) is still handed over; the error is thrown after it, and a page that failed
    /// throws after every page before it was handed over.
    public func forEachPage(_ body: (Page<Item>) async throws -> Void) async throws {
        var walk = ListingWalk<Item>(extent: extent, pageSize: pageSize, repeats: repeats)
        try Task.checkCancellation()
        var page = try await first()
        var mayNumber = concurrency > 1
        while true {
            let kept = walk.keep(page)
            guard let cursor = walk.nextCursor else {
                try await body(kept)
                if let failure = walk.failure { throw failure }
                return
            }
            try Task.checkCancellation()
            if mayNumber, let numbered = page.numbered, numbered.next == cursor, walk.pagesWanted != 1 {
                // Once only: a listing that left the numbering goes on one page at a time.
                mayNumber = false
                guard let resumed = try await forEachNumberedPage(numbered, after: kept, walk: &walk, body) else { return }
                page = try await next(resumed)
                continue
            }
            async let ahead = next(cursor)
            try await body(kept)
            page = try await ahead
        }
    }
}
