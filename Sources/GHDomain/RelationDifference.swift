import Foundation
import Synchronization

/// The users of one of a user's lists (followers, or whom they follow) kept or dropped by the
/// other, as ``Relation`` says, page by page in the order GitHub lists them.
///
/// Both lists are fetched whole, at the same time. The other list is held as a set of ids, and
/// nothing is handed over before it is complete, so every user handed over belongs; a failure on
/// either list is thrown. While the other list loads, at most ``pagesHeldAhead`` pages of the
/// printed one are held; then its fetching waits. Memory is the other list's ids and those pages.
public struct RelationDifference<User: ListedUser>: PageSequence {
    /// The most pages of the printed list held while the other list is still loading.
    public static var pagesHeldAhead: Int { 10 }

    private let relation: Relation
    private let printed: PagedListing<User>
    private let other: PagedListing<User>
    private let limit: Int?

    /// The users of `login` in `relation`, at most `limit` of them when given; both lists are
    /// fetched to their ends, 100 users a page.
    public init<Source: UserSource>(_ relation: Relation, of login: Login, from repository: Source, limit: Int? = nil)
    where Source.User == User {
        let followers = PagedListing.followers(of: login, from: repository, extent: .all)
        let following = PagedListing.following(of: login, from: repository, extent: .all)
        self.init(relation, followers: followers, following: following, limit: limit)
    }

    /// The users of `followers` or `following` in `relation`, from listings already made.
    public init(_ relation: Relation, followers: PagedListing<User>, following: PagedListing<User>, limit: Int? = nil) {
        self.relation = relation
        printed = relation.printsFollowers ? followers : following
        other = relation.printsFollowers ? following : followers
        self.limit = limit.map { Swift.max(1, $0) }
    }

    /// Fetches the other list as ids in a child task, reads the printed list alongside (holding
    /// what comes until the ids are all in, ``pagesHeldAhead`` pages at most), and hands over each
    /// page of the printed list with the users that belong (never an empty page).
    public func forEachPage(_ body: (Page<User>) async throws -> Void) async throws {
        let other = other
        let done = DoneMark()
        try await withThrowingTaskGroup(of: Set<Int>.self) { group in
            group.addTask {
                defer { done.mark() }
                var ids = Set<Int>()
                try await other.forEachPage { ids.formUnion($0.items.lazy.map(\.user.id)) }
                return ids
            }
            var filter = Filter(relation: relation, remaining: limit)
            var held: [Page<User>] = []
            // Once the other list's ids are all in, the pages held meanwhile go, in order.
            func handHeld() async throws {
                filter.ids = try await group.next() ?? []
                let pages = held
                held = []
                for (index, page) in pages.enumerated() {
                    try await filter.hand(page, heldAfter: pages.count - index - 1, to: body)
                }
            }
            do {
                try await printed.forEachPage { page in
                    if filter.ids == nil {
                        held.append(page)
                        guard done.isMarked || held.count >= Self.pagesHeldAhead else { return }
                        try await handHeld()
                        return
                    }
                    try await filter.hand(page, heldAfter: 0, to: body)
                }
                // The printed list ended while the other still loaded: what was held goes now.
                if filter.ids == nil { try await handHeld() }
            } catch is LimitReached {
                return
            }
        }
    }

    /// What is kept of the printed list, and how many more users the limit allows.
    private struct Filter {
        let relation: Relation
        var remaining: Int?
        var ids: Set<Int>?

        /// Hands over what of `page` belongs, if anything; `heldAfter` pages of the printed list
        /// are still held behind it. Throws ``LimitReached`` once the limit is handed over.
        mutating func hand(_ page: Page<User>, heldAfter: Int, to body: (Page<User>) async throws -> Void) async throws {
            let ids = ids ?? []
            var kept = page
            kept.items = page.items.filter { relation.keeps(inOtherList: ids.contains($0.user.id)) }
            kept.totalCount = nil
            var reached = false
            if let left = remaining {
                if kept.items.count >= left {
                    // The limit is reached: nothing more is fetched.
                    reached = true
                    kept.isTruncated = kept.items.count > left || page.hasMore || heldAfter > 0
                    kept.items = Array(kept.items.prefix(left))
                    kept.next = nil
                }
                remaining = left - kept.items.count
            }
            if !kept.items.isEmpty { try await body(kept) }
            if reached { throw LimitReached() }
        }
    }

    /// The limit was handed over: the printed list is read no further.
    private struct LimitReached: Error {}
}

/// Whether a piece of work has ended, for a reader that must not wait for it.
private final class DoneMark: Sendable {
    private let done = Atomic(false)

    var isMarked: Bool { done.load(ordering: .acquiring) }

    func mark() { done.store(true, ordering: .releasing) }
}
