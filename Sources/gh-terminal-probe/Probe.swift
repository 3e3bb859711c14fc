import GHTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny full-screen program on GHTerminal for its end-to-end tests. It shows its size, the
/// last event and how often it was resumed, with a reverse-video bar on the fourth row.
///
/// Keys: `q` returns normally; Ctrl-Z suspends; `!` crashes (`fatalError`); `$` calls `exit(3)`
/// with the session still active. `--mouse` turns mouse reports on.
@main
struct Probe {
    static func main() async {
        let session = TerminalSession()
        do {
            try session.enter(mouse: CommandLine.arguments.contains("--mouse"))
        } catch {
            let message = Array("gh-terminal-probe: \(error)\n".utf8)
            _ = write(STDERR_FILENO, message, message.count)
            exit(1)
        }
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let input = TerminalInput(session: session, into: continuation, as: { $0 })
        var renderer = FrameRenderer()
        var screen = ProbeScreen(size: session.size ?? TerminalSize(rows: 24, columns: 80))
        session.write(renderer.render(screen.frame()))
        for await event in events {
            switch event {
            case .input(.key(.character("q"))):
                input.stop()
            case .input(.key(.character("!"))):
                fatalError("gh-terminal-probe crashes on request")
            case .input(.key(.character("$"))):
                exit(3)
            case .input(.key(.control("z"))):
                session.suspend()
            case .resumed(let size):
                screen.resumed += 1
                if let size { screen.size = size }
                renderer.invalidate()
            case .resize(let size):
                screen.size = size
            default:
                break
            }
            screen.record(event)
            session.write(renderer.render(screen.frame()))
        }
        session.restore()
    }
}
