import Foundation
import Synchronization

/// The slower lane GitHub asks content-changing requests (`PUT`, `DELETE`, `POST`, `PATCH`) to
/// keep to, as octokit's throttling plugin keeps its write group: one at a time, at least a
/// second apart, at most 80 a minute and 500 an hour (GitHub's secondary limits for
/// content-creating requests). ``ThrottlingTransport`` holds each change's turn from before it
/// is sent until its answer (retries included), and pauses it as ``pause(at:)`` says.
public final class WriteLane: Sendable {
    /// How changes are paced.
    public struct Rules: Sendable, Equatable {
        /// The least time between two changes, in seconds.
        public var spacing: TimeInterval
        /// The most changes in any minute.
        public var perMinute: Int
        /// The most changes in any hour.
        public var perHour: Int

        /// GitHub's rules for content-changing requests.
        public static let gitHub = Rules(spacing: 1, perMinute: 80, perHour: 500)
    }

    private struct State {
        var busy = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        /// When the changes of the last hour ended, oldest first.
        var sent: [Date] = []
    }

    /// The rules this lane keeps.
    public let rules: Rules
    private let state = Mutex(State())

    /// A lane that keeps `rules`.
    public init(rules: Rules = .gitHub) {
        self.rules = rules
    }

    /// Waits until no other change is under way, and takes the turn; ``leave()`` hands it on.
    public func enter() async {
        let free = state.withLock { state -> Bool in
            guard state.busy else {
                state.busy = true
                return true
            }
            return false
        }
        if free { return }
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                guard state.busy else {
                    state.busy = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Ends this change's turn: the next waiting change (if any) takes it.
    public func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.busy = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }

    /// How long the change whose turn it is waits at `now` before it may be sent.
    public func pause(at now: Date) -> TimeInterval {
        state.withLock { state in Self.earliest(after: state.sent, rules: rules).timeIntervalSince(now) }
    }

    /// Notes that a change ended at `now`: its answer came, or it failed. The next change's
    /// pause is counted from here, so the server sees at least ``Rules/spacing`` between two.
    public func ended(at now: Date) {
        state.withLock { state in
            state.sent.append(now)
            state.sent.removeAll { now.timeIntervalSince($0) >= 3600 }
        }
    }

    /// Counts changes made earlier (by another run, as its journal says) that ended at `dates`:
    /// the pace holds across runs.
    public func remember(_ dates: [Date]) {
        state.withLock { state in
            state.sent = (state.sent + dates).sorted()
        }
    }

    /// How long `count` changes take at this pace, from the first sent to the last: what a plan
    /// says before it is carried out (a change's own answer time not counted).
    public static func duration(of count: Int, rules: Rules = .gitHub) -> TimeInterval {
        var sent: [Date] = []
        let start = Date(timeIntervalSince1970: 0)
        for _ in 0..<max(0, count) {
            sent.append(max(start, earliest(after: sent, rules: rules)))
            if sent.count > rules.perHour { sent.removeFirst() }
        }
        return sent.last.map { $0.timeIntervalSince(start) } ?? 0
    }

    /// The earliest time a change may go after changes sent at `sent` (oldest first).
    private static func earliest(after sent: [Date], rules: Rules) -> Date {
        guard let last = sent.last else { return .distantPast }
        var earliest = last.addingTimeInterval(rules.spacing)
        if sent.count >= rules.perMinute {
            earliest = max(earliest, sent[sent.count - rules.perMinute].addingTimeInterval(60))
        }
        if sent.count >= rules.perHour {
            earliest = max(earliest, sent[sent.count - rules.perHour].addingTimeInterval(3600))
        }
        return earliest
    }
}
