import CStandardStreams
import Dispatch
import GHUsersCLI
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
enum GHUsersMain {
    static func main() async {
        // CStandardStreams has already given a closed stdin, stdout or stderr /dev/null, so no
        // descriptor opened since sits where output would go; the call keeps it linked in.
        _ = ghs_reopened_standard_streams()
        // A reader that goes away (`| head -1`) shows up as EPIPE from write, handled quietly,
        // instead of a signal that kills the process mid-line.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let run = Task { await GHUsers.run(arguments, environment: .current()) }
        let scale = getenv("GH_USERS_TEST_TIME_SCALE").map { String(cString: $0) }
        let interrupt = cancelOnInterrupt(run, grace: GHUsers.interruptGracePeriod(timeScale: scale))
        let status = await run.value
        interrupt?.cancel()
        // However the run ended after a Ctrl-C (a pager quit meanwhile reads as a reader gone),
        // the status says it was interrupted.
        end(wasInterrupted() ? 130 : status)
    }

    /// Whether Ctrl-C was pressed: its handler has run, or the signal was sent and waits for
    /// the thread that takes it, which a busy machine may not have run yet when the run ends.
    private static func wasInterrupted() -> Bool {
        if interrupted.load(ordering: .acquiring) { return true }
        var pending = sigset_t()
        sigemptyset(&pending)
        return sigpending(&pending) == 0 && sigismember(&pending, SIGINT) == 1
    }

    /// Whether Ctrl-C was pressed: set by the signal handler itself, so that a run ending
    /// at once after it (its pager quit) is still known to be interrupted.
    private static let interrupted = Atomic<Bool>(false)
    /// The write end of the pipe by which the handler wakes the queue that cancels the run.
    nonisolated(unsafe) private static var wakeDescriptor: Int32 = -1
    /// Whether a thread has begun ending the process.
    private static let ending = Atomic<Bool>(false)

    /// Ends the process with `status`, once: the first thread to get here calls `exit` (whose
    /// handlers wait for a pager), any later one waits for it, as two `exit` calls at once are
    /// undefined.
    nonisolated static func end(_ status: Int32) -> Never {
        if ending.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
            exit(status)
        }
        while true { pause() }
    }

    /// Ctrl-C cancels the run: requests stop and the page being written is finished, so every
    /// line already printed is whole. A run that has not stopped `grace` seconds later (2 s, see
    /// ``GHUsers/interruptGracePeriod(timeScale:)``) is ended anyway. The handler only notes the
    /// signal and writes a byte to a pipe (all a signal handler may safely do); the cancelling
    /// is done on a Dispatch queue that reads it. SIGTERM goes the same way to ``endAsAsked()``.
    /// Without a pipe (no descriptor left), both keep their default: they end the process at once.
    nonisolated static func cancelOnInterrupt(_ run: Task<Int32, Never>, grace: Double) -> (any DispatchSourceRead)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        // Made before the handler can run, which must not be the first to touch them.
        _ = interrupted.load(ordering: .relaxed)
        wakeDescriptor = ends[1]
        let readEnd = ends[0]
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
        source.setEventHandler { @Sendable in
            var byte: UInt8 = 0
            var signals: Set<UInt8> = []
            while read(readEnd, &byte, 1) > 0 { signals.insert(byte) }
            if signals.contains(UInt8(SIGTERM)) { endAsAsked() }
            guard signals.contains(UInt8(SIGINT)) else { return }
            GHUsers.noteInterrupt()
            run.cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + grace) { @Sendable in end(130) }
        }
        source.resume()
        signal(SIGINT) { _ in
            GHUsersMain.interrupted.store(true, ordering: .releasing)
            var byte = UInt8(SIGINT)
            _ = write(GHUsersMain.wakeDescriptor, &byte, 1)
        }
        signal(SIGTERM) { _ in
            var byte = UInt8(SIGTERM)
            _ = write(GHUsersMain.wakeDescriptor, &byte, 1)
        }
        return source
    }

    /// SIGTERM ends the process as it always did, by the signal, once what the run has left to
    /// write (the cache's entries, written behind it) is written: no `exit` handler runs on a
    /// signal's default action.
    nonisolated static func endAsAsked() -> Never {
        if ending.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
            GHUsers.finishWrites()
            signal(SIGTERM, SIG_DFL)
            // To the process, not this thread: Dispatch's threads block SIGTERM.
            kill(getpid(), SIGTERM)
        }
        while true { pause() }
    }
}
