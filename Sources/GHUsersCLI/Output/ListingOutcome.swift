/// How a listing written by ``ListingWriter/write(_:into:continuation:heading:)`` ended.
struct ListingOutcome<Item: Sendable>: Sendable {
    /// Items printed.
    var count = 0
    /// The last item printed.
    var last: Item?
    /// Whether the listing has more items than were printed.
    var hasMore = false
    /// Whether any page said its search did not finish.
    var isIncomplete = false
}
