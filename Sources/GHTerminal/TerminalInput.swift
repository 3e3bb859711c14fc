import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the terminal on a thread of its own and hands what happens there, in order, to a stream
/// the caller owns: keys, pastes and mouse events from a ``KeyDecoder``; `.resize` on SIGWINCH,
/// `.resumed` after a stop and `.endRequested` (all reported by ``TerminalSession``'s handlers
/// through its signal pipe, which only a reader made with a session watches). The caller's stream
/// may carry its own events too (an app's finished requests), so the app reads one stream, with
/// no task in between.
///
/// The thread sleeps in `poll` on the input, the signal pipe and a control pipe, without a
/// timeout unless an Esc is pending, so waiting costs no CPU. A lone Esc is reported once 30 ms
/// pass with no byte after it; an answer from the terminal arriving in pieces is waited for
/// longer. The input is read blocking after `poll` says it is ready, and never made
/// non-blocking: on a terminal, standard input and output usually share one open file, and the
/// flag would make the app's writes fail with EAGAIN.
public final class TerminalInput: Sendable {
    private let control: ControlPipe?

    /// How long an unfinished control string (an answer from the terminal) is waited for.
    static let stringTimeout: Int32 = 500

    /// Starts reading `session`'s terminal at once: each event, made into the stream's element by
    /// `transform`, is yielded to `events`, which is finished when the input ends or fails (the
    /// terminal hung up) or after ``stop()``. `pending` holds bytes already read from the terminal
    /// (typed while a query waited for its answer), decoded first. A lone Esc is reported after
    /// `escapeTimeout` of silence.
    public convenience init<Event: Sendable>(
        session: TerminalSession, escapeTimeout: Duration = .milliseconds(30), pending: [UInt8] = [],
        into events: AsyncStream<Event>.Continuation, as transform: @escaping @Sendable (TerminalEvent) -> Event
    ) {
        self.init(
            input: session.input, sizeSource: session.output, escapeTimeout: escapeTimeout, pending: pending,
            deliver: { events.yield(transform($0)) }, finish: { events.finish() })
    }

    /// Starts reading `input` at once, for key, paste and mouse events only (e.g. a pipe).
    convenience init(input: Int32, escapeTimeout: Duration = .milliseconds(30), into events: AsyncStream<TerminalEvent>.Continuation) {
        self.init(
            input: input, sizeSource: nil, escapeTimeout: escapeTimeout, pending: [], deliver: { events.yield($0) },
            finish: { events.finish() })
    }

    /// Starts reading `input`; with a `sizeSource`, also reports the signal pipe's notes,
    /// sizing `.resize` events from it.
    private init(
        input: Int32, sizeSource: Int32?, escapeTimeout: Duration, pending: [UInt8], deliver: @escaping @Sendable (TerminalEvent) -> Void,
        finish: @escaping @Sendable () -> Void
    ) {
        control = ControlPipe()
        guard let control else {
            finish()
            return
        }
        let reader = Reader(
            input: input,
            sizeSource: sizeSource,
            control: control,
            escapeTimeout: Int32(escapeTimeout / .milliseconds(1)),
            pending: pending,
            deliver: deliver,
            finish: finish
        )
        let thread = Thread { reader.run() }
        thread.name = "GHTerminal input"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops reading; the stream is finished within one `poll` wake-up.
    public func stop() {
        control?.send(.stop)
    }

    /// Stops reading the terminal's input until ``resume()``, for a child process given the
    /// terminal (``TerminalSession/lend()``); signals are still reported. Returns once the
    /// reader has stopped, so that no key the child is sent is taken from it.
    public func pause() async {
        await control?.pause()
    }

    /// Reads the terminal's input again after ``pause()``.
    public func resume() {
        control?.send(.resume)
    }
}

/// The reading loop, apart from ``TerminalInput`` so that the thread does not keep it alive.
private struct Reader: Sendable {
    let input: Int32
    /// The terminal to size `.resize` events from; `nil` to leave the signal pipe alone.
    let sizeSource: Int32?
    let control: ControlPipe
    let escapeTimeout: Int32
    let pending: [UInt8]
    let deliver: @Sendable (TerminalEvent) -> Void
    let finish: @Sendable () -> Void

