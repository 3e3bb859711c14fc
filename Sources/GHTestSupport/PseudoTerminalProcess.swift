import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running in a pseudo-terminal of its own, for end-to-end tests of full-screen
/// programs. Its standard input, output and error are the follower, which is also its
/// controlling terminal (it leads a new session), so resizing sends it SIGWINCH as a terminal
/// window would. Everything it writes is read continuously into a ``VirtualScreen``; tests wait
/// for the screen to show something with ``waitUntil(timeout:_:)`` rather than sleeping.
///
/// The child is started by GHSystem's ``GHSystem/ChildProcess``, in a session of its own.
/// Dropping the value kills the child's process group and closes the terminal.
public final class PseudoTerminalProcess: Sendable {
    /// The child's process ID, which is also its process group and session ID.
    public var processID: pid_t { child.id }
    private let child: ChildProcess
    private let leader: Int32
    private let shared: PseudoTerminalOutput
    private let readerDone = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments` (after argv[0], which is the executable's path) and
    /// exactly `environment`, in a new terminal `rows` by `columns`. The terminal answers each of
    /// `answers`' queries, once, the moment the child has written it, as a terminal answers a
    /// query it understands.
    public init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"],
        rows: Int = 24,
        columns: Int = 80,
        answers: [(query: [UInt8], answer: [UInt8])] = []
    ) throws {
        let (leader, followerPath) = try PseudoTerminalPair.openLeader(rows: rows, columns: columns)
        // The follower, opened by a session leader that has no terminal, becomes its controlling one.
        let terminal = ChildProcess.Stream.file(path: followerPath, flags: O_RDWR)
        do {
            child = try ChildProcess.spawn(
                executable, argv: [executable] + arguments,
                options: .init(environment: environment, input: terminal, output: terminal, error: terminal, grouping: .newSession))
        } catch {
            close(leader)
            throw error
        }
        self.leader = leader
        shared = PseudoTerminalOutput(screen: VirtualScreen(rows: rows, columns: columns))
        let (shared, done) = (shared, readerDone)
        let thread = Thread { Self.readOutput(from: leader, into: shared, answering: answers, done: done) }
        thread.name = "PseudoTerminalProcess output"
        thread.start()
    }

    deinit {
        if child.statusIfEnded() == nil {
            child.send(SIGKILL, toGroup: true)
            _ = child.waitSynchronously()
        }
        shared.stop()
        readerDone.wait()
        close(leader)
    }

    /// The screen as the child has drawn it so far.
    public var screen: VirtualScreen {
        shared.withLock { $0.screen }
    }

    /// Every byte the child has written so far, for a failing test's message.
    public var output: String {
        shared.withLock { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// Types `bytes` at the child's terminal.
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if !(written < 0 && errno == EINTR) {
                return
            }
        }
    }

    /// Types `text` at the child's terminal, as UTF-8.
    public func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Resizes the terminal, which sends the child SIGWINCH, and the emulated screen with it.
    public func resize(rows: Int, columns: Int) {
        shared.withLock { $0.screen.resize(rows: rows, columns: columns) }
        PseudoTerminalPair.setSize(of: leader, rows: rows, columns: columns)
    }

    /// Sends `signal` to the child.
    public func kill(signal: Int32) {
        child.send(signal)
    }

    /// The terminal's current settings (which the child may have changed), e.g. to check that it
    /// left raw mode; `nil` if they cannot be read.
    public func terminalAttributes() -> termios? {
        var attributes = termios()
        return tcgetattr(leader, &attributes) == 0 ? attributes : nil
    }

    /// Waits for the child to end and returns its exit status, or 128 + the signal that killed
    /// it, as a shell reports it; `nil` if it is still running after `timeout`. Once it has ended,
    /// also waits (up to two seconds) until everything it wrote is on ``screen``.
    public func waitForExit(timeout: Duration) async -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let status = child.statusIfEnded()?.shellStatus {
                let drained = ContinuousClock.now + .seconds(2)
                while !shared.hasEnded && ContinuousClock.now < drained { try? await Task.sleep(for: .milliseconds(10)) }
                return status
            }
            if ContinuousClock.now >= deadline { return nil }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Waits until `predicate` holds for the screen, checking as output arrives; `false` if it
    /// still does not after `timeout`.
    public func waitUntil(timeout: Duration, _ predicate: (VirtualScreen) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if predicate(screen) { return true }
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Reads the leader until the child side closes or the process value is dropped, answering
    /// `answers`' queries as they appear.
    private static func readOutput(
        from leader: Int32, into shared: PseudoTerminalOutput, answering answers: [(query: [UInt8], answer: [UInt8])],
        done: DispatchSemaphore
    ) {
        var unanswered = answers
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var ready = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        while !shared.isStopped {
            // A short timeout only so that dropping the value is noticed; data wakes it at once.
            guard poll(&ready, 1, 50) > 0 else { continue }
            let count = read(leader, &chunk, chunk.count)
            if count > 0 {
                let written = shared.withLock { output in
                    output.bytes += chunk[..<count]
                    output.screen.apply(chunk[..<count])
                    return output.bytes
                }
                for (index, pair) in unanswered.enumerated().reversed()
                where written.count >= pair.query.count
                    && written.indices.dropLast(pair.query.count - 1).contains(where: {
                        written[$0..<$0 + pair.query.count].elementsEqual(pair.query)
                    })
                {
                    _ = pair.answer.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
                    unanswered.remove(at: index)
                }
            } else if !(count < 0 && errno == EINTR) {
                break
            }
        }
        shared.end()
        done.signal()
    }
}
