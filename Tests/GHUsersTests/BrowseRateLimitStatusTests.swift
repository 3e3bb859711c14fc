import Foundation
import GHData
import GHDomain
import GHUsersTUI
import Synchronization
import Testing

@testable import GHUsersCLI

/// What a running browser is told of the rate limits: a countdown while one is spent, then
/// that loading may go on.
struct BrowseRateLimitStatusTests {
    private final class Clock: Sendable {
        let time = Mutex(Date(timeIntervalSince1970: 1_795_262_400))
        var now: Date { time.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    private struct Monitor: RateLimitMonitor {
        let windows: [String: RateLimitSnapshot]
        var latest: RateLimitSnapshot? { windows.values.first }
        func window(for resource: String) -> RateLimitSnapshot? { windows[resource] }
    }

    private final class Updates: Sendable {
        let all = Mutex<[StatusUpdate]>([])
        func add(_ update: StatusUpdate) { all.withLock { $0.append(update) } }
        var list: [StatusUpdate] { all.withLock { $0 } }
    }

    @Test func spentLimit_countsDown_andLoadingResumesAtReset() {
        let clock = Clock()
        let spent = RateLimitSnapshot(remaining: 0, limit: 60, resetAt: clock.now.addingTimeInterval(41), resource: "core")
        let searches = RateLimitSnapshot(remaining: 3, limit: 10, resetAt: clock.now.addingTimeInterval(20), resource: "search")
        let status = BrowseRateLimitStatus(monitor: Monitor(windows: ["core": spent, "search": searches]), now: { clock.now })
        let updates = Updates()
        status.start(updates.add)
        status.stop()
        status.tick()
        clock.advance(40.2)
        status.tick()
        clock.advance(1)
        status.tick()
        status.tick()
        let warning = { (text: String) in StatusUpdate.note(StatusNote(text, isWarning: true)) }
        #expect(
            updates.list.suffix(4) == [
                warning("core rate limit: resets in 41 s"), warning("core rate limit: resets in 1 s"), .note(nil), .rateLimitReset,
            ])
    }

    @Test func theBudgetsOwnCountdown_takesTheStatusLine() {
        let status = BrowseRateLimitStatus(monitor: Monitor(windows: [:]), now: { Date() })
        let updates = Updates()
        status.start(updates.add)
        status.stop()
        status.countdown("Waiting 3 s for the core rate limit to reset (0 of 60 left)")
        status.countdown(nil)
        #expect(
            updates.list.suffix(2) == [
                .note(StatusNote("Waiting 3 s for the core rate limit to reset (0 of 60 left)", isWarning: true)), .note(nil),
            ])
    }

    @Test func withoutLogin_onGitHub_statusLineSaysSoAtStart() {
        #expect(
            BrowseRateLimitStatus.loginNote(host: .dotcom, login: nil) == StatusNote("not logged in: 60 requests an hour", isWarning: true))
        #expect(BrowseRateLimitStatus.loginNote(host: .dotcom, login: FoundToken(token: "t", source: .ghAuthToken)) == nil)
        #expect(BrowseRateLimitStatus.loginNote(host: GitHubHost(normalizing: "ghe.example.com"), login: nil) == nil)
    }
}
