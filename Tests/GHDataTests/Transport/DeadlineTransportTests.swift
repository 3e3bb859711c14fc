import Foundation
import Synchronization
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `DeadlineTransport`: a transport that keeps deadlines itself is only told the deadline;
/// any other is raced against the clock and cancelled when it loses.
@Suite(.timeLimit(.minutes(1)))
struct DeadlineTransportTests {
    private static let request = URLRequest(url: URL(string: "https://api.test/users")!)
    private static let answer = (
        Data("[]".utf8), HTTPURLResponse(url: URL(string: "https://api.test/users")!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    )

    /// Answers after `delay`, noting the deadline it was told and whether it was cancelled.
    private final class SlowTransport: HTTPTransport {
        let delay: Duration
        let enforcesRequestDeadline: Bool
        private let seen = Mutex<(deadline: ContinuousClock.Instant?, cancelled: Bool)>((nil, false))

        init(delay: Duration, enforces: Bool) {
            self.delay = delay
            enforcesRequestDeadline = enforces
        }

        var deadline: ContinuousClock.Instant? { seen.withLock { $0.deadline } }
        var wasCancelled: Bool { seen.withLock { $0.cancelled } }

        func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            seen.withLock { $0.deadline = RequestDeadline.current }
            do {
                try await Task.sleep(for: delay)
            } catch {
                seen.withLock { $0.cancelled = true }
                throw error
            }
            return DeadlineTransportTests.answer
        }
    }

    /// A transport that does not keep deadlines is cancelled when the deadline passes.
    @Test func transportNotKeepingDeadlines_isCancelledOnTime() async throws {
        // An hour: were it not cancelled, the suite's time limit would end the test.
        let base = SlowTransport(delay: .seconds(3600), enforces: false)
        await #expect(throws: URLError(.timedOut)) { try await DeadlineTransport(wrapping: base, seconds: 0.05).send(Self.request) }
        #expect(base.wasCancelled)
        #expect(base.deadline == nil)
    }

    @Test func transportKeepingDeadlines_isToldIt_andNotRaced() async throws {
        // It answers after the deadline: the transport, not a timer, decides what that means.
        let base = SlowTransport(delay: .milliseconds(100), enforces: true)
        let before = ContinuousClock.now
        let (data, response) = try await DeadlineTransport(wrapping: base, seconds: 0.01).send(Self.request)
        #expect(String(decoding: data, as: UTF8.self) == "[]")
        #expect(response.statusCode == 200)
        #expect(!base.wasCancelled)
        let deadline = try #require(base.deadline)
        #expect(deadline >= before.advanced(by: .milliseconds(10)))
        #expect(deadline <= ContinuousClock.now)
    }

    @Test func redirectsKeepTheirBasesWayWithDeadlines() {
        #expect(RedirectFollowingTransport(wrapping: SlowTransport(delay: .zero, enforces: true)).enforcesRequestDeadline)
        #expect(!RedirectFollowingTransport(wrapping: SlowTransport(delay: .zero, enforces: false)).enforcesRequestDeadline)
    }
}
