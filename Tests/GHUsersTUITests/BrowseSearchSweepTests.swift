import Foundation
import GHData
import GHDomain
import GHTestSupport
import Testing

@testable import GHUsersTUI

/// The browser's search list past the 1,000 results GitHub serves of one search: when it is
/// scrolled to its end it goes on by sweeping slices of account creation time, as `search --all`
/// does, and lists each match once.
struct BrowseSearchSweepTests {
    /// Services over the stand-in's qualified search of `count` accounts, with or without the
    /// numbered pages a sweep needs.
    private static func services(accounts count: Int, sweeps: Bool = true) -> BrowseServices {
        var fake = FakeGitHub()
        fake.searchAccounts = FakeGitHub.SearchAccount.spread(count: count, organizations: false)
        // The stand-in links back to where it was asked, over http.
        let configuration = APIConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!, token: nil, userAgent: "gh-users-tests")
        let users = GitHubUserRepository(configuration: configuration, transport: FakeGitHubTransport(fake))
        return BrowseServices(
            users: users, repositories: GitHubRepositoryCatalog(configuration: configuration, transport: FakeGitHubTransport(fake)),
            favorites: .failure(BrowseFailure(message: "none")), rateLimits: nil, describe: { BrowseFailure(message: "\($0)") },
            open: { _ in nil }, redirectNotices: { _ in }, now: { Date(timeIntervalSince1970: 1_800_000_000) },
            searchPages: sweeps ? users : nil)
    }

    /// The list as the browser fills it while it is scrolled to its end: a page at a time, each
    /// asked at the cursor the list keeps, until it says it is at its end (at most `pages`).
    private static func scrolledToTheEnd(_ source: ListSource, _ services: BrowseServices, pages: Int = 100) async throws -> PagedList {
        var list = PagedList()
        for _ in 0..<pages where list.canLoad {
            let generation = list.beginLoading()
            let page = try await services.page(source, at: list.nextCursor)
            _ = list.receive(page, generation: generation, cap: source.resultCap, measure: source.kind.measure)
        }
        return list
    }

    private static func ids(_ list: PagedList) -> [Int] {
        list.rows.compactMap { row in
            guard case .user(let user) = row else { return nil }
            return user.id
        }
    }

    @Test func pastGitHubs1000_theSweepListsEveryMatchOnce() async throws {
        let source = ListSource.search(UserSearch(query: "followers:>=0")!)
        let list = try await Self.scrolledToTheEnd(source, Self.services(accounts: 2_500))
        // GitHub's 1,000 first (the stand-in's order is by id), then the sweep's, oldest account
        // first, without those already listed.
        #expect(Self.ids(list) == Array(1...2_500))
        #expect(list.isAtEnd && !list.isCapped && list.total == 2_500)
    }

    @Test func aQueryWithItsOwnCreated_orNoSweep_stopsAt1000() async throws {
        let own = ListSource.search(UserSearch(query: "created:>2000-01-01")!)
        let capped = try await Self.scrolledToTheEnd(own, Self.services(accounts: 1_500))
        #expect(Self.ids(capped) == Array(1...1_000))
        #expect(capped.isAtEnd && capped.isCapped && capped.total == 1_500)
        let plain = ListSource.search(UserSearch(query: "followers:>=0")!)
        let unswept = try await Self.scrolledToTheEnd(plain, Self.services(accounts: 1_500, sweeps: false))
        #expect(Self.ids(unswept) == Array(1...1_000))
        #expect(unswept.isAtEnd && unswept.isCapped)
    }
}
