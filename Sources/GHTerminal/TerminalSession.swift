import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal, borrowed for a full-screen app and always given back.
///
/// ``enter(mouse:)`` saves the terminal's settings and switches to raw mode, the alternate
/// screen, a hidden cursor and bracketed paste (plus SGR mouse reports if asked). ``restore()``
/// undoes all of it and may be called any number of times. It also happens, without the app
/// doing anything, on every other way out: at `exit` (an `atexit` hook), on SIGTERM, SIGHUP and
/// SIGINT (then the process exits with 128 + the signal), and on a crash signal (then the
/// signal is raised again for the default action or the runtime's backtracer). SIGTSTP gives the
/// terminal back before stopping and takes it again when continued; SIGWINCH and continuing are
/// reported through ``TerminalInput`` as `.resize` and `.resumed`. See `TerminalGuard`.
public final class TerminalSession: Sendable {
    /// The terminal read from, whose settings are saved and changed.
    public let input: Int32
    /// The terminal written to.
    public let output: Int32
    /// Whether this session holds the terminal; held while the terminal is being taken, given
    /// back or suspended, so those never overlap.
    private let active = Mutex(false)

    /// A session on the given descriptors (by default standard input and output); nothing
    /// changes until ``enter(mouse:)``.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    deinit {
        restore()
    }

    /// Whether the session holds the terminal.
    var isActive: Bool {
        active.withLock { $0 }
    }

    /// Takes the terminal: raw mode, alternate screen, hidden cursor, bracketed paste, and SGR
    /// mouse reports when `mouse` is true. Does nothing if this session already holds it.
    ///
    /// With `reportEndSignals`, SIGTERM, SIGHUP and SIGINT do not end the process: the first is
    /// reported through ``TerminalInput`` as `.endRequested`, for the app to finish its work and
    /// end by itself; a second ends the process at once, terminal restored.
    public func enter(mouse: Bool = false, reportEndSignals: Bool = false) throws(TerminalSessionError) {
        let (input, output) = (input, output)
        try active.withLock { (active: inout Bool) throws(TerminalSessionError) in
            guard !active else { return }
            var saved = termios()
            guard tcgetattr(input, &saved) == 0 else { throw .notATerminal }
            guard TerminalGuard.arm(input: input, output: output, saved: saved, mouse: mouse, reportsEnd: reportEndSignals) else {
                throw .anotherSessionActive
            }
            TerminalGuard.registerExitHook()
            TerminalGuard.installHandlers()
            TerminalGuard.enterModes()
            active = true
        }
    }

    /// Gives the terminal back as it was found: modes off, cursor shown, the user's screen back,
    /// settings restored, signal handlers removed. Safe to call more than once.
    public func restore() {
        active.withLock { active in
            guard active else { return }
            TerminalGuard.restoreModes()
            TerminalGuard.uninstallHandlers()
            active = false
        }
    }

    /// What Ctrl-Z should do, since raw mode delivers it as a key: gives the terminal back and
    /// stops the process like SIGTSTP. Returns once the process is continued (`fg`), with the
    /// terminal taken again; a `.resumed` event follows, and the whole screen must be redrawn
    /// (``FrameRenderer/invalidate()``). Returns at once, terminal retaken, when the kernel will
    /// not stop the process (an orphaned process group, as under a process supervisor).
    public func suspend() {
        active.withLock { active in
            guard active else { return }
            TerminalGuard.stopAndResume()
        }
    }

    /// Gives the terminal back for a while, for a child process that needs it (an editor, a
    /// pager): modes off, settings restored, handlers kept; Ctrl-C and Ctrl-\ are the child's.
    /// Stop the session's ``TerminalInput`` first (``TerminalInput/pause()``), so that the child
    /// gets every key. Returns `false` when the session does not hold the terminal.
    public func lend() -> Bool {
        active.withLock { active in active && TerminalGuard.lend() }
    }

    /// Takes back the terminal ``lend()`` gave; the whole screen must then be redrawn
    /// (``FrameRenderer/invalidate()``).
    public func takeBack() {
        active.withLock { active in
            if active { TerminalGuard.takeBack() }
        }
    }

    /// Writes `query` and reads what the terminal answers until `isComplete` says the answer is
    /// whole or `timeout` passes; returns every byte read, keys typed meanwhile included. Call it
    /// before a ``TerminalInput`` reads the terminal, and hand it what this returns as `pending`.
    public func query(_ query: [UInt8], timeout: Duration, until isComplete: ([UInt8]) -> Bool) -> [UInt8] {
        write(query)
        let deadline = ContinuousClock.now + timeout
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !isComplete(answer), answer.count < 64 * 1024 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let waited = poll(&ready, 1, Int32(max(1, left / .milliseconds(1))))
            if waited < 0 && errno == EINTR { continue }
            guard waited > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        return answer
    }

    /// Writes all of `bytes` to the terminal, e.g. one frame from ``FrameRenderer``. Waits (up to
    /// a second at a time) while the terminal cannot take more, in case someone made the
    /// descriptor non-blocking; gives up on any other error, such as a hung-up terminal.
    public func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { writeSome(output, $0) }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                guard poll(&ready, 1, 1000) > 0 else { return }
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// The size of the output terminal, or `nil` if it is not a terminal.
    public var size: TerminalSize? {
        Self.size(of: output)
    }

    /// The size of the terminal `descriptor` refers to (TIOCGWINSZ), or `nil` if it is not a
    /// terminal or reports no size.
    public static func size(of descriptor: Int32) -> TerminalSize? {
        guard let size = windowSize(of: descriptor), size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    /// The width of the terminal on `descriptor`, even when it reports no height (as `script`'s
    /// terminal may): what a table needs. `nil` when it is not a terminal or reports no width.
    public static func columns(of descriptor: Int32) -> Int? {
        guard let size = windowSize(of: descriptor), size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    private static func windowSize(of descriptor: Int32) -> winsize? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        return ioctl(descriptor, request, &size) == 0 ? size : nil
    }
}

/// One `write(2)`, named apart from ``TerminalSession/write(_:)``.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
