import Foundation
import GHUsersCLI

/// A ``TextOutput`` that keeps what is written, for asserting the whole output of a command.
/// `closeAfter` makes it behave like a pipe whose reader left after that many writes.
public final class CapturedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var writes = 0
    private let closeAfter: Int?
    private let failure: OutputFailed?

    /// Creates an empty output; with `closeAfter`, writes after that many throw ``OutputClosed``;
    /// with `failure`, every write throws it, as a full disk would.
    public init(closeAfter: Int? = nil, failure: OutputFailed? = nil) {
        self.closeAfter = closeAfter
        self.failure = failure
    }

    /// Everything written so far.
    public var text: String { lock.withLock { buffer } }

    /// Keeps `text`, or throws ``OutputClosed`` past `closeAfter` writes.
    public func write(_ text: String) throws {
        try lock.withLock {
            if let failure { throw failure }
            if let closeAfter, writes >= closeAfter { throw OutputClosed() }
            writes += 1
            buffer += text
        }
    }
}
