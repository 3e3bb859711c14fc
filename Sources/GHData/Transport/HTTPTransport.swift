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

    /// Whether the transport ends each request by ``RequestDeadline/current`` itself, so a
    /// ``DeadlineTransport`` above it need not watch the clock. By default, no.
    var enforcesRequestDeadline: Bool { get }

    /// The executor the transport's exchanges would rather run on, so that work waiting on
    /// them (sending a request, reading its answer, a listing printed page by page) runs there
    /// too, with no hand-off between threads; `nil`, the default, for no preference. A transport
    /// that wraps another says what the one it wraps says.
    var preferredExecutor: (any TaskExecutor)? { get }

    /// Whether requests to `url`'s host may share one connection (HTTP/2), so that many in
    /// flight at once cost no more connections than one; by default, no: each needs its own.
    func sharesConnections(to url: URL) -> Bool
}

extension HTTPTransport {
    /// No: a ``DeadlineTransport`` above watches the clock.
    public var enforcesRequestDeadline: Bool { false }

    /// None: Swift's default executors.
    public var preferredExecutor: (any TaskExecutor)? { nil }

    /// No: one connection a request in flight.
    public func sharesConnections(to url: URL) -> Bool { false }
}

/// When the request being sent must be done by: set by ``DeadlineTransport`` for the requests
/// sent under it (redirects included), read by transports that end requests themselves.
enum RequestDeadline {
    /// The deadline of the request the current task is sending, if one was set.
    @TaskLocal static var current: ContinuousClock.Instant?

    /// The time left until `current`, at least a millisecond; `fallback` when none is set.
    static func remaining(or fallback: TimeInterval) -> TimeInterval {
        guard let deadline = current else { return fallback }
        let left = ContinuousClock.now.duration(to: deadline)
        return max(0.001, Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18)
    }
}

/// A transport that wraps another and adds one thing to each request (a deadline, a log line,
/// retries, the cache): it runs where the one it wraps prefers, and ends requests by the
/// deadline when that one does, without each decorator saying so by hand.
public protocol WrappingTransport: HTTPTransport {
    /// The transport this one sends through.
    var base: any HTTPTransport { get }
}

extension WrappingTransport {
    /// What the wrapped transport says.
    public var enforcesRequestDeadline: Bool { base.enforcesRequestDeadline }

    /// Where the wrapped transport prefers to run: every exchange goes through it.
    public var preferredExecutor: (any TaskExecutor)? { base.preferredExecutor }

    /// What the wrapped transport says: every exchange goes through it.
    public func sharesConnections(to url: URL) -> Bool { base.sharesConnections(to: url) }
}
