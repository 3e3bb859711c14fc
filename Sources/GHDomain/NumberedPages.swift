import Foundation

/// The pages still to come of a listing GitHub numbers (`?page=2` … `?page=14`), as the first
/// page's `Link` header named them: its next page and its last. The pages between differ from
/// the next only in their number, so a listing can ask for several at once rather than each
/// after the one before.
///
/// Only a pattern: each page's own next link still decides where the listing goes, and a
/// page whose next link is not the number after it (the list changed while it was read) is
/// followed one page at a time from there.
public struct NumberedPages: Hashable, Sendable {
    /// The next page, whose address every page's follows.
    public let next: PageCursor
    /// The next page's number.
    public let first: Int
    /// The last page's number.
    public let last: Int

    /// The pages from `next` to `last`, when the two addresses differ only in their `page`
    /// query item, a whole number no smaller at `last`; `nil` otherwise (a listing paged by
    /// `since`, or links that do not follow the pattern).
    public init?(next: PageCursor, last: URL) {
        guard let start = Self.number(in: next.url), let end = Self.number(in: last),
            start <= end, end - start < ListingExtent.maximumPages,
            Self.url(next.url, numbered: end) == last
        else { return nil }
        self.next = next
        first = start
        self.last = end
    }

    /// The cursor of page `number`, one of ``first`` … ``last``.
    public func cursor(at number: Int) -> PageCursor {
        guard number != first, let url = Self.url(next.url, numbered: number) else { return next }
        return PageCursor(url: url, position: number, isTrusted: next.isTrusted)
    }

    /// The `page` query item of `url`, when it is one whole number and there is one.
    private static func number(in url: URL) -> Int? {
        let pages = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems?.filter { $0.name == "page" }
        guard let pages, pages.count == 1, let text = pages[0].value, text.allSatisfy(\.isASCII) else { return nil }
        return Int(text)
    }

    /// `url` with its `page` query item set to `number`, everything else as it was.
    private static func url(_ url: URL, numbered number: Int) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map { item in
            item.name == "page" ? URLQueryItem(name: "page", value: String(number)) : item
        }
        return components.url
    }
}
