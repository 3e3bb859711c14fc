import Dispatch
import GHUsersCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
enum GHUsersMain {
    static func main() async {
        // A reader that goes away (`| head -1`) shows up as EPIPE from write, handled quietly,
        // instead of a signal that kills the process mid-line.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let run = Task { await GHUsers.run(arguments, environment: .current()) }
        // Ctrl-C cancels the run: requests stop, the page being written is finished, so every
        // line already printed is whole. A run that does not stop within 2 s is ended anyway.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler {
            run.cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + 2) { exit(130) }
        }
        interrupt.resume()
        exit(await run.value)
    }
}