    func run() {
        var decoder = KeyDecoder()
        for event in decoder.feed(pending) { deliver(.input(event)) }
        let signals = sizeSource == nil ? -1 : TerminalGuard.state.pointee.signals
        var watched = [input, control.readEnd, signals].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var paused = false
        reading: while true {
            // While paused the input is not watched at all: a child process reads it.
            watched[0].fd = paused ? -1 : input
            let timeout = decoder.hasPendingEscape ? (decoder.isReadingString ? TerminalInput.stringTimeout : escapeTimeout) : -1
            let ready = poll(&watched, nfds_t(watched.count), paused ? -1 : timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { break }
            if watched[1].revents != 0 {
                switch control.receive() {
                case .stop?, nil: break reading
                case .pause?:
                    paused = true
                    control.acknowledgePause()
                case .resume?:
                    paused = false
                }
                continue
            }
            if ready == 0 {
                for event in decoder.flushPendingEscape() { deliver(.input(event)) }
                continue
            }
            if watched[2].revents != 0 { reportSignals(from: signals) }
            if !paused && watched[0].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    for event in decoder.feed(buffer[..<count]) { deliver(.input(event)) }
                    // Answers are for whoever asked with a query, never keys: not kept here.
                    _ = decoder.takeReplies()
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    break reading
                }
            }
        }
        control.close()
        finish()
    }

    /// Reads the notes the signal handlers left and reports each kind once.
    private func reportSignals(from signals: Int32) {
        var notes = [UInt8](repeating: 0, count: 64)
        let count = read(signals, &notes, notes.count)
        guard count > 0 else { return }
        let resumed = notes[..<count].contains(TerminalGuard.resumeNote)
        let resized = notes[..<count].contains(TerminalGuard.resizeNote)
        // A resume carries the size, asked again, so that one resized while the process was
        // stopped is drawn whole once, at its new size.
        let size = resumed || resized ? sizeSource.flatMap { TerminalSession.size(of: $0) } : nil
        if resumed {
            deliver(.resumed(size))
        } else if let size {
            deliver(.resize(size))
        }
        if notes[..<count].contains(TerminalGuard.endNote) {
            deliver(.endRequested(TerminalGuard.endRequest.load(ordering: .acquiring)))
        }
    }
}

/// A pipe that carries the reader's orders: stop, pause, resume. Closed by the reader thread
/// when it ends.
private final class ControlPipe: Sendable {
    /// One order.
    enum Order: UInt8 {
        case stop = 0x73  // "s"
        case pause = 0x70  // "p"
        case resume = 0x72  // "r"
    }

    /// What is kept under the lock: whether the ends are closed (a send never writes to a
    /// closed, perhaps reused, descriptor), and who waits for a pause to take effect.
    private struct Guarded {
        var closed = false
        var pauseWaiter: CheckedContinuation<Void, Never>?
    }

    let readEnd: Int32
    private let writeEnd: Int32
    private let guarded = Mutex(Guarded())

    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// Gives the reader `order`.
    func send(_ order: Order) {
        guarded.withLock { guarded in
            guard !guarded.closed else { return }
            var byte = order.rawValue
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Tells the reader to pause, and returns once it has (at once if it has ended).
    func pause() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let resumeNow = guarded.withLock { guarded in
                guard !guarded.closed else { return true }
                guarded.pauseWaiter?.resume()
                guarded.pauseWaiter = waiter
                var byte = Order.pause.rawValue
                _ = write(writeEnd, &byte, 1)
                return false
            }
            if resumeNow { waiter.resume() }
        }
    }

    /// The next order, on the reader's thread; `nil` when the pipe cannot be read.
    func receive() -> Order? {
        var byte: UInt8 = 0
        guard read(readEnd, &byte, 1) == 1 else { return nil }
        return Order(rawValue: byte) ?? .stop
    }

    /// The reader has paused: whoever waits for it goes on.
    func acknowledgePause() {
        let waiter = guarded.withLock { guarded in
            defer { guarded.pauseWaiter = nil }
            return guarded.pauseWaiter
        }
        waiter?.resume()
    }

    /// Closes both ends and lets any waiter go; later orders do nothing.
    func close() {
        let waiter = guarded.withLock { guarded -> CheckedContinuation<Void, Never>? in
            guard !guarded.closed else { return nil }
            guarded.closed = true
            _ = closeDescriptor(readEnd)
            _ = closeDescriptor(writeEnd)
            defer { guarded.pauseWaiter = nil }
            return guarded.pauseWaiter
        }
        waiter?.resume()
    }
}

/// `close(2)`, named apart from ``ControlPipe/close()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
