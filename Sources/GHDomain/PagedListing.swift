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

    /// Hands each page to `body`, in order, and asks for the next one while `body` handles this
    /// one, never more than one ahead: the request travels while the reader prints.
    ///
    /// The request ahead is a child task of the caller's, so it runs wherever the caller prefers
    /// to run, and it is cancelled when `body` throws or the listing fails: no work outlives the
    /// reader. A page whose next link cannot be followed (it repeats a page, or it is no link to
    /// follow at all) is still handed over; the error is thrown after it.
    public func forEachPage(_ body: (Page<Item>) async throws -> Void) async throws {
        var walk = ListingWalk<Item>(extent: extent, pageSize: pageSize)
        try Task.checkCancellation()
        var page = try await first()
        while true {
            let kept = walk.keep(page)
            guard let cursor = walk.nextCursor else {
                try await body(kept)
                if let failure = walk.failure { throw failure }
                return
            }
            try Task.checkCancellation()
            async let ahead = next(cursor)
            try await body(kept)
            page = try await ahead
        }
    }
}
