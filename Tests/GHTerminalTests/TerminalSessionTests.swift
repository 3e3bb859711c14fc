import GHTestSupport
import Testing

@testable import GHTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A session on a pseudo-terminal opened in the test process: what it writes, the settings it
/// changes and gives back, and the signal reports it passes to its input reader. Serialized:
/// only one session at a time can own the process's signal handlers.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TerminalSessionTests {
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func attributes(_ descriptor: Int32) -> termios {
        var attributes = termios()
        _ = tcgetattr(descriptor, &attributes)
        return attributes
    }

    private static func same(_ one: termios, _ other: termios) -> Bool {
        var (one, other) = (one, other)
        let flags =
            one.c_iflag == other.c_iflag && one.c_oflag == other.c_oflag && one.c_cflag == other.c_cflag && one.c_lflag == other.c_lflag
        let controls = withUnsafeBytes(of: &one.c_cc) { first in withUnsafeBytes(of: &other.c_cc) { Array(first) == Array($0) } }
        return flags && controls
    }

    @Test func sequences_enterAndRestoreEveryMode() {
        #expect(Self.text(TerminalModes.enterSequence(mouse: false)) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h")
        #expect(
            Self.text(TerminalModes.enterSequence(mouse: true))
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"
        )
        #expect(
            Self.text(TerminalModes.restoreSequence(mouse: false))
                == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
        )
        #expect(
            Self.text(TerminalModes.restoreSequence(mouse: true))
                == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
        )
    }

    @Test func aTerminalWithNoHeight_hasNoSize_butStillItsWidth() throws {
        let terminal = try PseudoTerminalPair(rows: 30, columns: 100)
        #expect(TerminalSession.size(of: terminal.follower) == TerminalSize(rows: 30, columns: 100))
        #expect(TerminalSession.columns(of: terminal.follower) == 100)
        terminal.resize(rows: 0, columns: 77)
        #expect(TerminalSession.size(of: terminal.follower) == nil)
        #expect(TerminalSession.columns(of: terminal.follower) == 77)
        #expect(TerminalSession.columns(of: -1) == nil)
    }

    @Test func enter_takesTheTerminal_restoreGivesItAllBackOnce() throws {
        let terminal = try PseudoTerminalPair(rows: 30, columns: 100)
        let original = Self.attributes(terminal.follower)
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.enter(mouse: true)
        #expect(session.isActive)
        #expect(terminal.readAvailable() == TerminalModes.enterSequence(mouse: true))
        var raw = Self.attributes(terminal.follower)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(withUnsafeBytes(of: &raw.c_cc) { [$0[Int(VMIN)], $0[Int(VTIME)]] } == [1, 0])
        #expect(session.size == TerminalSize(rows: 30, columns: 100))

        session.write(Array("frame\n".utf8))
        #expect(Self.text(terminal.readAvailable()) == "frame\n")
        session.restore()
        #expect(terminal.readAvailable() == TerminalModes.restoreSequence(mouse: true))
        #expect(Self.same(Self.attributes(terminal.follower), original))
        #expect(!session.isActive)
        session.restore()
        #expect(terminal.readAvailable() == [])
    }

    @Test func enter_onAPipe_throwsNotATerminal() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer {
            for end in ends { close(end) }
        }
        let session = TerminalSession(input: ends[0], output: ends[1])
        #expect(throws: TerminalSessionError.notATerminal) { try session.enter() }
        #expect(TerminalSession.size(of: ends[0]) == nil)
    }

    @Test func secondSession_whileOneIsActive_throws() throws {
        let terminal = try PseudoTerminalPair()
        let first = TerminalSession(input: terminal.follower, output: terminal.follower)
        let second = TerminalSession(input: terminal.follower, output: terminal.follower)
        try first.enter()
        #expect(throws: TerminalSessionError.anotherSessionActive) { try second.enter() }
        first.restore()
        try second.enter()
        second.restore()
    }

    @Test func sigwinch_andTyping_reachTheSessionsInput() async throws {
        let terminal = try PseudoTerminalPair(rows: 24, columns: 80)
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.enter()
        defer { session.restore() }
        let reading = TerminalInputTests.Reading(session)
        defer { reading.input.stop() }
        _ = write(terminal.leader, "x", 1)
        #expect(await reading.next(1) == [.input(.key(.character("x")))])
        terminal.resize(rows: 40, columns: 120)
        // The pair is not the test process's controlling terminal, so the kernel sends no signal.
        // Sent to the process, not with raise(): the test's thread may block signals.
        kill(getpid(), SIGWINCH)
        #expect(await reading.next(1) == [.resize(TerminalSize(rows: 40, columns: 120))])
    }

    @Test func lend_givesTheTerminalBack_takeBackTakesItAgain() throws {
        let terminal = try PseudoTerminalPair()
        let original = Self.attributes(terminal.follower)
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.enter()
        defer { session.restore() }
        _ = terminal.readAvailable()
        #expect(session.lend())
        #expect(terminal.readAvailable() == TerminalModes.restoreSequence(mouse: false))
        #expect(Self.same(Self.attributes(terminal.follower), original))
        #expect(!session.lend(), "lent already")
        session.takeBack()
        #expect(terminal.readAvailable() == TerminalModes.enterSequence(mouse: false))
        #expect(Self.attributes(terminal.follower).c_lflag & tcflag_t(ECHO | ICANON) == 0)
    }

    @Test func endSignalsReported_SIGTERM_isAnEvent_notAnExit() async throws {
        let terminal = try PseudoTerminalPair()
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.enter(reportEndSignals: true)
        defer { session.restore() }
        let reading = TerminalInputTests.Reading(session)
        defer { reading.input.stop() }
        // Sent to the process, not with raise(): the test's thread may block signals.
        kill(getpid(), SIGTERM)
        #expect(await reading.next(1) == [.endRequested(SIGTERM)])
        #expect(session.isActive, "the terminal is still the session's")
    }

    @Test func query_returnsTheAnswer_orStopsAtTheTimeout() throws {
        let terminal = try PseudoTerminalPair()
        let session = TerminalSession(input: terminal.follower, output: terminal.follower)
        try session.enter()
        defer { session.restore() }
        _ = terminal.readAvailable()
        _ = write(terminal.leader, "\u{1B}[?62c", 6)
        let answer = session.query(Array("?".utf8), timeout: .seconds(5), until: ImageProtocol.isComplete)
        #expect(answer == Array("\u{1B}[?62c".utf8))
        #expect(terminal.readAvailable() == Array("?".utf8))
        #expect(session.query([], timeout: .milliseconds(20), until: ImageProtocol.isComplete).isEmpty)
    }
}
