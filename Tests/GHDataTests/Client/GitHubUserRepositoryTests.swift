import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1)))
struct GitHubUserRepositoryTests {
    private let base = URL(string: "https://api.github.com")!

    private func repository(_ transport: StubTransport, token: String? = nil) -> GitHubUserRepository {
        GitHubUserRepository(configuration: APIConfiguration(baseURL: base, token: token, userAgent: "gh-users/9.9"), transport: transport)
    }

    @Test func users_sendsGitHubsHeaders_andReadsTheNextLink() async throws {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=10", fixture: Fixture.named("users-list-per_page-10"))
        let page = try await repository(transport, token: "s3cret").users(since: 0, perPage: 10)
        #expect(page.items.count == 10)
        #expect(page.next?.url.absoluteString == "https://api.github.com/users?per_page=10&since=19")
        let request = try #require(transport.requests.first)
        #expect(request.value(forHTTPHeaderField: "User-Agent") == "gh-users/9.9")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
        #expect(request.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer s3cret")
        #expect(transport.unusedStubs.isEmpty)
    }

    @Test func users_readsALowercaseLinkHeader() async throws {
        let transport = StubTransport()
        transport.register("/users", fixture: Fixture.named("users-list-per_page-1"))
        let page = try await repository(transport).users(since: 0, perPage: 1)
        #expect(page.items.map(\.login) == ["mojombo"])
        #expect(page.next?.url.absoluteString == "https://api.github.com/users?per_page=1&since=1")
    }

    @Test func users_withoutLinkHeader_isTheLastPage() async throws {
        let transport = StubTransport()
        transport.register("/users", body: "[]")
        let page = try await repository(transport).users(since: 99, perPage: 30)
        #expect(page == Page(items: [], next: nil, position: 99))
    }

    @Test func usersAtCursor_requestsTheLinkAsGiven() async throws {
        let transport = StubTransport()
        transport.register("/users?per_page=10&since=19", body: "[]")
        _ = try await repository(transport).users(at: PageCursor(url: URL(string: "https://api.github.com/users?per_page=10&since=19")!))
        #expect(transport.requests.map { $0.url?.absoluteString } == ["https://api.github.com/users?per_page=10&since=19"])
    }

