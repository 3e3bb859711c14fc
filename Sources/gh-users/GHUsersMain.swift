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
        interrupt.cancel()
        // However the run ended after a Ctrl-C (a pager quit meanwhile reads as a reader gone),
        // the status says it was interrupted.
        end(interrupted.load(ordering: .acquiring) ? 130 : status)
    }

    /// Whether Ctrl-C was pressed.
    private static let interrupted = Atomic<Bool>(false)
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
    /// ``GHUsers/interruptGracePeriod(timeScale:)``) is ended anyway. Not on the main actor: the
    /// handler runs on a Dispatch queue.
    nonisolated static func cancelOnInterrupt(_ run: Task<Int32, Never>, grace: Double) -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { @Sendable in
            interrupted.store(true, ordering: .releasing)
            run.cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + grace) { @Sendable in end(130) }
        }
        source.resume()
        return source
    }
}
