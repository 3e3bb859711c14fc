import Foundation
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1)))
struct LoggingTransportTests {
    @Test func logsOneLinePerRequest_withoutTheToken() async throws {
        let stub = StubTransport()
        stub.register("/users/a", headers: ["X-RateLimit-Remaining": "4321"], body: "{}")
        let lines = LockedLines()
        let transport = LoggingTransport(wrapping: stub) { lines.append($0) }
        var request = URLRequest(url: URL(string: "https://api.github.com/users/a")!)
        request.setValue("Bearer s3cret", forHTTPHeaderField: "Authorization")
        _ = try await transport.send(request)
        let logged = lines.all
        #expect(logged.count == 1)
        let line = try #require(logged.first)
        #expect(line.hasPrefix("GET https://api.github.com/users/a 200 "))
        #expect(line.hasSuffix("ms rate-limit-remaining=4321"))
        #expect(!line.contains("s3cret"))
    }

    @Test func countsAttempts_304s_andThoseWithoutAnAnswer() async throws {
        let stub = StubTransport()
        stub.register("/users/a", body: "{}")
        stub.register("/users/a", status: 304, headers: ["X-RateLimit-Remaining": "4990", "X-RateLimit-Limit": "5000"], body: "")
        stub.register("/users/a", reply: .failure(.timedOut))
        let tally = RequestTally()
        let transport = LoggingTransport(wrapping: stub, tally: tally) { _ in }
        let request = URLRequest(url: URL(string: "https://api.github.com/users/a")!)
        _ = try await transport.send(request)
        _ = try await transport.send(request)
        _ = try? await transport.send(request)
        #expect(tally.current == RequestTally.Counts(sent: 3, notModified: 1, unanswered: 1, remaining: 4990, limit: 5000))
        #expect(stub.unusedStubs.isEmpty)
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
