import Foundation
import LoopbackHTTPServer
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1)))
struct URLSessionTransportTests {
    @Test func plainSend_returnsTheWholeAnswer_whateverStatus() async throws {
        let server = try LoopbackServer { _ in .text(#"{"message":"Not Found"}"#, status: 404) }
        defer { server.stop() }
        let (data, response) = try await URLSessionTransport(timeout: 10).send(
            URLRequest(url: server.baseURL.appendingPathComponent("users/x")))
        #expect(response.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self) == #"{"message":"Not Found"}"#)
    }

    @Test func aPOST_sendsItsBodyWhole() async throws {
        let server = try LoopbackServer { request in .text(request.method) }
        defer { server.stop() }
        let body = Data(#"{"query":"query{viewer{login}}"}"#.utf8) + Data(count: 70_000)
        var request = URLRequest(url: server.baseURL.appendingPathComponent("graphql"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        let (data, _) = try await URLSessionTransport(timeout: 10).send(request)
        #expect(String(decoding: data, as: UTF8.self) == "POST")
        #expect(server.requests.first?.body == body)
    }

    @Test func aBodyCapSetByTheSendingTask_holdsItsRequestsOnly() async throws {
        let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data(count: 64 * 1024)) }
        defer { server.stop() }
        let transport = URLSessionTransport(timeout: 10)
        let request = URLRequest(url: server.baseURL.appendingPathComponent("avatar"))
        await #expect(throws: TransportRefusal.bodyTooLarge(limit: 16 * 1024)) {
            try await ResponseBodyCap.$bytes.withValue(16 * 1024) { try await transport.send(request) }
        }
        #expect(try await transport.send(request).0.count == 64 * 1024)
    }

    @Test func cancelling_aRequestWithAHeldBody_endsItPromptly() async throws {
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
        while server.requests.isEmpty, clock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
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
        // A request sent after it on the same session arrives; the cancelled one never did.
        _ = try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("after")))
        #expect(server.requests.map(\.target) == ["/after"])
    }
}
