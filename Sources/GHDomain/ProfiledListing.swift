import Foundation

/// A listing of users with each page's profiles added (`--full`): the batch for a page is asked
/// for while the listing fetches the next page, so the profiles cost about no time of their own
/// when the two take as long.
///
/// A user the directory no longer knows keeps its row, as listed, with no profile members; it is
/// handed to `missing`, so the command line can say so with `-v`.
public struct ProfiledListing<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == Page<UserSummary> {
    /// Each element is one page of profiles.
    public typealias Element = Page<UserProfile>

    private let base: Base
    private let directory: any ProfileDirectory
    private let missing: @Sendable (UserSummary) -> Void

    /// The pages of `base`, each with the profiles `directory` has for its users.
    public init(_ base: Base, directory: any ProfileDirectory, missing: @escaping @Sendable (UserSummary) -> Void = { _ in }) {
        self.base = base
        self.directory = directory
        self.missing = missing
    }

    /// An iterator over the pages of profiles.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), directory: directory, missing: missing)
    }

    /// Takes a page from the base listing, which starts the request for the page after it, and
    /// then asks for this page's profiles, so that the two travel together.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let directory: any ProfileDirectory
        private let missing: @Sendable (UserSummary) -> Void

        init(base: Base.AsyncIterator, directory: any ProfileDirectory, missing: @escaping @Sendable (UserSummary) -> Void) {
            self.base = base
            self.directory = directory
            self.missing = missing
        }

        /// The next page with its profiles, or `nil` when the listing is done.
        public mutating func next() async throws -> Page<UserProfile>? {
            guard let page = try await base.next() else { return nil }
            let profiles = page.items.isEmpty ? [] : try await directory.profiles(of: page.items)
            guard profiles.count == page.items.count else {
                throw GitHubError.unexpectedResponse(
                    url: "profiles", detail: "\(profiles.count) profiles came for \(page.items.count) users")
            }
            let rows = zip(page.items, profiles).map { user, profile in
                profile
                    ?? {
                        missing(user)
                        return UserProfile(summary: user)
                    }()
            }
            return Page(
                items: rows, next: page.next, isTruncated: page.isTruncated, totalCount: page.totalCount, isIncomplete: page.isIncomplete,
                position: page.position)
        }
    }
}
