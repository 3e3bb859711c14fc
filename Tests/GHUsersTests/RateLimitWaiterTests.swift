import Foundation
import GHData
import GHDomain
import Synchronization
import Testing

@testable import GHUsersCLI

/// What the waiter says while it waits: a countdown rewritten in place on a terminal, a line
/// elsewhere, and nothing for a pause too short to notice.
struct RateLimitWaiterTests {
    private final class Record: Sendable {
        let events = Mutex<[String]>([])
        func add(_ event: String) { events.withLock { $0.append(event) } }
        var all: [String] { events.withLock { $0 } }
    }

    private func waiter(terminal: Bool, _ record: Record) -> RateLimitWaiter {
        let notices = NoticeBoard({ record.add("line " + $0) }, countdown: { record.add("countdown " + ($0 ?? "-")) })
        return RateLimitWaiter(notices: notices, isTerminal: terminal, sleep: { record.add("sleep \($0)") })
    }

    private static let window = RateLimitSnapshot(remaining: 0, limit: 5000, resetAt: nil, resource: "core")

    @Test func onATerminal_countdownTicksEachSecond_thenClears() async throws {
        let record = Record()
        try await waiter(terminal: true, record).wait(ThrottlingTransport.Wait(reason: .reset(Self.window), seconds: 2.5))
        #expect(
            record.all == [
                "countdown Waiting 3 s for the core rate limit to reset (0 of 5,000 left)", "sleep 0.5",
                "countdown Waiting 2 s for the core rate limit to reset (0 of 5,000 left)", "sleep 1.0",
                "countdown Waiting 1 s for the core rate limit to reset (0 of 5,000 left)", "sleep 1.0", "countdown -",
            ])
    }

    @Test func inAPipe_oneLinePerWait() async throws {
        let record = Record()
        try await waiter(terminal: false, record).wait(ThrottlingTransport.Wait(reason: .secondaryLimit(retryAfter: "41"), seconds: 41))
        #expect(record.all == ["line Waiting 41 s: GitHub's secondary rate limit was hit (Retry-After: 41)", "sleep 41.0"])
    }

    /// A pause to keep the pace is said, on a terminal, only when long enough to notice.
    @Test func pacingPause_isSaidOnlyWhenNoticeable() async throws {
        let record = Record()
        try await waiter(terminal: true, record).wait(ThrottlingTransport.Wait(reason: .pace(resource: "core"), seconds: 0.07))
        try await waiter(terminal: false, record).wait(ThrottlingTransport.Wait(reason: .pace(resource: "search"), seconds: 6))
        try await waiter(terminal: true, record).wait(ThrottlingTransport.Wait(reason: .pace(resource: "search"), seconds: 1))
        #expect(
            record.all == [
                "sleep 0.07", "sleep 6.0", "countdown Waiting 1 s to keep to GitHub's search rate", "sleep 1.0", "countdown -",
            ])
    }
}
