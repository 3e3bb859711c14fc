import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the terminal on a thread of its own and hands what happens there, in order, to a stream
/// the caller owns: keys, pastes and mouse events from a ``KeyDecoder``, `.resize` on SIGWINCH and
/// `.resumed` after a stop (both reported by ``TerminalSession``'s handlers through its signal
/// pipe, which only a reader made with a session watches). The caller's stream may carry its own
/// events too (an app's finished requests), so the app reads one stream, with no task in between.
///
/// The thread sleeps in `poll` on the input, the signal pipe and a stop pipe, without a timeout
/// unless an Esc is pending, so waiting costs no CPU. A lone Esc is reported once 30 ms pass
/// with no byte after it. The input is read blocking after `poll` says it is ready, and never
/// made non-blocking: on a terminal, standard input and output usually share one open file, and
/// the flag would make the app's writes fail with EAGAIN.
public final class TerminalInput: Sendable {
    private let stopPipe: StopPipe?

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
        stopPipe = StopPipe()
        guard let stop = stopPipe else {
            finish()
            return
        }
        let reader = Reader(
            input: input,
            sizeSource: sizeSource,
            stop: stop,
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
        stopPipe?.signal()
    }
}

/// The reading loop, apart from ``TerminalInput`` so that the thread does not keep it alive.
private struct Reader: Sendable {
    let input: Int32
    /// The terminal to size `.resize` events from; `nil` to leave the signal pipe alone.
    let sizeSource: Int32?
    let stop: StopPipe
    let escapeTimeout: Int32
    let pending: [UInt8]
    let deliver: @Sendable (TerminalEvent) -> Void
    let finish: @Sendable () -> Void

    func run() {
        var decoder = KeyDecoder()
        for event in decoder.feed(pending) { deliver(.input(event)) }
        let signals = sizeSource == nil ? -1 : TerminalGuard.state.pointee.signals
        var watched = [input, stop.readEnd, signals].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        reading: while true {
            let ready = poll(&watched, nfds_t(watched.count), decoder.hasPendingEscape ? escapeTimeout : -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || watched[1].revents != 0 { break }
            if ready == 0 {
                for event in decoder.flushPendingEscape() { deliver(.input(event)) }
                continue
            }
            if watched[2].revents != 0 { reportSignals(from: signals) }
            if watched[0].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    for event in decoder.feed(buffer[..<count]) { deliver(.input(event)) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    break reading
                }
            }
        }
        stop.close()
        finish()
    }

    /// Reads the notes the signal handlers left and reports each kind once.
    private func reportSignals(from signals: Int32) {
        var notes = [UInt8](repeating: 0, count: 64)
        let count = read(signals, &notes, notes.count)
        guard count > 0 else { return }
        if notes[..<count].contains(TerminalGuard.resumeNote) { deliver(.resumed) }
        if notes[..<count].contains(TerminalGuard.resizeNote), let sizeSource, let size = TerminalSession.size(of: sizeSource) {
            deliver(.resize(size))
        }
    }
}

/// A pipe whose only message is "stop"; closed by the reader thread when it ends.
private final class StopPipe: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    /// Whether the ends are closed; held while writing, so a signal never writes to a closed
    /// (perhaps reused) descriptor.
    private let closed = Mutex(false)

    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// Wakes the reader so that it stops.
    func signal() {
        closed.withLock { closed in
            guard !closed else { return }
            var byte: UInt8 = 0
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Closes both ends; later signals do nothing.
    func close() {
        closed.withLock { closed in
            guard !closed else { return }
            closed = true
            _ = closeDescriptor(readEnd)
            _ = closeDescriptor(writeEnd)
        }
    }
}

/// `close(2)`, named apart from ``StopPipe/close()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
