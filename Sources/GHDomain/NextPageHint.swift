import Foundation

/// Lets a paged listing hear a page's next link as soon as the data layer knows it: from the
/// response's headers, before the body has been read and decoded. The listing can then send
/// the next request while this page is still being read, decoded and printed.
///
/// It is a hint, never a requirement: a repository that does not call it, or calls it late,
/// gives the same pages, only a little more slowly. Task-local, so that the repository
/// protocols stay about pages and users rather than about timing.
public enum NextPageHint {
    /// Set by ``PagedListing`` around each page request; a repository that learns the page's
    /// `next` cursor early passes it here. It may be called more than once with the same
    /// cursor (a retried request); only the first call counts.
    @TaskLocal public static var observer: (@Sendable (PageCursor) -> Void)?
}
