import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records what the retrying transport waited and said, instead of waiting.
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [TimeInterval] = []
    private var notes: [String] = []
    var sleeps: [TimeInterval] { lock.withLock { waits } }
    var lines: [String] { lock.withLock { notes } }
    func sleep(_ seconds: TimeInterval) { lock.withLock { waits.append(seconds) } }
    func note(_ line: String) { lock.withLock { notes.append(line) } }
}

@Suite(.timeLimit(.minutes(1)))
struct RetryingTransportTests {
    private let url = "https://api.github.com/users?since=0&per_page=30"

    private func send(_ stub: StubTransport, method: String = "GET", url: String? = nil) async throws -> (HTTPURLResponse, Recorder) {
        let recorder = Recorder()
        let transport = RetryingTransport(
            wrapping: stub,
            notify: { recorder.note($0) },
            sleep: { recorder.sleep($0) },
            jitter: { 0.5 }
        )
        var request = URLRequest(url: URL(string: url ?? self.url)!)
        request.httpMethod = method
        let (_, response) = try await transport.send(request)
        return (response, recorder)
    }

    @Test func serverErrors_backOffExponentially_thenSucceed() async throws {
        let stub = StubTransport()
        stub.register("/users", status: 502, body: "")
        stub.register("/users", status: 503, body: "")
        stub.register("/users", body: "[]")
        let (response, recorder) = try await send(stub)
        #expect(response.statusCode == 200)
        #expect(recorder.sleeps == [0.5, 1.0])
        #expect(
            recorder.lines == [
                "GitHub returned HTTP 502 for \(url); retrying in 0.5s (attempt 2 of 3)",
                "GitHub returned HTTP 503 for \(url); retrying in 1.0s (attempt 3 of 3)",
            ]
        )
        #expect(stub.unusedStubs.isEmpty)
    }

    @Test func serverErrors_giveTheLastAnswerAfterThreeAttempts() async throws {
        let stub = StubTransport()
        // The fourth answers an attempt that must not be made.
        for _ in 1...4 { stub.register("/users", status: 500, body: "") }
        stub.allowUnusedStubs()
        let (response, recorder) = try await send(stub)
        #expect(response.statusCode == 500)
        #expect(stub.requests.count == 3)
        #expect(recorder.sleeps.count == 2)
    }

    @Test func jitter_spreadsBackoffBetweenHalfAndOneAndAHalf() {
        let policy = RetryPolicy.standard
        #expect(policy.backoff(after: 1, jitter: 0) == 0.25)
        #expect(policy.backoff(after: 1, jitter: 1) == 0.75)
        #expect(policy.backoff(after: 2, jitter: 0.5) == 1.0)
    }

    @Test func droppedConnection_isRetried_butARefusedOneIsNot() async throws {
        let stub = StubTransport()
        stub.register("/users", reply: .failure(.networkConnectionLost))
        stub.register("/users", body: "[]")
        let (response, recorder) = try await send(stub)
        #expect(response.statusCode == 200)
        #expect(recorder.lines == ["the connection to api.github.com dropped; retrying in 0.5s (attempt 2 of 3)"])

        let refused = StubTransport()
        refused.register("/users", reply: .failure(.cannotConnectToHost))
        await #expect(throws: URLError(.cannotConnectToHost)) { try await send(refused) }
        #expect(refused.requests.count == 1)
    }

    @Test func rateLimits_areNotRetried_theThrottleBelowDecides() async {
        let cases: [(Int, [String: String])] = [(403, ["Retry-After": "7"]), (429, [:]), (403, ["X-RateLimit-Remaining": "0"])]
        for (status, headers) in cases {
            let stub = StubTransport()
            stub.register("/users", status: status, headers: headers, body: #"{"message":"slow down"}"#)
            do {
                let (response, recorder) = try await send(stub)
                #expect(response.statusCode == status, "case \(String(reflecting: (status, headers)))")
                #expect(recorder.sleeps.isEmpty, "case \(String(reflecting: (status, headers)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (status, headers)))")
            }
            #expect(stub.requests.count == 1, "case \(String(reflecting: (status, headers)))")
        }
    }

    @Test func primaryRateLimit_isNeverRetried() async throws {
        let stub = StubTransport()
        stub.register("/users", status: 403, headers: ["X-RateLimit-Remaining": "0", "Retry-After": "1"], body: "{}")
        let (response, recorder) = try await send(stub)
        #expect(response.statusCode == 403)
        #expect(stub.requests.count == 1)
        #expect(recorder.sleeps.isEmpty)
    }

    @Test func nonIdempotentRequests_areNotRetried() async throws {
        let stub = StubTransport()
        stub.register("/users", method: "POST", status: 502, body: "")
        let (response, _) = try await send(stub, method: "POST")
        #expect(response.statusCode == 502)
        #expect(stub.requests.count == 1)
    }

    @Test func graphQLQueries_retryAsGETsDo_unlessCutOffAt10s() async throws {
        let stub = StubTransport()
        for _ in 1...3 { stub.register("/graphql", method: "POST", status: 500, body: "") }
        stub.register("/api/graphql", method: "POST", status: 503, body: "")
        stub.register("/api/graphql", method: "POST", body: "{}")
        for status in [502, 504] { stub.register("/graphql", method: "POST", status: status, body: "") }
        let (first, _) = try await send(stub, method: "POST", url: "https://api.github.com/graphql")
        #expect(first.statusCode == 500)
        let (second, recorder) = try await send(stub, method: "POST", url: "https://ghe.example/api/graphql")
        #expect(second.statusCode == 200)
        #expect(stub.targets == ["/graphql", "/graphql", "/graphql", "/api/graphql", "/api/graphql"])
        #expect(recorder.sleeps == [0.5])
        // GitHub's query timeout: the same query would meet it again; the caller asks for less.
        for status in [502, 504] {
            let (cut, recorder) = try await send(stub, method: "POST", url: "https://api.github.com/graphql")
            #expect(cut.statusCode == status)
            #expect(recorder.sleeps.isEmpty)
        }
        #expect(stub.targets.count == 7)
    }
}
