import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gives every request a deadline of its own: however the server behaves (silent, or
/// trickling a byte a second, which resets an idle timer for ever), the request ends within
/// `seconds` with `URLError(.timedOut)`. The wrapped transport is cancelled then, so it must
/// honour cancellation, as ``URLSessionTransport`` does.
public struct DeadlineTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let seconds: TimeInterval

    /// Ends each request sent through `base` after `seconds`.
    public init(wrapping base: any HTTPTransport, seconds: TimeInterval) {
        self.base = base
        self.seconds = seconds
    }

    /// Sends `request`, or throws `URLError(.timedOut)` once the deadline passes.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let base = base
        let seconds = seconds
        return try await withThrowingTaskGroup(of: (Data, HTTPURLResponse).self) { group in
            group.addTask { try await base.send(request) }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.timedOut) }
            return first
        }
    }
}
