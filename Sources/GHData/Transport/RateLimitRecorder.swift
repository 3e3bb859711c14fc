import Foundation
import GHDomain
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Passes requests on, and keeps the rate limit each answer reports (`X-RateLimit-Remaining`,
/// `-Limit`, `-Reset`, `-Resource`), so the browser can say when little is left. Headers that
/// are not sensible numbers are ignored.
public final class RateLimitRecorder: HTTPTransport, RateLimitMonitor {
    private let base: any HTTPTransport
    private let snapshot = Mutex<RateLimitSnapshot?>(nil)

    /// Records what answers through `base` say.
    public init(wrapping base: any HTTPTransport) {
        self.base = base
    }

    /// The latest snapshot.
    public var latest: RateLimitSnapshot? { snapshot.withLock { $0 } }

    /// Where `base` prefers to run: every exchange goes through it.
    public var preferredExecutor: (any TaskExecutor)? { base.preferredExecutor }

    /// Sends `request` through the wrapped transport and notes its answer's rate limit.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await base.send(request)
        if let remaining = Self.count(response.header("X-RateLimit-Remaining")),
            let limit = Self.count(response.header("X-RateLimit-Limit"))
        {
            let reset = response.header("X-RateLimit-Reset").flatMap(RateLimitSignal.resetTime).map { Date(timeIntervalSince1970: $0) }
            let recorded = RateLimitSnapshot(
                remaining: remaining, limit: limit, resetAt: reset, resource: response.header("X-RateLimit-Resource"))
            snapshot.withLock { $0 = recorded }
        }
        return (data, response)
    }

    private static func count(_ text: String?) -> Int? {
        text.flatMap { Int($0.withoutSurroundingBlanks) }.flatMap { (0...10_000_000).contains($0) ? $0 : nil }
    }
}
