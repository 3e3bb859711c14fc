import Foundation
import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that sends nothing and fails every request with `error`: `--offline` when the
/// run has no cache to answer from, a certificate-authority variable naming something unusable,
/// or no libcurl to send with.
struct RefusingTransport: HTTPTransport {
    let error: any Error & Sendable

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        throw error
    }
}
