import Foundation
import GHData
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records what a transport hands `onHead`, and when, relative to the whole answer.
private final class HeadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var heads: [Int] = []

    func record(_ response: HTTPURLResponse) {
        lock.withLock { heads.append(response.statusCode) }
    }

    var statuses: [Int] { lock.withLock { heads } }
}

struct URLSessionTransportTests {
    @Test func head_arrivesBeforeTheBody_andTheWholeAnswerFollows() async throws {
        let gate = ResponseGate()
        let body = Data(#"[{"login":"a"}]"#.utf8)
        let server = try LoopbackServer { _ in
            HTTPResponseSpec(
                status: 200, headers: [(name: "Link", value: "<http://x/next>; rel=\"next\"")], body: body,
                delivery: .holdBody(until: gate, timeout: 5))
        }
        defer { server.stop() }
        let log = HeadLog()
        let transport = URLSessionTransport(timeout: 10)
        // The server sends the body only once the gate opens, and only the head can open it: a
        // head handed over with the body would come after the server gave up waiting.
        let (data, response) = try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("users"))) { head in
            log.record(head)
            gate.open()
        }
        #expect(gate.openedInTime == true)
        #expect(log.statuses == [200])
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Link") == "<http://x/next>; rel=\"next\"")
        #expect(data == body)
    }

    @Test func plainSend_returnsTheWholeAnswer_whateverTheStatus() async throws {
        let server = try LoopbackServer { _ in .text(#"{"message":"Not Found"}"#, status: 404) }
        defer { server.stop() }
        let (data, response) = try await URLSessionTransport(timeout: 10).send(
            URLRequest(url: server.baseURL.appendingPathComponent("users/x")))
        #expect(response.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self) == #"{"message":"Not Found"}"#)
    }

    @Test func cancelling_aRequestWhoseBodyIsHeld_endsItPromptly() async throws {
        let gate = ResponseGate()
        let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data("[]".utf8), delivery: .holdBody(until: gate, timeout: 30)) }
        defer {
            gate.open()
            server.stop()
        }
        let transport = URLSessionTransport(timeout: 60)
        let request = Task { try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("users"))) }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while server.requests.isEmpty, clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        try await Task.sleep(for: .milliseconds(20))
        request.cancel()
        let outcome = await request.result
        #expect { try outcome.get() } throws: { ($0 as? URLError)?.code == .cancelled }
        #expect(gate.openedInTime == nil)
    }

    @Test func aTaskCancelledBeforeItSends_failsWithoutHanging() async throws {
        let server = try LoopbackServer { _ in .text("[]") }
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: 60)
        let request = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("users")))
        }
        let outcome = await request.result
        #expect { try outcome.get() } throws: { ($0 as? URLError)?.code == .cancelled }
        try await Task.sleep(for: .milliseconds(100))
        #expect(server.requests.isEmpty)
    }
}
