/// A listing handed to its reader a page at a time, in order: a ``PagedListing``, or one made
/// from listings (users with their profiles, the difference of two lists). The reader is
/// called with each page; whatever work runs ahead of it (the next page's request) is a child
/// of the reader's task, so it runs where the reader prefers and ends when the reader stops.
public protocol PageSequence<Item>: Sendable {
    /// What a page holds.
    associatedtype Item: Sendable

    /// Hands each page to `body`, in order; a failure is thrown after the pages before it were
    /// handed over, and an error `body` throws ends the listing.
    func forEachPage(_ body: (Page<Item>) async throws -> Void) async throws
}
