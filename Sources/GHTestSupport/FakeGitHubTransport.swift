import Foundation
import GHData
import LoopbackHTTPServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``FakeGitHub`` as an in-memory ``GHData/HTTPTransport``: each request is answered by the
/// fake directly, with no socket, for unit tests that want the stand-in's answers (its GraphQL,
/// its synthetic profiles) without a server. Delays and delivery faults are not played.
public struct FakeGitHubTransport: HTTPTransport {
    private let fake: FakeGitHub

    /// Answers as `fake` does.
    public init(_ fake: FakeGitHub) {
        self.fake = fake
    }

    /// The fake's answer to `request`.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw URLError(.badURL)
        }
        var headers = (request.allHTTPHeaderFields ?? [:]).map { (name: $0.key, value: $0.value) }
        if let host = components.host { headers.append((name: "Host", value: components.port.map { "\(host):\($0)" } ?? host)) }
        let record = HTTPRequestRecord(
            method: request.httpMethod ?? "GET", path: components.percentEncodedPath, query: components.percentEncodedQuery,
            headers: headers,
            body: request.httpBody ?? Data())
        let answer = fake.respond(to: record)
        let fields = Dictionary(answer.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: fields) else {
            throw URLError(.badServerResponse)
        }
        return (answer.body, response)
    }
}
