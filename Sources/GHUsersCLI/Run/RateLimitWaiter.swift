import Foundation
import GHData
import GHDomain
import GHText

/// Waits as ``GHData/ThrottlingTransport`` asks, and says so: on a terminal a countdown on
/// standard error, rewritten in place each second; elsewhere one line per wait. A spent limit's
/// reset and the secondary limit are always announced; a pause to keep the pace only when it
/// is long enough to notice (a second or more) and a person is watching. Waiting sleeps: no
/// work is done until the time is up.
struct RateLimitWaiter: Sendable {
    /// Where the lines go.
    let notices: NoticeBoard
    /// Whether standard error is a terminal, so a countdown can be rewritten in place.
    let isTerminal: Bool
    /// Sleeps; tests pass one that returns at once.
    let sleep: @Sendable (TimeInterval) async throws -> Void

    /// Waits `wait.seconds`, saying what for.
    func wait(_ wait: ThrottlingTransport.Wait) async throws {
        if case .pace = wait.reason, wait.seconds < 1 || !isTerminal {
            try await sleep(wait.seconds)
            return
        }
        guard isTerminal else {
            notices.post(Self.line(wait.reason, seconds: wait.seconds))
            try await sleep(wait.seconds)
            return
        }
        var left = wait.seconds
        defer { notices.countdown(nil) }
        while left > 0 {
            notices.countdown(Self.line(wait.reason, seconds: left))
            // To the next whole second, so the count shown goes down one at a time.
            let fraction = left.truncatingRemainder(dividingBy: 1)
            let step = fraction > 0.001 ? fraction : min(1, left)
            try await sleep(step)
            left -= step
        }
    }

    /// `Waiting 41 s for the core rate limit to reset (0 of 5,000 left)`, and the like.
    static func line(_ reason: ThrottlingTransport.Wait.Reason, seconds: TimeInterval) -> String {
        let time = "\(Int(seconds.rounded(.up))) s"
        switch reason {
        case .reset(let window):
            let resource = window.resource ?? "core"
            return "Waiting \(time) for the \(resource) rate limit to reset (0 of \(NumberText.grouped(window.limit)) left)"
        case .secondaryLimit(let retryAfter):
            let asked = retryAfter.map { "Retry-After: \(TextSanitizer.line($0))" } ?? "no Retry-After, so a minute or more"
            return "Waiting \(time): GitHub's secondary rate limit was hit (\(asked))"
        case .pace(let resource):
            return "Waiting \(time) to keep to GitHub's \(resource) rate"
        }
    }
}
