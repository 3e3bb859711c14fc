import Foundation

/// What the output thread and the test share: the emulated screen and the raw bytes.
final class PseudoTerminalOutput: @unchecked Sendable {
    /// The shared values.
    struct Output {
        var screen: VirtualScreen
        var bytes: [UInt8] = []
    }

    private let lock = NSLock()
    private var output: Output
    private var stopped = false
    private var ended = false

    init(screen: VirtualScreen) {
        output = Output(screen: screen)
    }

    /// Whether the process value was dropped, so reading should end.
    var isStopped: Bool {
        lock.withLock { stopped }
    }

    /// Whether the output thread has read everything and ended.
    var hasEnded: Bool {
        lock.withLock { ended }
    }

    /// Records that the output thread has ended.
    func end() {
        lock.withLock { ended = true }
    }

    /// Asks the output thread to end.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// Runs `body` on the shared values under the lock.
    func withLock<Result>(_ body: (inout Output) -> Result) -> Result {
        lock.withLock { body(&output) }
    }
}
