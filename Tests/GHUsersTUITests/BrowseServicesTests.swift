import Foundation
import GHData
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersTUI

/// `BrowseServices.page`: each list the browser shows becomes the request GitHub documents,
/// its first page by its source and later pages by the cursor GitHub's link gave.
struct BrowseServicesTests {
    static let base = URL(string: "https://api.github.com")!

    /// Services over `transport`, with `favorites` kept in memory.
    static func services(_ transport: StubTransport, favorites: InMemoryFavoritesStore = InMemoryFavoritesStore()) -> BrowseServices {
        let configuration = APIConfiguration(baseURL: base, token: nil, userAgent: "gh-users-tests")
        return BrowseServices(
            users: GitHubUserRepository(configuration: configuration, transport: transport),
            repositories: GitHubRepositoryCatalog(configuration: configuration, transport: transport),
            favorites: .success(favorites), rateLimits: nil, describe: { BrowseFailure(message: "\($0)") }, open: { _ in nil },
            redirectNotices: { _ in })
    }

    private static let search = #"{"total_count":0,"incomplete_results":false,"items":[]}"#

    @Test func theFirstPage_ofEachSource_isItsEndpoint() async {
        let cases: [(ListSource, String, String)] = [
            (ListSource.users(since: 5), "/users?since=5&per_page=100", "[]"),
            (.search(UserSearch(query: "tom")!), "/search/users?q=tom&per_page=100", Self.search),
            (.followers(Login("octocat")!), "/users/octocat/followers?per_page=100", "[]"),
            (.following(Login("octocat")!), "/users/octocat/following?per_page=100", "[]"),
            (.organizations(Login("octocat")!), "/users/octocat/orgs?per_page=100", "[]"),
            (.repositories(Login("octocat")!), "/users/octocat/repos?per_page=100", "[]"),
            (.starred(Login("octocat")!), "/users/octocat/starred?per_page=100", "[]"),
        ]
        for (source, target, body) in cases {
            let transport = StubTransport()
            transport.register(target, body: body)
            do {
                let page = try await Self.services(transport).page(source, at: nil)
                #expect(page.items.isEmpty, "case \(String(reflecting: (source, target, body)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (source, target, body)))")
            }
            #expect(transport.targets == [target], "case \(String(reflecting: (source, target, body)))")
            #expect(transport.unexpectedRequests.isEmpty, "case \(String(reflecting: (source, target, body)))")
        }
    }

    @Test func trending_searchesTheMostStarred_inALanguage() async throws {
        let transport = StubTransport()
        transport.register("/search/repositories", body: Self.search)
        _ = try await Self.services(transport).page(.trending(language: "swift"), at: nil)
        let query = try #require(
            transport.requests.first?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }?.queryItems)
        #expect(query.first { $0.name == "q" }?.value == "language:swift")
        #expect(query.first { $0.name == "sort" }?.value == "stars")
    }

    @Test func laterPages_followTheCursor_andRowsComeBackAsRows() async throws {
        let transport = StubTransport()
        let next = "https://api.github.com/users/octocat/starred?per_page=100&page=2"
        transport.register("/users/octocat/starred", headers: ["Link": "<\(next)>; rel=\"next\""], body: "[]")
        let services = Self.services(transport)
        let first = try await services.page(.starred(Login("octocat")!), at: nil)
        let cursor = try #require(first.next)
        transport.register(
            "/users/octocat/starred?per_page=100&page=2",
            body: #"[{"id":1,"name":"r","full_name":"o/r","owner":{"login":"o","avatar_url":""},"html_url":"https://github.com/o/r"}]"#)
        let second = try await services.page(.starred(Login("octocat")!), at: cursor)
        #expect(second.items.map(\.ownerLogin) == ["o"])
        #expect(transport.targets.last == "/users/octocat/starred?per_page=100&page=2")
    }

    @Test func favorites_comeFromTheStore_inOnePage() async throws {
        let kept = FavoriteUser(
            host: "api.github.com", id: 1, login: "mojombo", name: nil, avatarURL: "", htmlURL: "", addedAt: .distantPast)
        let page = try await Self.services(StubTransport(), favorites: InMemoryFavoritesStore(FavoriteList([kept]))).page(
            .favorites, at: nil)
        #expect(page.items == [.favorite(kept)])
        #expect(page.next == nil)
    }
}
