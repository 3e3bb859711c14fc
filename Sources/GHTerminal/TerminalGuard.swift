import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What it takes to give the terminal back from inside a signal handler, kept where a handler
/// can reach it without allocating, locking or touching Swift objects: the saved and raw
/// termios and the restore and re-enter bytes, copied into memory set aside before any handler
/// is installed. Everything here that a handler calls uses only async-signal-safe functions
/// (`write`, `tcsetattr`, `sigaction`, `pthread_sigmask`, `raise`, `_exit`).
///
/// Which phase the session is in is one lock-free ``Atomic`` (`Synchronization`, which the
/// package's macOS 15 floor allows), so a handler and the thread that arms, restores or suspends
/// agree on it: only the one that moves it out of `raw` gives the terminal back, so it is
/// restored once. The other fields are written only while the phase is `arming`, before any
/// handler can act on them, and are read-only after.
enum TerminalGuard {
    /// Where the guarded session is.
    enum Phase: Int32 {
        /// No session.
        case idle = 0
        /// The terminal is in raw mode, the session's.
        case raw = 1
        /// Stopped: the terminal is the user's until the process is continued.
        case suspended = 2
        /// A session is recording its terminal; handlers are not installed yet.
        case arming = 3
        /// Lent to a child process the app runs: the terminal is the child's until it ends.
        case lent = 4
    }

    /// The session's phase, a ``Phase``'s raw value.
    static let phase = Atomic<Int32>(Phase.idle.rawValue)
    /// The signal that asked a session reporting end signals to end, once one did; 0 before.
    static let endRequest = Atomic<Int32>(0)
    /// When ``stopAndResume()`` last took the terminal back, in nanoseconds of the monotonic
    /// clock. The SIGCONT that continued it may be handled on another thread, after that: within
    /// ``resumeEcho`` of it, SIGCONT's handler knows the resume is already reported.
    static let lastResume = Atomic<Int64>(Int64.min)
    /// How long after a resume a SIGCONT is taken as the one that caused it.
    static let resumeEcho: Int64 = 500_000_000

    /// Moves the phase from `from` to `to` if it is `from`; whether it did.
    static func advance(from: Phase, to: Phase) -> Bool {
        phase.compareExchange(expected: from.rawValue, desired: to.rawValue, ordering: .acquiringAndReleasing).exchanged
    }

    /// Whether the session is in `candidate`.
    static func isIn(_ candidate: Phase) -> Bool {
        phase.load(ordering: .acquiring) == candidate.rawValue
    }

    /// The guarded session's state.
    struct State {
        /// Whether SIGTERM, SIGHUP and SIGINT are reported for the app to end by itself.
        var reportsEnd = false
        var input: Int32 = -1
        var output: Int32 = -1
        var saved = termios()
        var raw = termios()
        /// The write end of the signal pipe, where handlers report SIGWINCH and SIGCONT.
        var notify: Int32 = -1
        /// The read end of the signal pipe, which ``TerminalInput`` polls.
        var signals: Int32 = -1
        var enterBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
        var enterCount = 0
        var restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
        var restoreCount = 0
        /// The dispositions the handlers replaced, indexed by signal number.
        var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    }

    /// Room for the enter and restore sequences, which are well under 100 bytes.
    static let byteCapacity = 128
    /// What a handler writes to the signal pipe for SIGWINCH.
    static let resizeNote: UInt8 = 0x57  // "W"
    /// What is written to the signal pipe when the terminal is taken back after a stop.
    static let resumeNote: UInt8 = 0x43  // "C"
    /// What a handler writes to the signal pipe when a signal asks the app to end.
    static let endNote: UInt8 = 0x45  // "E"

    /// The one state, created with its signal pipe on first use, which is always before a
    /// handler is installed; never freed.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            state.pointee.signals = ends[0]
            state.pointee.notify = ends[1]
        }
        return state
    }()

    /// Takes charge of a terminal: records how to enter and restore it. Returns `false` if
    /// another session is active, since signal handlers are process-wide.
    static func arm(input: Int32, output: Int32, saved: termios, mouse: Bool, reportsEnd: Bool) -> Bool {
        guard advance(from: .idle, to: .arming) else { return false }
        state.pointee.reportsEnd = reportsEnd
        endRequest.store(0, ordering: .relaxed)
        let enter = TerminalModes.enterSequence(mouse: mouse)
        let restore = TerminalModes.restoreSequence(mouse: mouse)
        precondition(enter.count <= byteCapacity && restore.count <= byteCapacity)
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.saved = saved
        state.pointee.raw = TerminalModes.raw(from: saved)
        state.pointee.enterBytes.update(from: enter, count: enter.count)
        state.pointee.enterCount = enter.count
        state.pointee.restoreBytes.update(from: restore, count: restore.count)
        state.pointee.restoreCount = restore.count
        phase.store(Phase.raw.rawValue, ordering: .releasing)
        return true
    }

    /// Puts the terminal in raw mode and writes the enter bytes. Async-signal-safe.
    static func enterModes() {
        _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.raw)
        writeAll(state.pointee.output, state.pointee.enterBytes, state.pointee.enterCount)
    }

    /// Gives the terminal back, once, if it is in raw mode, and marks the session over.
    /// Async-signal-safe: it is what every handler and the `atexit` hook call.
    static func restoreModes() {
        guard advance(from: .raw, to: .idle) else { return }
        writeAll(state.pointee.output, state.pointee.restoreBytes, state.pointee.restoreCount)
        _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.saved)
    }

    /// Gives the terminal back, stops the process as SIGTSTP's default action does, and when
    /// continued takes the terminal again and reports it. Does nothing without an active
    /// session. Async-signal-safe: SIGTSTP's handler and ``TerminalSession/suspend()`` share it.
    static func stopAndResume() {
        guard advance(from: .raw, to: .suspended) else { return }
        writeAll(state.pointee.output, state.pointee.restoreBytes, state.pointee.restoreCount)
        _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.saved)
        stopWithDefaultAction()
        guard advance(from: .suspended, to: .raw) else { return }
        lastResume.store(monotonicNow(), ordering: .releasing)
        enterModes()
        note(resumeNote)
    }

    /// The monotonic clock in nanoseconds. Async-signal-safe.
    static func monotonicNow() -> Int64 {
        var now = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Gives the terminal back for a child process to use, the handlers staying in place; `false`
    /// when the session does not hold it.
    static func lend() -> Bool {
        guard advance(from: .raw, to: .lent) else { return false }
        writeAll(state.pointee.output, state.pointee.restoreBytes, state.pointee.restoreCount)
        _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.saved)
        return true
    }

    /// Takes back the terminal ``lend()`` gave.
    static func takeBack() {
        guard advance(from: .lent, to: .raw) else { return }
        enterModes()
    }

    /// Writes a one-byte note to the signal pipe; a full pipe drops it. Async-signal-safe.
    static func note(_ byte: UInt8) {
        var byte = byte
        _ = write(state.pointee.notify, &byte, 1)
    }

    /// Writes all of `count` bytes, retrying after signals, giving up on any other error.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        var offset = 0
        while offset < count {
            let written = write(descriptor, bytes + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
