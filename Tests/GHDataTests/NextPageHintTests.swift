import Foundation
import GHDomain
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a listing hears through ``NextPageHint`` while a repository call runs.
private final class HeardLinks: @unchecked Sendable {
    private let lock = NSLock()
    private var links: [String] = []

    func hear(_ cursor: PageCursor) { lock.withLock { links.append(cursor.url.absoluteString) } }

    var all: [String] { lock.withLock { links } }

    /// Runs `body` with this recorder as the listing listening for next links.
    func listening<Value>(_ body: () async throws -> Value) async rethrows -> Value {
        let listener: @Sendable (PageCursor) -> Void = { self.hear($0) }
        return try await NextPageHint.$observer.withValue(listener) { try await body() }
    }
}

struct NextPageHintTests {
    private let configuration = APIConfiguration(baseURL: URL(string: "https://api.github.com")!, token: nil, userAgent: "gh-users/9.9")

    @Test func aPageRequest_passesOnTheNextLink_fromTheHeaders() async throws {
        let transport = StubTransport()
        transport.register("/users", fixture: Fixture.named("users-list-per_page-10"))
        let heard = HeardLinks()
        let page = try await heard.listening {
            try await GitHubUserRepository(configuration: configuration, transport: transport).users(since: 0, perPage: 10)
        }
        #expect(heard.all == ["https://api.github.com/users?per_page=10&since=19"])
        #expect(page.next?.url.absoluteString == heard.all.first)
    }

    @Test func aSearchPage_passesOnItsNextLinkToo() async throws {
        let transport = StubTransport()
        transport.register(
            "/search/users", headers: TestLinks.next("https://api.github.com/search/users?q=a&page=2"),
            body: #"{"total_count":40,"incomplete_results":false,"items":[]}"#)
        let heard = HeardLinks()
        _ = try await heard.listening {
            try await GitHubUserRepository(configuration: configuration, transport: transport).searchUsers(
                try #require(UserSearch(query: "a")), perPage: 30)
        }
        #expect(heard.all == ["https://api.github.com/search/users?q=a&page=2"])
    }

    @Test func anErrorOrALastPage_passesOnNothing() async throws {
        let transport = StubTransport()
        transport.register("/users", status: 500, headers: TestLinks.next("https://api.github.com/users?since=9"), body: "{}")
        transport.register("/users", status: 404, headers: TestLinks.next("https://api.github.com/users?since=9"), body: "{}")
        transport.register("/users", body: "[]")
        let repository = GitHubUserRepository(configuration: configuration, transport: transport)
        let heard = HeardLinks()
        for _ in 0..<3 {
            _ = try? await heard.listening { try await repository.users(since: 0, perPage: 1) }
        }
        #expect(heard.all == [])
        #expect(transport.unusedStubs == [])
    }

    @Test func withNoListingListening_nothingIsAsked() async throws {
        #expect(NextPageHint.observer == nil)
        #expect(GitHubClient.nextLinkListener() == nil)
    }

    @Test func cachingTransport_tellsTheHeadOfWhatItServesFromTheCache() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-hint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register(
            "/users", headers: ["ETag": "\"v1\"", "Link": "<https://api.github.com/users?since=1>; rel=\"next\""], body: "[1]")
        transport.register("/users", status: 304, body: "")
        let cache = HTTPCache(directory: directory)
        let online = CachingTransport(wrapping: transport, cache: cache, token: nil) { _, _ in }
        let offline = CachingTransport(wrapping: transport, cache: cache, token: nil, mode: .offline) { _, _ in }
        let request = URLRequest(url: URL(string: "https://api.github.com/users")!)
        let heads = HeadStatuses()
        for transport in [online, online, offline] {
            _ = try await transport.send(request) { heads.record($0) }
        }
        // The network's 200; the network's 304, then the stored 200 it confirmed; the stored 200.
        #expect(heads.all == ["200 next", "304 -", "200 next", "200 next"])
    }
}

/// The heads a transport hands over, as status and whether a next link came with it.
private final class HeadStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var heads: [String] = []

    func record(_ response: HTTPURLResponse) {
        let link = response.header("Link")?.contains("rel=\"next\"") == true ? "next" : "-"
        lock.withLock { heads.append("\(response.statusCode) \(link)") }
    }

    var all: [String] { lock.withLock { heads } }
}

/// `Link` headers for stubs.
private enum TestLinks {
    static func next(_ url: String) -> [String: String] { ["Link": "<\(url)>; rel=\"next\""] }
}
