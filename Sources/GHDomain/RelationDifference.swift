import Foundation
import Synchronization

/// The users of one of a user's lists (followers, or whom they follow) kept or dropped by the
/// other, as ``Relation`` says, page by page in the order GitHub lists them.
///
/// Both lists are fetched whole, at the same time. The other list is held as a set of ids, and
/// nothing is handed over before it is complete, so every user handed over belongs; a failure on
/// either list is thrown. While the other list loads, at most ``pagesHeldAhead`` pages of the
/// printed one are held; then its fetching waits. Memory is the other list's ids and those pages.
public struct RelationDifference: AsyncSequence, Sendable {
    /// Each element is one page of users that belong, in the printed list's order.
    public typealias Element = Page<UserSummary>

    /// The most pages of the printed list held while the other list is still loading.
    public static let pagesHeldAhead = 10

    private let relation: Relation
    private let printed: PagedListing<UserSummary>
    private let other: PagedListing<UserSummary>
    private let limit: Int?

    /// The users of `login` in `relation`, at most `limit` of them when given; both lists are
    /// fetched to their ends, 100 users a page.
    public init(_ relation: Relation, of login: Login, from repository: any UserRepository, limit: Int? = nil) {
        let followers = PagedListing.followers(of: login, from: repository, extent: .all)
        let following = PagedListing.following(of: login, from: repository, extent: .all)
        self.init(relation, followers: followers, following: following, limit: limit)
    }

    /// The users of `followers` or `following` in `relation`, from listings already made.
    public init(_ relation: Relation, followers: PagedListing<UserSummary>, following: PagedListing<UserSummary>, limit: Int? = nil) {
        self.relation = relation
        printed = relation.printsFollowers ? followers : following
        other = relation.printsFollowers ? following : followers
        self.limit = limit.map { Swift.max(1, $0) }
    }

    /// An iterator that starts both lists on its first call.
    public func makeAsyncIterator() -> Iterator {
        Iterator(self)
    }

    /// Starts the other list's fetch in a task it owns (cancelled when the iterator is dropped),
    /// reads the printed list alongside until that is done or enough pages are held, and then
    /// hands over what belongs.
    public struct Iterator: AsyncIteratorProtocol {
        private let relation: Relation
        private let otherList: PagedListing<UserSummary>
        private var printed: PagedListing<UserSummary>.Iterator
        private let otherIDs = Prefetch<Set<Int>>()
        private var ids: Set<Int>?
        private var held: [Page<UserSummary>] = []
        private var remaining: Int?
        private var finished = false

        init(_ difference: RelationDifference) {
            relation = difference.relation
            otherList = difference.other
            printed = difference.printed.makeAsyncIterator()
            remaining = difference.limit
        }

        /// The next page of users that belong (never empty), or `nil` when the printed list is done.
        public mutating func next() async throws -> Page<UserSummary>? {
            guard !finished else { return nil }
            if ids == nil { try await collectOtherList() }
            guard let ids else { return nil }
            while !finished {
                guard let page = try await nextPrintedPage() else { return nil }
                var kept = page
                kept.items = page.items.filter { relation.keeps(inOtherList: ids.contains($0.id)) }
                kept.totalCount = nil
                if let left = remaining {
                    if kept.items.count >= left {
                        // The limit is reached: nothing more is fetched.
                        finished = true
                        kept.isTruncated = kept.items.count > left || page.hasMore || !held.isEmpty
                        kept.items = Array(kept.items.prefix(left))
                        kept.next = nil
                    }
                    remaining = left - kept.items.count
                }
                if !kept.items.isEmpty { return kept }
            }
            return nil
        }

        /// The next page of the printed list: those held first.
        private mutating func nextPrintedPage() async throws -> Page<UserSummary>? {
            if !held.isEmpty { return held.removeFirst() }
            return try await printed.next()
        }

        /// Fetches the other list to its end as ids, reading pages of the printed list meanwhile.
        private mutating func collectOtherList() async throws {
            let done = DoneMark()
            let other = otherList
            otherIDs.start {
                defer { done.mark() }
                var ids = Set<Int>()
                for try await page in other {
                    ids.formUnion(page.items.lazy.map(\.id))
                }
                return ids
            }
            do {
                while !done.isMarked, held.count < RelationDifference.pagesHeldAhead, let page = try await printed.next() {
                    held.append(page)
                }
                ids = try await otherIDs.take(orRun: { [] })
            } catch {
                otherIDs.cancel()
                finished = true
                throw error
            }
        }
    }
}

/// Whether a piece of work has ended, for a reader that must not wait for it.
private final class DoneMark: Sendable {
    private let done = Atomic(false)

    var isMarked: Bool { done.load(ordering: .acquiring) }

    func mark() { done.store(true, ordering: .releasing) }
}
