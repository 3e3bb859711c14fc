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
        let input = TerminalInput(session: session)
        var renderer = FrameRenderer()
        var screen = ProbeScreen(size: session.size ?? (24, 80))
        session.write(renderer.render(screen.frame()))
        for await event in input.events {
            switch event {
            case .input(.key(.character("q"))):
                input.stop()
            case .input(.key(.character("!"))):
                fatalError("gh-terminal-probe crashes on request")
            case .input(.key(.character("$"))):
                exit(3)
            case .input(.key(.control("z"))):
                session.suspend()
            case .resumed:
                screen.resumed += 1
                renderer.invalidate()
            case .resize(let rows, let columns):
                screen.size = (rows, columns)
            default:
                break
            }
            screen.last = describe(event)
            session.write(renderer.render(screen.frame()))
        }
        session.restore()
    }
}

/// A short description of `event` for the probe's second row.
func describe(_ event: TerminalEvent) -> String {
    switch event {
    case .input(.key(let key)): "key \(key)"
    case .input(.paste(let text)): "paste \(text.debugDescription)"
    case .input(.mouse(let mouse)): "mouse \(mouse.action) at \(mouse.row),\(mouse.column)"
    case .resize(let rows, let columns): "resize \(rows)x\(columns)"
    case .resumed: "resumed"
    }
}

/// What the probe shows.
struct ProbeScreen {
    var size: (rows: Int, columns: Int)
    var last = "none"
    var resumed = 0

    func frame() -> ScreenBuffer {
        var frame = ScreenBuffer(width: size.columns, height: size.rows)
        frame.put("size \(size.rows)x\(size.columns)", row: 0, column: 0)
        frame.put("last \(last)", row: 1, column: 0)
        frame.put("resumed \(resumed)", row: 2, column: 0)
        frame.fill(row: 3, style: Style(attributes: .reverse))
        frame.put("selected", row: 3, column: 0, style: Style(attributes: .reverse))
        return frame
    }
}
