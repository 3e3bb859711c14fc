import Foundation
import GHUsersCLI
import Synchronization

/// A ``TextOutput`` that keeps what is written, for asserting the whole output of a command.
/// `closeAfter` makes it behave like a pipe whose reader left after that many writes.
public final class CapturedOutput: TextOutput, Sendable {
    private struct State {
        var buffer = ""
        var writes = 0
    }

    private let state = Mutex(State())
    private let closeAfter: Int?
    private let failure: OutputFailed?

    /// Creates an empty output; with `closeAfter`, writes after that many throw ``OutputClosed``;
    /// with `failure`, every write throws it, as a full disk would.
    public init(closeAfter: Int? = nil, failure: OutputFailed? = nil) {
        self.closeAfter = closeAfter
        self.failure = failure
    }

    /// Everything written so far.
    public var text: String { state.withLock { $0.buffer } }

    /// Keeps `text`, or throws ``OutputClosed`` past `closeAfter` writes.
    public func write(_ text: String) throws {
        try state.withLock { state in
            if let failure { throw failure }
            if let closeAfter, state.writes >= closeAfter { throw OutputClosed() }
            state.writes += 1
            state.buffer += text
        }
    }
}
