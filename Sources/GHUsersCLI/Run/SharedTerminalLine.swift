import Synchronization

/// Standard output and standard error on one terminal: whether the results last left the
/// cursor mid-line (a `--json` array's element waits there for the `,` of the next), so that a
/// notice or a countdown starts on a line of its own instead of rubbing out or joining that one.
final class SharedTerminalLine: Sendable {
    private let resultsMidLine = Atomic<Bool>(false)

    /// Notes results just written, ending in `last`.
    func noteResults(endingWith last: UInt8?) {
        guard let last else { return }
        resultsMidLine.store(last != UInt8(ascii: "\n"), ordering: .relaxed)
    }

    /// The line break a notice needs first: `"\n"` once after results that ended mid-line, else
    /// nothing.
    func breakBeforeNotice() -> String {
        resultsMidLine.exchange(false, ordering: .relaxed) ? "\n" : ""
    }
}
