import Foundation
import LoopbackHTTPServer
import Testing

/// The loopback server on its own, seen through a bare socket: the exact bytes of an answer,
/// keep-alive, what it records, and each way it can misbehave on purpose.
@Suite(.timeLimit(.minutes(1)))
struct LoopbackServerTests {
    private static let get = "GET /users?since=1 HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n"

    /// An answer is exactly the status, headers, length and body, and the request is recorded.
    @Test func answer_isExactlyStatusHeadersLengthAndBody() throws {
        let server = try LoopbackServer { _ in .text("[1]", status: 404, headers: [("ETag", "\"e\"")]) }
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        client.send(Self.get)
        let expected =
            "HTTP/1.1 404 Not Found\r\nETag: \"e\"\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 3\r\n\r\n[1]"
        #expect(client.read(atLeast: expected.utf8.count) == expected)
        let request = try #require(server.requests.first)
        #expect(request.method == "GET" && request.target == "/users?since=1" && request.queryValue("since") == "1")
        #expect(request.header("accept") == "application/json")
    }

    @Test func connection_staysAlive_untilTheClientAsksToClose() throws {
        let server = try LoopbackServer { request in .text(request.path) }
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        client.send("GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\nConnection: close\r\n\r\n")
        let text = client.read()
        #expect(text.hasSuffix("Content-Length: 2\r\n\r\n/b"))
        #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
        #expect(server.requests.map(\.path) == ["/a", "/b"])
    }

    /// A truncated body sends the full length but fewer bytes, then closes.
    @Test func truncatedBody_claimsTheFullLength_thenCloses() throws {
        let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data("abcdef".utf8), delivery: .truncateBody(after: 2)) }
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        client.send(Self.get)
        #expect(client.read().hasSuffix("Content-Length: 6\r\n\r\nab"))
    }

    @Test func aDroppedConnection_sendsNothing() throws {
        let server = try LoopbackServer { _ in HTTPResponseSpec(delivery: .dropConnection) }
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        client.send(Self.get)
        #expect(client.read() == "")
        #expect(server.requests.count == 1)
    }

    @Test func aHeldBody_followsItsHeadOnlyOnceTheGateOpens() throws {
        let gate = ResponseGate()
        let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data("late".utf8), delivery: .holdBody(until: gate, timeout: 10)) }
        defer { server.stop() }
        let client = try RawClient(port: server.port)
        client.send(Self.get)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 4\r\n\r\n"
        #expect(client.read(atLeast: head.utf8.count) == head)
        #expect(gate.openedInTime == nil)
        gate.open()
        #expect(client.read(atLeast: 4) == "late")
        #expect(gate.openedInTime == true)
    }

    @Test func aClosedPort_refusesConnections() throws {
        let closed = try ClosedPort()
        #expect(throws: POSIXError(.ECONNREFUSED)) { try RawClient(port: closed.port) }
    }
}
