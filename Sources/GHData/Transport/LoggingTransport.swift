import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Wraps a transport and reports each exchange in one line: method, URL, status, duration
/// and the rate limit left. Headers are never logged, so the token cannot leak.
public struct LoggingTransport: WrappingTransport {
    /// The transport this one sends through.
    public let base: any HTTPTransport
    private let log: @Sendable (String) -> Void

    /// Logs every request sent through `base` to `log`.
    public init(wrapping base: any HTTPTransport, log: @escaping @Sendable (String) -> Void) {
        self.base = base
        self.log = log
    }

    /// Sends through the wrapped transport and logs one line, whether it worked or not.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let method = request.httpMethod ?? "GET"
        let url = request.url?.absoluteString ?? "?"
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let (data, response) = try await base.send(request)
            let remaining = response.header("X-RateLimit-Remaining").map { " rate-limit-remaining=\($0)" } ?? ""
            log("\(method) \(url) \(response.statusCode) \(Self.milliseconds(clock.now - start))ms\(remaining)")
            return (data, response)
        } catch {
            log("\(method) \(url) failed \(Self.milliseconds(clock.now - start))ms")
            throw error
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
