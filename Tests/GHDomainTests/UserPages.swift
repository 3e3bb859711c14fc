import Foundation
import GHDomain
import GHTestSupport
import Synchronization

/// An in-memory paged list of users (`user<ID>`), for the use cases that read listings: each
/// page's fetch is recorded, may wait at a gate, and may fail.
final class UserPages: Sendable {
    /// A page that fails with this error, as a dropped connection would.
    struct Broken: Error, Equatable {
        let page: Int
    }

    private let pages: [[Int]]
    private let failing: Int?
    private let gates: [Int: AsyncGate]
    private let fetched = Mutex<[Int]>([])

    /// Pages holding `pages`' ids; page `failing` (counted from 0) fails; page `n` waits for
    /// `gates[n]` first.
    init(_ pages: [[Int]], failing: Int? = nil, gates: [Int: AsyncGate] = [:]) {
        self.pages = pages
        self.failing = failing
        self.gates = gates
    }

    /// The pages fetched so far, in order.
    var fetchedPages: [Int] { fetched.withLock { $0 } }

    /// A user as a listing shows one.
    static func user(_ id: Int) -> UserSummary {
        UserSummary(
            login: "user\(id)", id: id, type: "User", siteAdmin: false, avatarURL: "https://avatars.test/\(id)",
            htmlURL: "https://github.com/user\(id)")
    }

    /// The whole listing.
    var listing: PagedListing<UserSummary> {
        PagedListing(
            extent: .all, pageSize: 100, first: { try await self.page(0) }, next: { try await self.page(Int($0.url.lastPathComponent)!) })
    }

    private func page(_ number: Int) async throws -> Page<UserSummary> {
        fetched.withLock { $0.append(number) }
        if let gate = gates[number] { try await gate.wait() }
        if number == failing { throw Broken(page: number) }
        let ids = pages.indices.contains(number) ? pages[number] : []
        let next =
            number + 1 < pages.count ? PageCursor(url: URL(string: "https://api.test/page/\(number + 1)")!, position: number + 1) : nil
        return Page(items: ids.map(Self.user), next: next, position: number)
    }
}

/// Every page of `sequence`, by ids.
func idPages<Pages: PageSequence>(_ sequence: Pages) async throws -> [[Int]] where Pages.Item == UserSummary {
    var pages: [[Int]] = []
    try await sequence.forEachPage { pages.append($0.items.map(\.id)) }
    return pages
}

/// The pages of `sequence` handed over before it ended, and what it threw, if it threw.
func handedOver<Pages: PageSequence>(_ sequence: Pages) async -> (pages: [Page<Pages.Item>], error: (any Error)?) {
    var pages: [Page<Pages.Item>] = []
    do {
        try await sequence.forEachPage { pages.append($0) }
        return (pages, nil)
    } catch {
        return (pages, error)
    }
}
