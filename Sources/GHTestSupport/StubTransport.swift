import Foundation
import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An in-memory ``HTTPTransport`` for unit tests, in the manner of cli/cli's `httpmock`:
/// each registered stub answers one matching request, in registration order; every request
/// is recorded; a request no stub matches fails loudly; and `unusedStubs` tells what was
/// expected but never asked for.
public final class StubTransport: HTTPTransport, @unchecked Sendable {
    /// What a stub answers with.
    public enum Reply: Sendable {
        case response(status: Int, headers: [String: String], body: Data)
        case failure(URLError.Code)
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
    }

    private let lock = NSLock()
    private var stubs: [Stub] = []
    private var recorded: [URLRequest] = []
    private var unexpected: [String] = []

    /// Creates a transport with no stubs.
    public init() {}

    /// Answers the next `method` request for `target` — a path, matched whatever the query, or a
    /// path with `?query`, matched exactly.
    public func register(_ target: String, method: String = "GET", status: Int = 200, headers: [String: String] = [:], body: String) {
        register(target, method: method, reply: .response(status: status, headers: headers, body: Data(body.utf8)))
    }

    /// Answers the next request for `target` with a recorded fixture: its body, status and headers.
    public func register(_ target: String, method: String = "GET", fixture: Fixture, headers extra: [String: String] = [:]) {
        var headers: [String: String] = [:]
        for header in fixture.headers { headers[header.name] = header.value }
        headers.merge(extra) { _, new in new }
        register(target, method: method, reply: .response(status: fixture.status, headers: headers, body: fixture.body))
    }

    /// Registers any reply, including a network failure.
    public func register(_ target: String, method: String = "GET", reply: Reply) {
        lock.withLock { stubs.append(Stub(method: method, target: target, reply: reply)) }
    }

    /// Every request sent, in order.
    public var requests: [URLRequest] { lock.withLock { recorded } }

    /// The targets of stubs no request used, as `METHOD target`.
    public var unusedStubs: [String] { lock.withLock { stubs.map { "\($0.method) \($0.target)" } } }

    /// The request targets (path and query) sent so far, in order, once `count` have been sent
    /// and no more arrive for a further `quiet` seconds, or once `timeout` seconds have passed.
    /// For work that goes on after the call under test returns, such as a page requested ahead.
    public func settledTargets(count: Int, quiet: TimeInterval = 0.2, timeout: TimeInterval = 5) async -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        while requests.count < count, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        try? await Task.sleep(for: .seconds(quiet))
        return requests.compactMap { request in
            request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }.map { components in
                components.percentEncodedQuery.map { "\(components.percentEncodedPath)?\($0)" } ?? components.percentEncodedPath
            }
        }
    }

    /// Requests that matched no stub, as `METHOD url`.
    public var unexpectedRequests: [String] { lock.withLock { unexpected } }

    /// Answers from the first matching stub and removes it; throws for an unmatched request.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let method = request.httpMethod ?? "GET"
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw URLError(.badURL)
        }
        let path = components.percentEncodedPath
        let target = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
        let stub: Stub? = lock.withLock {
            recorded.append(request)
            guard let index = stubs.firstIndex(where: { $0.method == method && ($0.target == target || $0.target == path) }) else {
                unexpected.append("\(method) \(url.absoluteString)")
                return nil
            }
            return stubs.remove(at: index)
        }
        guard let stub else {
            throw UnexpectedRequest(method: method, url: url.absoluteString)
        }
        switch stub.reply {
        case .failure(let code):
            throw URLError(code)
        case .response(let status, let headers, let body):
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers) else {
                throw URLError(.badServerResponse)
            }
            return (body, response)
        }
    }
}
