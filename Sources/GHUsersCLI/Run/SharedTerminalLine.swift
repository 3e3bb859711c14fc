import Synchronization

/// Standard output and standard error on one terminal: results and notices take turns, and a
/// notice knows whether the results last left the cursor mid-line (a `--json` array's element
/// waits there for the `,` of the next), so that it starts on a line of its own instead of
/// rubbing out or joining that one. Taking turns also keeps a notice out of the middle of a page
/// that takes more than one write.
final class SharedTerminalLine: Sendable {
    /// Whether the last results written ended mid-line; held while either is written.
    private let resultsMidLine = Mutex<Bool>(false)

    /// Writes results with `write`, which they end in `last`; a notice waits meanwhile.
    func writeResults(endingWith last: UInt8?, _ write: () throws -> Void) throws {
        try resultsMidLine.withLock { midLine in
            try write()
            if let last { midLine = last != UInt8(ascii: "\n") }
        }
    }

    /// Writes a notice with `write`, given the line break it needs first: `"\n"` after results
    /// that ended mid-line, else nothing. Results wait meanwhile.
    func writeNotice(_ write: (_ lineBreak: String) -> Void) {
        resultsMidLine.withLock { midLine in
            write(midLine ? "\n" : "")
            midLine = false
        }
    }
}
