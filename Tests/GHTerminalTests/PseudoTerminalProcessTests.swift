import GHTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pseudo-terminal harness itself, with the shell as the program: the child sees its size,
/// the terminal echoes what is typed, and resizing sends SIGWINCH, so the pty is its controlling
/// terminal.
@Suite(.timeLimit(.minutes(1)))
struct PseudoTerminalProcessTests {
    @Test func shell_seesItsSize_echoesInput_exitsOnEndOfFile() async throws {
        let process = try PseudoTerminalProcess(
            executable: "/bin/sh",
            arguments: ["-c", "printf '\\033[?1049h\\033[?25l'; stty size; exec cat"],
            rows: 20,
            columns: 50
        )
        #expect(await process.waitUntil(timeout: .seconds(10)) { $0.lines().first == "20 50" })
        #expect(process.screen.isAlternateScreen && !process.screen.isCursorVisible)
        process.send("héllo 中\r")
        // The terminal echoes the line as it is typed, then `cat` writes it back.
        #expect(await process.waitUntil(timeout: .seconds(10)) { $0.lines().prefix(4) == ["20 50", "héllo 中", "héllo 中", ""] })
        process.send([0x04])
        #expect(await process.waitForExit(timeout: .seconds(10)) == 0)
    }

    @Test func resize_sendsTheChildSIGWINCH() async throws {
        let process = try PseudoTerminalProcess(
            executable: "/bin/sh",
            arguments: ["-c", "trap 'stty size' WINCH; echo ready; while :; do sleep 1 & wait; done"]
        )
        #expect(await process.waitUntil(timeout: .seconds(10)) { $0.lines().first == "ready" })
        process.resize(rows: 30, columns: 100)
        #expect(await process.waitUntil(timeout: .seconds(10)) { $0.lines().prefix(2) == ["ready", "30 100"] })
        #expect(process.screen.rows == 30 && process.screen.columns == 100)
        process.kill(signal: SIGTERM)
        #expect(await process.waitForExit(timeout: .seconds(10)) == 128 + SIGTERM)
    }
}
