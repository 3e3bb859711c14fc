import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

@Suite(.timeLimit(.minutes(1)))
struct GitHubRepositoryCatalogTests {
    private func catalog(_ transport: StubTransport) -> GitHubRepositoryCatalog {
        GitHubRepositoryCatalog(
            configuration: APIConfiguration(baseURL: URL(string: "https://api.github.com")!, token: nil, userAgent: "gh-users/9.9"),
            transport: transport)
    }

    @Test func repositories_readsThePageAndItsNextLink() async throws {
        let transport = StubTransport()
        transport.register("/users/kohsuke/repos?sort=pushed&per_page=30", fixture: Fixture.named("user-kohsuke-repos-per_page-30"))
        let page = try await catalog(transport).repositories(of: Login("kohsuke")!, sort: .pushed, perPage: 30)
        #expect(page.items.count == 30)
        #expect(page.items.first?.fullName == "kohsuke/access-modifier")
        #expect(page.next?.url.absoluteString == "https://api.github.com/user/50003/repos?per_page=30&page=2")
        #expect(transport.unusedStubs.isEmpty)
    }

    @Test func repositories_ofAMissingUser_isUserNotFound() async {
        let transport = StubTransport()
        transport.register("/users/ghost-404/repos", fixture: Fixture.named("error-404-not-found"))
        await #expect(throws: GitHubError.userNotFound(login: "ghost-404")) {
            try await catalog(transport).repositories(of: Login("ghost-404")!, sort: nil, perPage: 30)
        }
    }

    @Test func searchRepositories_readsTheTotalAndTheItems() async throws {
        let transport = StubTransport()
        transport.register(
            "/search/repositories?q=tetris%20language%3Aassembly&sort=stars&order=desc&per_page=30",
            fixture: Fixture.named("search-repositories-tetris-assembly-stars"))
        let search = RepositorySearch(query: "tetris language:assembly", sort: .stars, order: .descending)
        let page = try await catalog(transport).searchRepositories(search, perPage: 30)
        #expect(page.totalCount == 1677)
        #expect(page.items.first?.fullName == "daniel-e/tetros")
        #expect(
            page.next?.url.absoluteString == "https://api.github.com/search/repositories?sort=stars&q=tetris+language%3Aassembly&page=2")
    }

    @Test func searchRepositories_422_namesTheQuery() async {
        let transport = StubTransport()
        transport.register(
            "/search/repositories", status: 422, body: #"{"message":"Validation Failed","errors":[{"field":"q","code":"missing"}]}"#)
        await #expect(throws: GitHubError.invalidSearchQuery(query: "language:", message: "Validation Failed: q missing")) {
            try await catalog(transport).searchRepositories(
                RepositorySearch(query: "language:", sort: .stars, order: .descending), perPage: 30)
        }
    }
}
