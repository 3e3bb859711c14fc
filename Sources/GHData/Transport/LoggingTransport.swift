import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Wraps a transport and reports each exchange in one line: method, URL, status, duration
/// and the rate limit left; a tally, when given, counts them. Headers are never logged, so the
/// token cannot leak.
public struct LoggingTransport: WrappingTransport {
    /// The transport this one sends through.
    public let base: any HTTPTransport
    private let log: @Sendable (String) -> Void
    private let tally: RequestTally?

    /// Logs every request sent through `base` to `log`, and counts it in `tally`.
    public init(wrapping base: any HTTPTransport, tally: RequestTally? = nil, log: @escaping @Sendable (String) -> Void) {
        self.base = base
        self.tally = tally
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
            let left = response.header("X-RateLimit-Remaining")
            tally?.record(status: response.statusCode, left: Self.left(left, of: response.header("X-RateLimit-Limit")))
            let remaining = left.map { " rate-limit-remaining=\($0)" } ?? ""
            log("\(method) \(url) \(response.statusCode) \(Self.milliseconds(clock.now - start))ms\(remaining)")
            return (data, response)
        } catch {
            tally?.record(status: nil)
            log("\(method) \(url) failed \(Self.milliseconds(clock.now - start))ms")
            throw error
        }
    }

    /// The rate limit left and its size, when both headers hold small whole numbers.
    private static func left(_ remaining: String?, of limit: String?) -> (remaining: Int, limit: Int)? {
        guard let remaining = remaining.flatMap({ Int($0) }), let limit = limit.flatMap({ Int($0) }), remaining >= 0, limit > 0,
            remaining <= limit
        else { return nil }
        return (remaining, limit)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
