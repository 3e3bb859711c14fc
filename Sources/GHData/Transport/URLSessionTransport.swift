import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests through one `URLSession` for the whole run, so connections are kept alive
/// from page to page.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate = SessionDelegate()

    /// Creates a transport with its own ephemeral session: no shared cookies, no URL cache.
    /// - Parameter timeout: how long a request may wait for data before it fails.
    public init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        // Linux URLSession allows 6 connections per host by default; `show --concurrency` goes to 16.
        configuration.httpMaximumConnectionsPerHost = 16
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request` on the shared session; any HTTP status is returned, not thrown.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        delegate.register(task)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.wait(for: task, with: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}
