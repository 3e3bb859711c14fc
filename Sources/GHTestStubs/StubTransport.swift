import Foundation
import GHData
import GHTestSupport
import Synchronization

// swift-testing is on the module path only when tests are built: `swift build -c release`
// builds this target too, without it, and then no test is running to be told of an unused stub.
#if canImport(Testing)
    import Testing
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An in-memory ``HTTPTransport`` for unit tests, in the manner of cli/cli's `httpmock`:
/// each registered stub answers one matching request, in registration order; every request
/// is recorded; a request no stub matches fails loudly; and a stub no request used is an issue
/// of the test that made the transport, recorded when the transport is let go (a test that
/// means to leave some unused says so with ``allowUnusedStubs()``). A stub may hold its answer
/// back until a test opens an ``AsyncGate``.
public final class StubTransport: HTTPTransport, Sendable {
    /// What a stub answers with.
    public enum Reply: Sendable {
        case response(status: Int, headers: [String: String], body: Data)
        case failure(URLError.Code)
        /// Any other error a transport throws, such as ``GHData/TransportUnavailable``.
        case thrown(any Error & Sendable)
    }

    /// A request that matched no stub.
    public struct UnexpectedRequest: Error, CustomStringConvertible {
        /// The request method.
        public let method: String
        /// The request URL.
        public let url: String
        /// A one-line explanation.
        public var description: String { "no stub for \(method) \(url)" }
    }

    private struct Stub {
        let method: String
        let target: String
        let reply: Reply
        var gate: AsyncGate?
    }

    private struct State {
        var stubs: [Stub] = []
        var recorded: [URLRequest] = []
        var unexpected: [String] = []
        var verifiesUnusedStubs = true
    }

    private let state = Mutex(State())
    #if canImport(Testing)
        /// Where the test made the transport, where an unused stub is reported.
        private let createdAt: SourceLocation

        /// Creates a transport with no stubs, made at `sourceLocation`.
        public init(sourceLocation: SourceLocation = #_sourceLocation) {
            createdAt = sourceLocation
        }
    #else
        /// Creates a transport with no stubs.
        public init() {}
    #endif

    /// Lets the test leave stubs unused: one that stops a run early, cancels it, or registers
    /// more than a run may ask for.
    public func allowUnusedStubs() {
        state.withLock { $0.verifiesUnusedStubs = false }
    }

    deinit {
        #if canImport(Testing)
            let (unused, verifies) = state.withLock { state in (state.stubs.map { "\($0.method) \($0.target)" }, state.verifiesUnusedStubs)
            }
            if verifies && !unused.isEmpty {
                Issue.record("stubs no request used: \(unused)", sourceLocation: createdAt)
            }
        #endif
    }

    /// Answers the next `method` request for `target` — a path, matched whatever the query, or a
    /// path with `?query`, matched exactly.
    /// With `gate`, the answer waits until the test opens it (or the request is cancelled).
    public func register(
        _ target: String, method: String = "GET", status: Int = 200, headers: [String: String] = [:], body: String, gate: AsyncGate? = nil
    ) {
        register(target, method: method, reply: .response(status: status, headers: headers, body: Data(body.utf8)), gate: gate)
    }

    /// Answers the next request for `target` with a recorded fixture: its body, status and headers.
    public func register(_ target: String, method: String = "GET", fixture: Fixture, headers extra: [String: String] = [:]) {
        var headers: [String: String] = [:]
        for header in fixture.headers { headers[header.name] = header.value }
        headers.merge(extra) { _, new in new }
        register(target, method: method, reply: .response(status: fixture.status, headers: headers, body: fixture.body))
    }

    /// Registers any reply, including a network failure.
    public func register(_ target: String, method: String = "GET", reply: Reply, gate: AsyncGate? = nil) {
        state.withLock { $0.stubs.append(Stub(method: method, target: target, reply: reply, gate: gate)) }
    }

    /// Every request sent, in order.
    public var requests: [URLRequest] { state.withLock { $0.recorded } }

    /// The request targets (path and query) sent so far, in order.
    public var targets: [String] {
        requests.compactMap { request in
            request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }.map { components in
                components.percentEncodedQuery.map { "\(components.percentEncodedPath)?\($0)" } ?? components.percentEncodedPath
            }
        }
    }

    /// The targets of stubs no request used, as `METHOD target`.
    public var unusedStubs: [String] { state.withLock { $0.stubs.map { "\($0.method) \($0.target)" } } }

    /// Requests that matched no stub, as `METHOD url`.
    public var unexpectedRequests: [String] { state.withLock { $0.unexpected } }

    /// Answers from the first matching stub and removes it; throws for an unmatched request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let method = request.httpMethod ?? "GET"
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw URLError(.badURL)
        }
        let path = components.percentEncodedPath
        let target = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
        let stub: Stub? = state.withLock { state in
            state.recorded.append(request)
            guard let index = state.stubs.firstIndex(where: { $0.method == method && ($0.target == target || $0.target == path) }) else {
                state.unexpected.append("\(method) \(url.absoluteString)")
                return nil
            }
            return state.stubs.remove(at: index)
        }
        guard let stub else {
            throw UnexpectedRequest(method: method, url: url.absoluteString)
        }
        if let gate = stub.gate { try await gate.wait() }
        switch stub.reply {
        case .failure(let code):
            throw URLError(code)
        case .thrown(let error):
            throw error
        case .response(let status, let headers, let body):
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
                throw URLError(.badServerResponse)
            }
            return (body, response)
        }
    }
}
