import Synchronization

/// Where a run's chatter goes: retry notices, rate-limit waits, stale-cache warnings and `-v`
/// request lines. By default standard error; the browser, which owns the terminal, redirects
/// them to its status line while it runs.
final class NoticeBoard: Sendable {
    private struct Sinks {
        var line: @Sendable (String) -> Void
        var countdown: @Sendable (String?) -> Void
    }

    private let sinks: Mutex<Sinks>

    /// A board that hands every notice to `sink`, and a countdown's states to `countdown`: the
    /// line to show in place of the last, or `nil` to clear it.
    init(_ sink: @escaping @Sendable (String) -> Void, countdown: @escaping @Sendable (String?) -> Void = { _ in }) {
        sinks = Mutex(Sinks(line: sink, countdown: countdown))
    }

    /// Says `line` (one line, without its newline) wherever notices go now.
    func post(_ line: String) {
        let sink = sinks.withLock { $0.line }
        sink(line)
    }

    /// Shows `line` in place of the countdown's last, or clears it (`nil`).
    func countdown(_ line: String?) {
        let sink = sinks.withLock { $0.countdown }
        sink(line)
    }

    /// Sends notices to `sink` and a countdown to `countdown` from now on.
    func redirect(to sink: @escaping @Sendable (String) -> Void, countdown: @escaping @Sendable (String?) -> Void) {
        sinks.withLock { $0 = Sinks(line: sink, countdown: countdown) }
    }

    /// Sends notices to `sink` from now on, a countdown's lines included; returns where they
    /// went before.
    @discardableResult
    func redirect(to sink: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        sinks.withLock { current in
            defer { current = Sinks(line: sink, countdown: { line in if let line { sink(line) } }) }
            return current.line
        }
    }
}