    @Test func token_isNotSentToAnotherOrigin() async throws {
        let transport = StubTransport()
        transport.register("/users", body: "[]")
        _ = try await repository(transport, token: "s3cret").users(at: PageCursor(url: URL(string: "https://evil.example/users?since=1")!))
        #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func profile_notFound_namesTheLogin() async throws {
        let transport = StubTransport()
        transport.register("/users/ghost-x", fixture: Fixture.named("error-404-not-found"))
        await #expect(throws: GitHubError.userNotFound(login: "ghost-x")) {
            try await repository(transport).profile(of: Login("ghost-x")!)
        }
    }

    @Test func profile_ofABot_requestsTheEncodedPath() async throws {
        let transport = StubTransport()
        transport.register("/users/shipit%5Bbot%5D", fixture: Fixture.named("user-bot"))
        let profile = try await repository(transport).profile(of: Login("shipit[bot]")!)
        #expect(profile.summary.type == "Bot")
    }

    @Test func status_mapsToTheDomainError() async throws {
        let cases: [(Int, [String: String], String, GitHubError)] = [
            (401, [:], #"{"message":"Bad credentials"}"#, GitHubError.badCredentials(message: "Bad credentials")),
            (
                403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000", "X-RateLimit-Limit": "60"], "{}",
                .rateLimited(
                    window: RateLimitSnapshot(
                        remaining: 0, limit: 60, resetAt: Date(timeIntervalSince1970: 1_700_000_000), resource: "core"),
                    sent: true)
            ),
            (
                429, ["x-ratelimit-remaining": "0"], "{}",
                .rateLimited(window: RateLimitSnapshot(remaining: 0, limit: 0, resetAt: nil, resource: "core"), sent: true)
            ),
            (
                403, [:], #"{"message":"Must have push access to repository"}"#,
                .httpStatus(
                    status: 403, url: "https://api.github.com/users?since=0&per_page=30", message: "Must have push access to repository")
            ),
            (404, [:], #"{"message":"Not Found"}"#, .notFound(url: "https://api.github.com/users?since=0&per_page=30")),
            (
                422, [:], #"{"message":"Validation Failed"}"#,
                .httpStatus(status: 422, url: "https://api.github.com/users?since=0&per_page=30", message: "Validation Failed")
            ),
            (500, [:], "", .serverError(status: 500, url: "https://api.github.com/users?since=0&per_page=30")),
            (502, [:], "<html>Bad gateway</html>", .serverError(status: 502, url: "https://api.github.com/users?since=0&per_page=30")),
            (304, [:], "", .httpStatus(status: 304, url: "https://api.github.com/users?since=0&per_page=30", message: nil)),
        ]
        for (status, headers, body, expected) in cases {
            let transport = StubTransport()
            transport.register("/users", status: status, headers: headers, body: body)
            await #expect(throws: expected, "case \(String(reflecting: (status, headers, body, expected)))") {
                try await repository(transport).users(since: 0, perPage: 30)
            }
        }
    }

    @Test func unexpectedBody_namesTheURLAndWhatWasWrong() async {
        let cases: [(String, String)] = [
            ("", "the body was empty"),
            ("<!DOCTYPE html><html>Unicorn!</html>", "the body is not valid JSON"),
            (#"[{"login":"a","id":1"#, "the body is not valid JSON"),
            (#"{"message":"an object"}"#, "the body is not Array<Any>"),
            (#"[{"login":"a","id":"1"}]"#, "[0].id is not Int"),
            (#"[{"id":1}]"#, #"[0] has no "login""#),
        ]
        for (body, detail) in cases {
            let transport = StubTransport()
            transport.register("/users", body: body)
            do {
                _ = try await repository(transport).users(since: 0, perPage: 30)
                Issue.record("case \(String(reflecting: (body, detail))): expected an error")
            } catch let GitHubError.unexpectedResponse(url, actual) {
                #expect(url == "https://api.github.com/users?since=0&per_page=30", "case \(String(reflecting: (body, detail)))")
                #expect(
                    actual.hasPrefix(detail.replacingOccurrences(of: "Array<Any>", with: "Array")),
                    "case \(String(reflecting: (body, detail)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (body, detail)))")
            }
        }
    }

    @Test func networkFailure_namesTheHost() async throws {
        let cases: [(URLError.Code, GitHubError)] = [
            (URLError.Code.cannotConnectToHost, GitHubError.cannotConnect(host: "api.github.com", reason: "connection refused")),
            (.cannotFindHost, .cannotConnect(host: "api.github.com", reason: "host not found")),
            (.timedOut, .timedOut(host: "api.github.com")),
            (.networkConnectionLost, .cannotConnect(host: "api.github.com", reason: "the connection was lost")),
            (.badServerResponse, .cannotConnect(host: "api.github.com", reason: "the connection closed without an answer")),
        ]
        for (code, expected) in cases {
            let transport = StubTransport()
            transport.register("/users", reply: .failure(code))
            await #expect(throws: expected, "case \(String(reflecting: (code, expected)))") {
                try await repository(transport).users(since: 0, perPage: 30)
            }
        }
    }

    @Test func followers_readsPageAndNextLink_namesAMissingUser() async throws {
        let transport = StubTransport()
        transport.register("/users/rtyler/followers?per_page=30", fixture: Fixture.named("user-rtyler-followers"))
        transport.register("/users/ghost-404/followers", fixture: Fixture.named("error-404-not-found"))
        let page = try await repository(transport).followers(of: Login("rtyler")!, perPage: 30)
        #expect(page.items.prefix(2).map(\.login) == ["brosner", "mde"])
        #expect(page.next?.url.absoluteString == "https://api.github.com/user/26594/followers?page=2")
        await #expect(throws: GitHubError.userNotFound(login: "ghost-404")) {
            try await repository(transport).followers(of: Login("ghost-404")!, perPage: 30)
        }
    }

    /// `organizations` reads the page and its next link, and names a missing user.
    @Test func organizations_readsThePage_andNamesAMissingUser() async throws {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/orgs?per_page=2",
            headers: ["Link": "<https://api.github.com/user/583231/orgs?per_page=2&page=2>; rel=\"next\""],
            body: "[\(FakeGitHub.organizationJSON(id: 1)),\(FakeGitHub.organizationJSON(id: 2))]")
        transport.register("/users/ghost-404/orgs", fixture: Fixture.named("error-404-not-found"))
        let page = try await repository(transport).organizations(of: Login("octocat")!, perPage: 2)
        #expect(
            page.items == [
                Organization(
                    login: "org1", id: 1, description: "Organization 1", avatarURL: "https://avatars.githubusercontent.com/u/1?v=4"),
                Organization(login: "org2", id: 2, description: nil, avatarURL: "https://avatars.githubusercontent.com/u/2?v=4"),
            ])
        #expect(page.next?.url.absoluteString == "https://api.github.com/user/583231/orgs?per_page=2&page=2")
        await #expect(throws: GitHubError.userNotFound(login: "ghost-404")) {
            try await repository(transport).organizations(of: Login("ghost-404")!, perPage: 30)
        }
    }

    @Test func following_requestsTheFollowingList() async throws {
        let transport = StubTransport()
        transport.register("/users/sigmavirus24/following?per_page=50", fixture: Fixture.named("user-sigmavirus24-following-per_page-50"))
        let page = try await repository(transport).following(of: Login("sigmavirus24")!, perPage: 50)
        #expect(page.items.count == 24)
        #expect(page.items.first?.login == "rsanheim")
        #expect(transport.unusedStubs.isEmpty)
    }

    @Test func searchUsers_readsTheTotalAndTheNextLink() async throws {
        let transport = StubTransport()
        transport.register(
            "/search/users?q=user%3Apengwynn%20user%3Adefunkt&per_page=1", fixture: Fixture.named("search-users-per_page-1-page-1"))
        let page = try await repository(transport).searchUsers(UserSearch(query: "user:pengwynn user:defunkt")!, perPage: 1)
        #expect(page.items.map(\.login) == ["defunkt"])
        #expect(page.totalCount == 2)
        #expect(page.isIncomplete == false)
        #expect(page.next?.url.absoluteString == "https://api.github.com/search/users?per_page=1&q=user%3Apengwynn+user%3Adefunkt&page=2")
        #expect(transport.unusedStubs.isEmpty)
    }

    @Test func searchUsers_422_namesTheQueryAndGitHubsReason() async {
        let transport = StubTransport()
        let body =
            #"{"message":"Validation Failed","errors":[{"message":"The listed users cannot be searched.","resource":"Search","field":"q","code":"invalid"}]}"#
        transport.register("/search/users", status: 422, body: body)
        await #expect(
            throws: GitHubError.invalidSearchQuery(
                query: "user:nobody-xyz", message: "Validation Failed: The listed users cannot be searched.")
        ) {
            try await repository(transport).searchUsers(UserSearch(query: "user:nobody-xyz")!, perPage: 30)
        }
    }

    @Test func searchUsers_searchLimitSpent_namesThatLimit() async {
        let transport = StubTransport()
        transport.register(
            "/search/users", status: 403,
            headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1800000000", "X-RateLimit-Resource": "search"],
            body: #"{"message":"API rate limit exceeded for 203.0.113.9."}"#)
        let window = RateLimitSnapshot(remaining: 0, limit: 0, resetAt: Date(timeIntervalSince1970: 1_800_000_000), resource: "search")
        await #expect(throws: GitHubError.rateLimited(window: window, sent: true)) {
            try await repository(transport).searchUsers(UserSearch(query: "tom")!, perPage: 30)
        }
    }

    @Test func searchUsersAtCursor_followsTheLinkAsGiven() async throws {
        let transport = StubTransport()
        transport.register(
            "/search/users?per_page=1&q=user%3Apengwynn+user%3Adefunkt&page=2", fixture: Fixture.named("search-users-per_page-1-page-2"))
        let cursor = PageCursor(url: URL(string: "https://api.github.com/search/users?per_page=1&q=user%3Apengwynn+user%3Adefunkt&page=2")!)
        let page = try await repository(transport).searchUsers(at: cursor)
        #expect(page.items.count == 1)
        #expect(page.next == nil)
        #expect(transport.unusedStubs.isEmpty)
    }
}
