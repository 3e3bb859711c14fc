import Synchronization

/// Where a run's chatter goes: retry notices, stale-cache warnings and `-v` request lines. By
/// default standard error; the browser, which owns the terminal, redirects them to its status
/// line while it runs.
final class NoticeBoard: Sendable {
    private let sink: Mutex<@Sendable (String) -> Void>

    /// A board that hands every notice to `sink`.
    init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = Mutex(sink)
    }

    /// Says `line` (one line, without its newline) wherever notices go now.
    func post(_ line: String) {
        let sink = sink.withLock { $0 }
        sink(line)
    }

    /// Sends notices to `sink` from now on; returns where they went before.
    @discardableResult
    func redirect(to sink: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        self.sink.withLock { current in
            defer { current = sink }
            return current
        }
    }
}
