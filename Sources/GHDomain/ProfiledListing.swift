import Foundation

/// A listing of users with each page's profiles added (`--full`): the batch for a page is asked
/// for while the listing fetches the next page, so the profiles cost about no time of their own
/// when the two take as long. At most two pages are held: the one handed over and the next.
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

    /// Keeps one page ahead of the reader with its profiles asked for: when a page is handed
    /// over, the next page has been taken from the base listing (which sends the request for the
    /// one after it) and its batch sent, so that reading an answer and printing a page happen
    /// while the next requests travel. The batch under way is owned by the iterator, and is
    /// cancelled when the iterator is dropped.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let directory: any ProfileDirectory
        private let missing: @Sendable (UserSummary) -> Void
        private var ahead: (page: Page<UserSummary>, batch: Prefetch<[UserProfile?]>)?
        private var started = false
        private var failure: (any Error)?

        init(base: Base.AsyncIterator, directory: any ProfileDirectory, missing: @escaping @Sendable (UserSummary) -> Void) {
            self.base = base
            self.directory = directory
            self.missing = missing
        }

        /// The next page with its profiles, or `nil` when the listing is done.
        public mutating func next() async throws -> Page<UserProfile>? {
            if !started {
                started = true
                ahead = try await takePage()
            }
            guard let (page, batch) = ahead else {
                if let failure {
                    self.failure = nil
                    throw failure
                }
                return nil
            }
            // The page after this one, with its batch sent, before this page's batch is read; a
            // failure there comes after this page.
            do {
                ahead = try await takePage()
            } catch {
                ahead = nil
                failure = error
            }
            let directory = directory
            let items = page.items
            let profiles = try await batch.take(orRun: { try await directory.profiles(of: items) })
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

        /// The base listing's next page, with the request for its profiles sent.
        private mutating func takePage() async throws -> (page: Page<UserSummary>, batch: Prefetch<[UserProfile?]>)? {
            guard let page = try await base.next() else { return nil }
            let batch = Prefetch<[UserProfile?]>()
            let directory = directory
            let items = page.items
            batch.start { items.isEmpty ? [] : try await directory.profiles(of: items) }
            return (page, batch)
        }
    }
}
