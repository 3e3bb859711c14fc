import Foundation
import GHTestStubs
import GHTestSupport
import Synchronization
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Redirects under gh-users' rules: http and https only, the token never sent once a hop left
/// the origin, and a loop ends.
@Suite(.timeLimit(.minutes(1)))
struct RedirectFollowingTransportTests {
    private static func request(_ url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        return request
    }

    private static func redirect(_ location: String, status: Int = 302) -> StubTransport.Reply {
        .response(status: status, headers: ["Location": location], body: Data())
    }

    /// The stub's recorded requests as `host path token?`.
    private static func hops(_ stub: StubTransport) -> [String] {
        stub.requests.map {
            "\($0.url!.host ?? "")\($0.url!.port.map { ":\($0)" } ?? "")\($0.url!.path) \($0.value(forHTTPHeaderField: "Authorization") ?? "-")"
        }
    }

    /// The token stays on the origin, and is dropped for good once a hop leaves it.
    @Test func token_staysOnTheOrigin_droppedOnceAHopLeavesIt() async throws {
        let stub = StubTransport()
        stub.register("/a", reply: Self.redirect("https://API.github.com:443/b"))
        stub.register("/b", reply: Self.redirect("https://elsewhere.example/c"))
        stub.register("/c", reply: Self.redirect("https://api.github.com/user/emails"))
        stub.register("/user/emails", body: "[]")
        let (_, response) = try await RedirectFollowingTransport(wrapping: stub).send(Self.request("https://api.github.com/a"))
        #expect(response.statusCode == 200)
        #expect(
            Self.hops(stub) == [
                "api.github.com/a Bearer t", "API.github.com:443/b Bearer t", "elsewhere.example/c -", "api.github.com/user/emails -",
            ])
    }

    /// Each hop away from the origin is told, and a failure after a hop names the URL that failed.
    @Test func eachHopAwayFromTheOrigin_isTold() async throws {
        let stub = StubTransport()
        stub.register("/a", reply: Self.redirect("https://api.github.com/b"))
        stub.register("/b", reply: Self.redirect("https://cdn.example/c"))
        stub.register("/c", reply: Self.redirect("https://other.example:8443/d"))
        stub.register("/d", reply: .failure(.secureConnectionFailed))
        let told = Mutex<[String]>([])
        let transport = RedirectFollowingTransport(wrapping: stub) { from, to in told.withLock { $0.append("\(from) → \(to)") } }
        do {
            _ = try await transport.send(Self.request("https://api.github.com/a"))
            Issue.record("the TLS failure was not thrown")
        } catch let error as URLError {
            #expect(error.code == .secureConnectionFailed)
            #expect(error.failingURL?.absoluteString == "https://other.example:8443/d")
        }
        #expect(
            told.withLock { $0 } == [
                "https://api.github.com/b → https://cdn.example/c", "https://cdn.example/c → https://other.example:8443/d",
            ])
    }

    /// Another port is another origin, and a relative location is resolved.
    @Test func anotherPortIsAnotherOrigin() async throws {
        let stub = StubTransport()
        stub.register("/a", reply: Self.redirect("https://api.github.com:8443/b"))
        stub.register("/b", reply: Self.redirect("c?x=1", status: 307))
        stub.register("/c", body: "[]")
        _ = try await RedirectFollowingTransport(wrapping: stub).send(Self.request("https://api.github.com/a"))
        #expect(Self.hops(stub) == ["api.github.com/a Bearer t", "api.github.com:8443/b -", "api.github.com:8443/c -"])
    }

    @Test func aLocationThatIsNotHTTP_isRefused() async {
        let cases: [String] = ["file:///etc/passwd", "ftp://example.com/x", "data:text/plain,hi", "https:///nohost"]
        for location in cases {
            let stub = StubTransport()
            stub.register("/a", reply: Self.redirect(location))
            await #expect(throws: TransportRefusal.unsupportedRedirect(location: location), "case \(String(reflecting: location))") {
                try await RedirectFollowingTransport(wrapping: stub).send(Self.request("https://api.github.com/a"))
            }
            #expect(stub.requests.count == 1, "case \(String(reflecting: location))")
        }
    }

    @Test func aLoop_endsAfterTenHops() async {
        let stub = StubTransport()
        for _ in 0...RedirectFollowingTransport.maximumHops { stub.register("/a", reply: Self.redirect("/a")) }
        await #expect(throws: TransportRefusal.tooManyRedirects(limit: 10)) {
            try await RedirectFollowingTransport(wrapping: stub).send(Self.request("https://api.github.com/a"))
        }
        #expect(stub.requests.count == 11)
    }

    @Test func a304_isAnAnswer_notARedirect() async throws {
        let stub = StubTransport()
        stub.register("/a", status: 304, headers: ["Location": "/b"], body: "")
        let (_, response) = try await RedirectFollowingTransport(wrapping: stub).send(Self.request("https://api.github.com/a"))
        #expect(response.statusCode == 304)
    }
}
