import Foundation
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every decorator says where the transport it wraps prefers to run, so that the stack the
/// factory builds names the curl engine's thread however many layers are above it.
@Suite(.timeLimit(.minutes(1)))
struct PreferredExecutorTests {
    /// An executor that is never asked to run anything: only its identity is compared.
    private final class NamedExecutor: TaskExecutor {
        func enqueue(_ job: consuming ExecutorJob) {
            Issue.record("no job should run on this executor")
        }
    }

    /// A transport that prefers `executor` and sends nothing.
    private struct PreferringTransport: HTTPTransport {
        let executor: NamedExecutor
        var preferredExecutor: (any TaskExecutor)? { executor }
        func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) { throw URLError(.unsupportedURL) }
    }

    @Test func everyDecorator_passesUpTheWrappedExecutor() throws {
        let executor = NamedExecutor()
        let base = PreferringTransport(executor: executor)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-preferred-\(UUID().uuidString)")
        let decorated: [(String, any HTTPTransport)] = [
            ("redirects", RedirectFollowingTransport(wrapping: base)),
            ("deadline", DeadlineTransport(wrapping: base, seconds: 1)),
            (
                "rate limits",
                ThrottlingTransport(
                    wrapping: base, budget: RateBudget(pacing: .none), policy: .never, apiRoot: URL(string: "https://api.test")!,
                    waiter: { _ in })
            ),
            ("logging", LoggingTransport(wrapping: base) { _ in }),
            ("retries", RetryingTransport(wrapping: base, sleep: { _ in })),
            ("cache", CachingTransport(wrapping: base, cache: HTTPCache(directory: directory)) { _, _ in }),
        ]
        for (name, transport) in decorated {
            #expect(transport.preferredExecutor === executor, "\(name)")
        }
        #expect(StubTransport().preferredExecutor == nil)
    }
}
