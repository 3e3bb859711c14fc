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
}
