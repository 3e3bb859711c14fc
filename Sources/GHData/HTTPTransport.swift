import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one HTTP request and returns the whole response: the seam between gh-users and the
/// network. Production code uses ``URLSessionTransport``; tests use an in-memory stub.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the body and the response, whatever its status. Throws only
    /// when no response arrived (no connection, timeout, dropped connection).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)

    /// Sends `request` as ``send(_:)`` does, and hands `onHead` each response's status and
    /// headers as soon as they are in, before the body may have arrived. `onHead` can also hear
    /// a response that is then not returned (a 5xx that is retried, a 304 answered from the
    /// cache), so it should act only on what it can use, such as a 2xx's `Link`.
    func send(_ request: URLRequest, onHead: @escaping @Sendable (HTTPURLResponse) -> Void) async throws -> (Data, HTTPURLResponse)
}

extension HTTPTransport {
    /// For a transport that sees only whole responses: `onHead` hears the response once it is in.
    public func send(_ request: URLRequest, onHead: @escaping @Sendable (HTTPURLResponse) -> Void) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await send(request)
        onHead(response)
        return (data, response)
    }
}
