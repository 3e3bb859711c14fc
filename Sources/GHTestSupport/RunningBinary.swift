import Foundation
import GHSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `gh-users` process started by ``BinaryRunner/launch(_:variables:terminal:columns:input:)``.
///
/// `@unchecked` because `buffered` and the output descriptor belong to the one task that drives
/// the running binary (a test reads, closes, interrupts and waits from one task at a time); only
/// the watchdog's kill comes from elsewhere, and ``GHSystem/ChildProcess`` makes that safe.
public final class RunningBinary: @unchecked Sendable {
    /// Where the process's stdout goes: this process's end of it.
    enum Output {
        case pipe(Int32)
        case terminal(leader: Int32)
    }

    private let child: ChildProcess
    private var output: Output?
    private let error: Int32
    private let home: URL
    private var buffered: [UInt8] = []

    init(child: ChildProcess, output: Output, error: Int32, home: URL, deadline: TimeInterval) {
        self.child = child
        self.output = output
        self.error = error
        self.home = home
        // A hung binary fails its test instead of hanging the whole suite.
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { child.send(SIGKILL) }
    }

    /// The process's id.
    public var processID: pid_t { child.id }

    /// Whether a thread of the process is waiting for room in a pipe it writes to (Linux: its
    /// threads' `wchan`); `nil` where the system does not say.
    public var isWaitingToWriteAPipe: Bool? {
        #if os(Linux)
            guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(child.id)/task") else { return nil }
            return threads.contains { thread in
                (try? String(contentsOfFile: "/proc/\(child.id)/task/\(thread)/wchan", encoding: .utf8))?.contains("pipe_write") == true
            }
        #else
            return nil
        #endif
    }

    /// Reads piped stdout until it holds at least `count` bytes or ends; returns all read so far.
    public func readOutput(atLeast count: Int) -> String {
        guard case .pipe(let fd) = output else { preconditionFailure("readOutput needs piped stdout, still open") }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while buffered.count < count {
            let read = Self.read(fd, into: &chunk)
            guard read > 0 else { break }
            buffered += chunk[..<read]
        }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// Closes the reading end of piped stdout, as `head` does when it has what it wants.
    public func closeOutput() {
        if case .pipe(let fd) = output {
            close(fd)
            output = nil
        }
    }

    /// Sends SIGINT, as Ctrl-C does.
    public func interrupt() {
        child.send(SIGINT)
    }

    /// Sends SIGTERM, as `kill` and service managers do.
    public func terminate() {
        child.send(SIGTERM)
    }

    /// Waits for the process to end, reading stdout and stderr at once so neither can fill up
    /// and block it; returns both in full (stdout as far as it was still open) and the status.
    public func wait() async -> ProcessResult {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: waitSynchronously()) }.start()
        }
    }

    /// ``wait()``, blocking the calling thread.
    func waitSynchronously() -> ProcessResult {
        // Stderr on a thread of its own: a blocked Dispatch worker is replaced only after a delay.
        let errorText = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        Thread { [error] in
            if error >= 0 {
                errorText.withLock { $0 = Self.readToEnd(error) }
                close(error)
            }
            done.signal()
        }.start()
        var rest: [UInt8] = []
        switch output {
        case .pipe(let fd):
            rest = Self.readToEnd(fd)
            close(fd)
        case .terminal(let leader):
            // A terminal's leader reads EIO, not end of file, once the child side has closed.
            rest = Self.readToEnd(leader)
            close(leader)
        case nil:
            break
        }
        output = nil
        done.wait()
        let status = child.waitSynchronously()
        try? FileManager.default.removeItem(at: home)
        return ProcessResult(
            stdout: String(decoding: buffered + rest, as: UTF8.self),
            stderr: String(decoding: errorText.withLock { $0 }, as: UTF8.self),
            status: status.shellStatus
        )
    }

    /// Everything from `fd` until it ends or fails.
    private static func readToEnd(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(fd, into: &chunk)
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// One `read` into `chunk`, again after `EINTR`; 0 at the end, -1 on an error.
    private static func read(_ fd: Int32, into chunk: inout [UInt8]) -> Int {
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }
}
