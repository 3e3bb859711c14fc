import Foundation

/// Where the next page of a listing starts, exactly as GitHub gave it.
///
/// GitHub pages users by id, and ids have gaps, so a cursor is never a count: it is the
/// `rel="next"` link GitHub sent, kept opaque to everything but the repository.
public struct PageCursor: Hashable, Sendable {
    /// The next page's address.
    public let url: URL
    /// Where in the listing the page starts, when the address says: the id after which users
    /// are listed (`since`), or the page number (`page`). Each page's must be past the one
    /// before, or the listing would repeat itself.
    public let position: Int?
    /// Whether the link came from the API itself. A link that a page from another host handed
    /// over is followed without the token, even if it points back at the API, so that no other
    /// host can choose what is fetched in the user's name.
    public let isTrusted: Bool
    /// Where a sweep of a search's creation-time slices goes on (``SearchSweep``): a cursor
    /// past the 1,000 results GitHub serves of one search, which no link of GitHub's names;
    /// `nil` for GitHub's own links.
    public let sweep: SweepPosition?

    /// Wraps the address GitHub gave for the next page.
    public init(url: URL, position: Int? = nil, isTrusted: Bool = true) {
        self.url = url
        self.position = position
        self.isTrusted = isTrusted
        sweep = nil
    }

    /// The sweep of a search's slices at `position`. Its ``url`` only names the position
    /// (`gh-users:sweep/…`), so that it is never taken for a page GitHub serves; it is not fetched.
    public init(sweep position: SweepPosition) {
        url = URL(string: "gh-users:sweep/\(position.text)")!
        self.position = nil
        isTrusted = true
        sweep = position
    }
}

/// One page of a listing, and where the next one starts if there is one.
public struct Page<Item: Sendable>: Sendable {
    /// The items on this page, in GitHub's order.
    public var items: [Item]
    /// The next page, or `nil` on the last one.
    public var next: PageCursor?
    /// Whether items past a limit were dropped from the end of this page, so that the
    /// listing goes on after the last item kept rather than at `next`.
    var isTruncated: Bool
    /// For search results: how many items match in all, as GitHub counted them.
    public var totalCount: Int?
    /// For search results: whether GitHub's search timed out before it had looked at
    /// everything, so matches may be missing.
    public var isIncomplete: Bool
    /// Where in the listing this page starts, when its address said (as for
    /// ``PageCursor/position``): its next link must point past it.
    public var position: Int?
    /// Why the next link this page came with cannot be followed (not http or https, another
    /// origin, malformed), when it cannot; ``next`` is then `nil`. A listing that wants more
    /// hands this page over, then fails with it, rather than ending as though it were complete.
    public var unfollowableNext: GitHubError?
    /// For a listing GitHub numbers, the pages from the next to the last, as this page's links
    /// named them: what lets a listing ask for several at once.
    public var numbered: NumberedPages?

    /// Creates a page.
    public init(
        items: [Item], next: PageCursor?, isTruncated: Bool = false, totalCount: Int? = nil, isIncomplete: Bool = false,
        position: Int? = nil, unfollowableNext: GitHubError? = nil, numbered: NumberedPages? = nil
    ) {
        self.items = items
        self.next = next
        self.isTruncated = isTruncated
        self.totalCount = totalCount
        self.isIncomplete = isIncomplete
        self.position = position
        self.unfollowableNext = unfollowableNext
        self.numbered = numbered
    }

    /// Whether the listing has more items after this page.
    public var hasMore: Bool { next != nil || isTruncated }
}

extension Page: Equatable where Item: Equatable {}

extension Page {
    /// The same page with each item transformed.
    public func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(
            items: try items.map(transform), next: next, isTruncated: isTruncated, totalCount: totalCount, isIncomplete: isIncomplete,
            position: position, unfollowableNext: unfollowableNext, numbered: numbered)
    }
}
