import Foundation
import GHData
import GHDomain
import GHText
import GHUsersTUI
import Synchronization

/// The rate limits, told to a running browser: while a limit is spent, a countdown to its
/// reset in the status line, and, at the reset, the word that loading paused for it can go on
/// (as `r` would); with `--wait`, the budget's own countdown takes the status line the same
/// way. The budget is looked at once a second, which costs nothing worth measuring.
final class BrowseRateLimitStatus: Sendable {
    private struct State {
        var sink: (@Sendable (StatusUpdate) -> Void)?
        var ticker: Task<Void, Never>?
        var wasSpent = false
    }

    private let monitor: any RateLimitMonitor
    private let now: @Sendable () -> Date
    private let state = Mutex(State())

    /// Tells of `monitor`'s spent limits, on the clock `now` reads.
    init(monitor: any RateLimitMonitor, now: @escaping @Sendable () -> Date) {
        self.monitor = monitor
        self.now = now
    }

    /// Starts telling `sink`; ticks until ``stop()``.
    func start(_ sink: @escaping @Sendable (StatusUpdate) -> Void) {
        let ticker = Task { [weak self] in
            while !Task.isCancelled {
                self?.tick()
                try? await Task.sleep(for: .seconds(1))
            }
        }
        state.withLock {
            $0.sink = sink
            $0.ticker = ticker
        }
    }

    /// Stops the ticks.
    func stop() {
        state.withLock { $0.ticker }?.cancel()
    }

    /// The budget's countdown while it waits (`--wait`), or `nil` when it is done.
    func countdown(_ line: String?) {
        let sink = state.withLock { $0.sink }
        sink?(.note(line.map { StatusNote($0, isWarning: true) }))
    }

    /// One look at the budget: the countdown while a limit is spent, and the reset once it is not.
    func tick() {
        let at = now()
        let spent = ["core", "search", "graphql"].compactMap { monitor.window(for: $0) }.filter { $0.isSpent(at: at) }
        let soonest = spent.min { ($0.resetAt ?? .distantFuture) < ($1.resetAt ?? .distantFuture) }
        let (sink, wasSpent) = state.withLock { state in
            defer { state.wasSpent = soonest != nil }
            return (state.sink, state.wasSpent)
        }
        if let soonest, let reset = soonest.resetAt {
            let seconds = Int(reset.timeIntervalSince(at).rounded(.up))
            sink?(.note(StatusNote("\(soonest.resource ?? "core") rate limit: resets in \(seconds) s", isWarning: true)))
        } else if wasSpent {
            sink?(.note(nil))
            sink?(.rateLimitReset)
        }
    }

    /// The note a browser without a login starts with, on a host GitHub runs: its 60 requests
    /// an hour; `nil` with a login, or where the host's own limit is not known beforehand.
    static func loginNote(host: GitHubHost, login: FoundToken?) -> StatusNote? {
        guard login == nil, host.isRunByGitHub else { return nil }
        return StatusNote("not logged in: 60 requests an hour", isWarning: true)
    }
}
