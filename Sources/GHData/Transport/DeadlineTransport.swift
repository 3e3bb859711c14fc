import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gives every request a deadline of its own: however the server behaves (silent, or
/// trickling a byte a second, which resets an idle timer for ever), the request ends within
/// `seconds` with `URLError(.timedOut)`. A transport that ends requests itself
/// (``HTTPTransport/enforcesRequestDeadline``, as ``CurlTransport`` does) is only told the
/// deadline, through ``RequestDeadline``, which costs nothing; any other is raced against a
/// timer and cancelled when it fires, so it must honour cancellation, as
/// ``URLSessionTransport`` does.
public struct DeadlineTransport: WrappingTransport {
    /// The transport this one sends through.
    public let base: any HTTPTransport
    private let seconds: TimeInterval

    /// Ends each request sent through `base` after `seconds`.
    public init(wrapping base: any HTTPTransport, seconds: TimeInterval) {
        self.base = base
        self.seconds = seconds
    }

    /// No: it sets the deadline the transports beneath it keep, and one set above it would be
    /// replaced by its own.
    public var enforcesRequestDeadline: Bool { false }

    /// Sends `request`, or throws `URLError(.timedOut)` once the deadline passes.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let base = base
        let seconds = seconds
        let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        // A transport that keeps the deadline itself is told it: no tasks, no timer.
        if base.enforcesRequestDeadline {
            return try await RequestDeadline.$current.withValue(deadline) { try await base.send(request) }
        }
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
