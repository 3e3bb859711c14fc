import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// Hands out one gate per request, in order of arrival, and opens each request's gate when the
/// next request arrives.
private final class GateChain: @unchecked Sendable {
    private let lock = NSLock()
    private var gates: [ResponseGate] = []

    /// Notes a request's arrival: opens the previous request's gate and returns this one's.
    func arrive() -> ResponseGate {
        lock.withLock {
            gates.last?.open()
            gates.append(ResponseGate())
            return gates[gates.count - 1]
        }
    }

    var all: [ResponseGate] { lock.withLock { gates } }
}

/// The built binary, sending each next-page request as soon as a page's `Link` header is in.
struct EarlyRequestEndToEndTests {
    @Test func listAll_asksForTheNextPage_beforeThisPagesBodyHasArrived() async throws {
        let fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(6))
        let chain = GateChain()
        // Each page's body is held back until the next page is asked for: a client that waited
        // for the body first would leave the gate shut until the server gave up, 5 s later.
        let server = try LoopbackServer { request in
            let gate = chain.arrive()
            var response = fake.respond(to: request)
            if response.headers.contains(where: { $0.name == "Link" && $0.value.contains("rel=\"next\"") }) {
                response.delivery = .holdBody(until: gate, timeout: 5)
            }
            return response
        }
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "--per-page", "2", "--all", "--api-url", server.baseURL.absoluteString])
        #expect(result == ProcessResult(stdout: [1, 2, 4, 7, 11, 16].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        #expect(server.requests.map(\.target) == ["/users?since=0&per_page=2", "/users?per_page=2&since=2", "/users?per_page=2&since=7"])
        #expect(chain.all.map(\.openedInTime) == [true, true, nil])
    }
}
