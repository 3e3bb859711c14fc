import Synchronization

/// Standard output and standard error on one terminal, shared by results, notices and a
/// rate-limit countdown so that none spoils another's line:
/// - a notice or countdown after results that ended mid-line (a `--json` array's element waits
///   there for the `,` of the next) starts a line of its own instead of rubbing that one out;
/// - results and notices after a countdown first clear its line, which the countdown's next tick
///   draws again below them;
/// - a notice or countdown that comes while results are being written waits for them to end,
///   kept here rather than by blocking its thread (the network's), and goes out after them;
/// - after the terminal has written on the line itself (the `^C` it echoes for Ctrl-C), a notice
///   starts a line of its own.
///
/// Every write to standard error goes through the state's lock, so they keep their order; a
/// results write does not hold it, so a slow terminal holds up only the results.
final class SharedTerminalLine: Sendable {
    /// Where the cursor is, as far as the run's own output goes.
    enum Cursor: Sendable, Equatable {
        /// At the start of a line.
        case lineStart
        /// After results that did not end with a line break, or after what the terminal wrote.
        case midResults
        /// After a countdown's text, on a line of its own.
        case onCountdown
    }

    /// What waits for a results write to end.
    private enum Held: Sendable {
        case notice(String)
        case countdown(String?)
    }

    private struct State: Sendable {
        var cursor = Cursor.lineStart
        var writingResults = false
        var held: [Held] = []
        /// The terminal wrote on the line while results were being written.
        var terminalWrote = false
    }

    /// Clears the line the cursor is on and moves to its start.
    static let clearLine = "\r\u{1B}[K"

    private let state = Mutex(State())
    private let errors: @Sendable (String) -> Void

    /// Shares the terminal, writing notices and countdowns with `errors`.
    init(errors: @escaping @Sendable (String) -> Void) {
        self.errors = errors
    }

    /// Where the cursor is now (for tests).
    var cursor: Cursor { state.withLock { $0.cursor } }

    /// Writes results with `write`, which they end in `last`. A countdown showing is cleared
    /// first; what was said meanwhile goes out after them.
    func writeResults(endingWith last: UInt8?, _ write: () throws -> Void) throws {
        let onCountdown = state.withLock { state in
            state.writingResults = true
            return state.cursor == .onCountdown
        }
        defer {
            state.withLock { state in
                state.writingResults = false
                if let last { state.cursor = last == UInt8(ascii: "\n") ? .lineStart : .midResults }
                if state.terminalWrote && state.cursor == .lineStart { state.cursor = .midResults }
                state.terminalWrote = false
                let held = state.held
                state.held = []
                for item in held { emit(item, &state) }
            }
        }
        if onCountdown {
            // Nothing else writes to standard error while `writingResults` is set.
            errors(Self.clearLine)
        }
        try write()
    }

    /// Notes that the terminal wrote at the cursor itself (the `^C` it echoes when Ctrl-C is
    /// pressed), so that a line start is one no more. A countdown's line is cleared whole anyway.
    func terminalWroteOnTheLine() {
        state.withLock { state in
            if state.writingResults {
                state.terminalWrote = true
            } else if state.cursor == .lineStart {
                state.cursor = .midResults
            }
        }
    }

    /// Writes `text`, a notice ending in a line break.
    func notice(_ text: String) {
        say(.notice(text))
    }

    /// Shows `line` as the countdown, in place of the last one, or clears it (`nil`).
    func countdown(_ line: String?) {
        say(.countdown(line))
    }

    private func say(_ item: Held) {
        state.withLock { state in
            guard state.writingResults else { return emit(item, &state) }
            // Only the newest countdown matters; notices are all kept.
            if case .countdown = item, case .countdown? = state.held.last { state.held.removeLast() }
            state.held.append(item)
        }
    }

    private func emit(_ item: Held, _ state: inout State) {
        switch item {
        case .notice(let text):
            let before = state.cursor == .midResults ? "\n" : state.cursor == .onCountdown ? Self.clearLine : ""
            errors(before + text)
            state.cursor = .lineStart
        case .countdown(let line):
            errors((state.cursor == .midResults ? "\n" : Self.clearLine) + (line ?? ""))
            state.cursor = (line ?? "").isEmpty ? .lineStart : .onCountdown
        }
    }
}

/// Standard output when it shares the terminal with standard error: every write of results,
/// a listing's pages and what a `--jq` filter prints alike, goes through the
/// ``SharedTerminalLine``.
struct SharedLineOutput: TextOutput {
    /// The terminal.
    let base: any TextOutput
    /// The line it shares with standard error.
    let line: SharedTerminalLine

    func write(_ text: String) throws {
        try line.writeResults(endingWith: text.utf8.last) { try base.write(text) }
    }

    func write(bytes: UnsafeRawBufferPointer) throws {
        try line.writeResults(endingWith: bytes.last) { try base.write(bytes: bytes) }
    }

    var writesWithoutWaiting: Bool { base.writesWithoutWaiting }
}

/// Whole lines for standard error written as notices through a ``SharedTerminalLine``: what a
/// command whose results go elsewhere first (to `--jq`) says.
struct SharedLineNotices: TextOutput {
    /// The line standard error shares with the results.
    let line: SharedTerminalLine

    func write(_ text: String) throws {
        line.notice(text)
    }

    var writesWithoutWaiting: Bool { false }
}
