import Foundation
import GHUsersCLI

/// A ``TextOutput`` that keeps what is written, for asserting the whole output of a command.
/// `closeAfter` makes it behave like a pipe whose reader left after that many writes.
public final class CapturedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var writes = 0
    private let closeAfter: Int?

    /// Creates an empty output; with `closeAfter`, writes after that many throw ``OutputClosed``.
    public init(closeAfter: Int? = nil) {
        self.closeAfter = closeAfter
    }

    /// Everything written so far.
    public var text: String { lock.withLock { buffer } }

    /// Keeps `text`, or throws ``OutputClosed`` past `closeAfter` writes.
    public func write(_ text: String) throws {
        try lock.withLock {
            if let closeAfter, writes >= closeAfter { throw OutputClosed() }
            writes += 1
            buffer += text
        }
    }
}
