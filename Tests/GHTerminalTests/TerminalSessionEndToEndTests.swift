import GHTestSupport
import Testing

@testable import GHTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gh-terminal-probe` in a pseudo-terminal: the session takes the terminal, reports input,
/// resizes and resumes, and gives the terminal back on every way out.
@Suite(.timeLimit(.minutes(1)))
struct TerminalSessionEndToEndTests {
    private static let timeout = Duration.seconds(20)

    private static func started(rows: Int = 24, columns: Int = 80) -> (VirtualScreen) -> Bool {
        { $0.isAlternateScreen && $0.lines().first == "size \(rows)x\(columns)" }
    }

    private static func line(_ row: Int, is text: String) -> (VirtualScreen) -> Bool {
        { $0.isAlternateScreen && $0.lines()[row] == text }
    }

    /// The terminal as it was before the probe: the user's screen, cursor shown, modes off,
    /// line editing, echo and signals back on. A `comment` names the case a failure is about.
    private static func expectRestored(
        _ process: PseudoTerminalProcess, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let screen = process.screen
        #expect(!screen.isAlternateScreen && screen.isCursorVisible, comment, sourceLocation: sourceLocation)
        #expect(
            screen.privateModes == [7], "\(comment.map { "\($0.rawValue): " } ?? "")\(process.output.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(screen.pen == .plain, comment, sourceLocation: sourceLocation)
        let attributes = process.terminalAttributes()
        #expect(
            attributes.map { $0.c_lflag & tcflag_t(ECHO | ICANON | ISIG) } == tcflag_t(ECHO | ICANON | ISIG), comment,
            sourceLocation: sourceLocation)
        #expect(attributes.map { $0.c_oflag & tcflag_t(OPOST) } == tcflag_t(OPOST), comment, sourceLocation: sourceLocation)
    }

    private static func isRaw(_ process: PseudoTerminalProcess) -> Bool {
        process.terminalAttributes().map { $0.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0 } ?? false
    }

    /// The probe draws on the alternate screen, reports events, and quits cleanly.
    @Test func probe_drawsOnTheAlternateScreen_andQuitsCleanly() async throws {
        let process = try ProbeProcess.start(["--mouse"])
        #expect(await process.waitUntil(timeout: Self.timeout, Self.started()))
        let screen = process.screen
        #expect(screen.lines().prefix(5) == ["size 24x80", "last none", "resumed 0", "selected", ""])
        #expect(screen.buffer[3, 0] == Cell("s", style: Style(attributes: .reverse)))
        #expect(screen.buffer[3, 79] == Cell(" ", style: Style(attributes: .reverse)))
        #expect(!screen.isCursorVisible && screen.isBracketedPasteOn && screen.isMouseReportingOn && !screen.privateModes.contains(7))
        #expect(Self.isRaw(process))

        process.send("x")
        #expect(await process.waitUntil(timeout: Self.timeout, Self.line(1, is: "last key character(\"x\")")))
        process.send("\u{1B}")
        #expect(await process.waitUntil(timeout: Self.timeout, Self.line(1, is: "last key escape")))
        process.send("\u{1B}[200~pasted\ttext\u{1B}[201~")
        #expect(await process.waitUntil(timeout: Self.timeout, Self.line(1, is: "last paste \"pasted\\ttext\"")))
        process.send("\u{1B}[<0;5;3M")
        #expect(await process.waitUntil(timeout: Self.timeout, Self.line(1, is: "last mouse press(GHTerminal.MouseButton.left) at 2,4")))
        process.resize(rows: 30, columns: 100)
        #expect(await process.waitUntil(timeout: Self.timeout, Self.started(rows: 30, columns: 100)))
        #expect(process.screen.lines().prefix(2) == ["size 30x100", "last resize 30x100"])
        #expect(process.screen.buffer[3, 99] == Cell(" ", style: Style(attributes: .reverse)))

        process.send("q")
        #expect(await process.waitForExit(timeout: Self.timeout) == 0)
        Self.expectRestored(process)
    }

    /// An end signal restores the terminal, and exits with 128 plus the signal.
    @Test func endSignal_restoresTheTerminal_thenExits() async throws {
        for signal: Int32 in [SIGTERM, SIGHUP, SIGINT] {
            let process = try ProbeProcess.start()
            #expect(await process.waitUntil(timeout: Self.timeout, Self.started()))
            process.kill(signal: signal)
            #expect(await process.waitForExit(timeout: Self.timeout) == 128 + signal)
            Self.expectRestored(process)
        }
    }

    @Test func crashSignal_restoresTheTerminal_thenDiesOfIt() async throws {
        let cases: [Int32] = [SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT]
        for signal in cases {
            let process = try ProbeProcess.start()
            #expect(await process.waitUntil(timeout: Self.timeout, Self.started()), "case \(String(reflecting: signal))")
            process.kill(signal: signal)
            #expect(await process.waitForExit(timeout: Self.timeout) == 128 + signal, "case \(String(reflecting: signal))")
            Self.expectRestored(process, "case \(String(reflecting: signal))")
        }
    }

    @Test func fatalError_restoresTheTerminal_thenDiesOfItsTrap() async throws {
        let process = try ProbeProcess.start()
        #expect(await process.waitUntil(timeout: Self.timeout, Self.started()))
        process.send("!")
        let status = await process.waitForExit(timeout: Self.timeout)
        // fatalError traps with ud2 (SIGILL) on x86-64 and brk (SIGTRAP) on arm64.
        #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "status \(String(describing: status))")
        Self.expectRestored(process)
    }

    @Test func exit_withTheSessionActive_restoresTheTerminal() async throws {
        let process = try ProbeProcess.start()
        #expect(await process.waitUntil(timeout: Self.timeout, Self.started()))
        process.send("$")
        #expect(await process.waitForExit(timeout: Self.timeout) == 3)
        Self.expectRestored(process)
    }

    /// Ctrl-Z gives the terminal back, then takes it again and redraws.
    @Test func ctrlZ_givesTheTerminalBack_thenRedrawsOnReturn() async throws {
        // The probe leads its own session, an orphaned process group, so the kernel discards
        // the stop: suspend() gives the terminal back and takes it again at once.
        let process = try ProbeProcess.start()
        #expect(await process.waitUntil(timeout: Self.timeout, Self.started()))
        process.send([0x1A])
        #expect(await process.waitUntil(timeout: Self.timeout, Self.line(2, is: "resumed 1")))
        // With the size asked again: the terminal may have been resized while it was not ours.
        #expect(process.screen.lines().prefix(4) == ["size 24x80", "last resumed at 24x80", "resumed 1", "selected"])
        let output = process.output
        let restore = String(
            decoding: [0x1B] + Array("[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l".utf8), as: UTF8.self)
        let restored = try #require(output.range(of: restore))
        #expect(output[restored.upperBound...].hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h"))
        #expect(Self.isRaw(process))
        process.send("q")
        #expect(await process.waitForExit(timeout: Self.timeout) == 0)
        Self.expectRestored(process)
    }

    @Test func stopAndContinue_takeTheTerminalAgainAndRedraw() async throws {
        let process = try ProbeProcess.start()
        #expect(await process.waitUntil(timeout: Self.timeout, Self.started()))
        process.kill(signal: SIGSTOP)
        process.kill(signal: SIGCONT)
        #expect(await process.waitUntil(timeout: Self.timeout, Self.line(2, is: "resumed 1")))
        #expect(Self.isRaw(process))
        process.send("q")
        #expect(await process.waitForExit(timeout: Self.timeout) == 0)
        Self.expectRestored(process)
    }
}
