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
        let status = await GHUsers.run(Array(CommandLine.arguments.dropFirst()), environment: .current())
        exit(status)
    }
}
