import Foundation
import GHDomain
import GHSystem
import GHTestStubs
import GHTestSupport
import Synchronization
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `CachingTransport` over a stub: what it stores, when it revalidates, what it serves when the
/// network fails, offline, and for whom.
@Suite(.timeLimit(.minutes(1)))
struct CachingTransportTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-caching-\(UUID().uuidString)")
    private static let url = URL(string: "https://api.github.com/users/octocat")!

    /// Every stale answer served, as (host, stored at).
    private final class StaleLog: Sendable {
        private let served = Mutex<[String]>([])
        func record(_ host: String, _ storedAt: Date) { served.withLock { $0.append(host) } }
        var hosts: [String] { served.withLock { $0 } }
    }

    private func caching(
        _ transport: StubTransport, mode: CachingTransport.Mode = .online, stale: StaleLog = StaleLog()
    ) -> CachingTransport {
        CachingTransport(
            wrapping: transport, cache: HTTPCache(directory: directory), mode: mode,
            now: { Date(timeIntervalSince1970: 1_795_262_400) }, onStale: stale.record)
    }

    private static func get(token: String? = nil) -> URLRequest {
        var request = URLRequest(url: url)
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return request
    }

    /// An answer with a validator is served afterwards when the network fails, and that is said once.
    @Test func answerWithValidator_isServedWhenNetworkFails() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register("/users/octocat", headers: ["ETag": "\"v1\""], body: "{\"login\":\"octocat\"}")
        transport.register("/users/octocat", reply: .failure(.notConnectedToInternet))
        transport.register("/users/octocat", status: 503, body: "")
        let stale = StaleLog()
        let cache = caching(transport, stale: stale)
        _ = try await cache.send(Self.get())
        for _ in 0..<2 {
            let (body, response) = try await cache.send(Self.get())
            #expect(String(decoding: body, as: UTF8.self) == "{\"login\":\"octocat\"}")
            #expect(response.statusCode == 200)
        }
        #expect(stale.hosts == ["api.github.com", "api.github.com"])
        #expect(transport.unusedStubs.isEmpty)
    }

    /// Without libcurl the server is as unreachable as without a network: what is stored stands in.
    @Test func noLibcurl_servesWhatIsStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        let unavailable = TransportUnavailable(reason: "cannot load libcurl.so.4")
        transport.register("/users/octocat", headers: ["ETag": "\"v1\""], body: "{\"login\":\"octocat\"}")
        transport.register("/users/octocat", reply: .thrown(unavailable))
        transport.register("/users/mona", reply: .thrown(unavailable))
        let stale = StaleLog()
        let cache = caching(transport, stale: stale)
        _ = try await cache.send(Self.get())
        let (body, response) = try await cache.send(Self.get())
        #expect(String(decoding: body, as: UTF8.self) == "{\"login\":\"octocat\"}")
        #expect(response.statusCode == 200)
        let uncached = URLRequest(url: try #require(URL(string: "https://api.github.com/users/mona")))
        await #expect(throws: unavailable) { try await cache.send(uncached) }
        #expect(stale.hosts == ["api.github.com"])
        #expect(transport.unusedStubs.isEmpty)
    }

    @Test func anAnswerWithoutAValidator_isNotStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register("/users/octocat", body: "{}")
        transport.register("/users/octocat", reply: .failure(.notConnectedToInternet))
        let cache = caching(transport)
        _ = try await cache.send(Self.get())
        await #expect(throws: URLError(.notConnectedToInternet)) { try await cache.send(Self.get()) }
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [nil, nil])
    }

    /// Offline, what is stored is served, and anything else fails naming the URL, without the network.
    @Test func offline_servesWhatIsStored_elseFailsNamingTheURL() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register("/users/octocat", headers: ["Last-Modified": "Sat, 21 Nov 2026 12:00:00 GMT"], body: "[1]")
        _ = try await caching(transport).send(Self.get())
        // The run ends: its entries are written.
        await WriteBehind.shared.finished()
        let stale = StaleLog()
        let offline = caching(transport, mode: .offline, stale: stale)
        #expect(String(decoding: try await offline.send(Self.get()).0, as: UTF8.self) == "[1]")
        var other = Self.get()
        other.url = URL(string: "https://api.github.com/users/mojombo")
        await #expect(throws: GitHubError.notCached(url: "https://api.github.com/users/mojombo")) { try await offline.send(other) }
        #expect(transport.requests.count == 1)
        // The answer served is told of, so that its age can be shown; the miss is not.
        #expect(stale.hosts == ["api.github.com"])
    }

    /// What one token fetched is neither revalidated nor served for another.
    @Test func oneTokensAnswer_isNotReusedForAnother() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register("/users/octocat", headers: ["ETag": "\"mine\""], body: "[1]")
        transport.register("/users/octocat", headers: ["ETag": "\"theirs\""], body: "[2]")
        _ = try await caching(transport).send(Self.get(token: "ghp_mine"))
        let (body, _) = try await caching(transport).send(Self.get(token: "ghp_theirs"))
        #expect(String(decoding: body, as: UTF8.self) == "[2]")
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [nil, nil])
        let offline = caching(transport, mode: .offline)
        await #expect(throws: GitHubError.notCached(url: Self.url.absoluteString)) { try await offline.send(Self.get()) }
    }

    @Test func aRequestThatIsNotAGet_passesThroughUntouched() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register("/users/octocat", method: "HEAD", headers: ["ETag": "\"v\""], body: "")
        var head = Self.get()
        head.httpMethod = "HEAD"
        _ = try await caching(transport).send(head)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func offline_aRequestNotAGet_failsWithoutTheNetwork() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        var post = URLRequest(url: URL(string: "https://api.github.com/graphql")!)
        post.httpMethod = "POST"
        post.httpBody = Data("{}".utf8)
        await #expect(throws: GitHubError.notCached(url: "https://api.github.com/graphql")) {
            try await caching(transport, mode: .offline).send(post)
        }
        #expect(transport.requests.isEmpty)
    }
}
