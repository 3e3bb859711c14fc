import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gh-users browse`, the built binary in a pseudo-terminal the test opens, against the loopback
/// GitHub: what a person sees and what is sent as they press keys. Each step waits for the screen
/// to show something, never for time.
@Suite(.timeLimit(.minutes(1)))
struct BrowseEndToEndTests {
    private typealias Sandbox = BrowseSandbox

    private static let wait = BrowseSandbox.wait

    private static func line(_ screen: VirtualScreen, _ row: Int) -> String {
        BrowseSandbox.line(screen, row)
    }

    @Test func withoutATerminal_itExits64_andSendsNothing() async throws {
        let sandbox = try Sandbox()
        let result = try await BinaryRunner.run(["browse", "--api-url", sandbox.server.baseURL.absoluteString])
        #expect(
            result == ProcessResult(stdout: "", stderr: "Error: browse needs a terminal; use list, show or search in scripts\n", status: 64)
        )
        #expect(sandbox.server.requests.isEmpty)
    }

    /// Ctrl-Z, then back (here at once: the test's terminal leads an orphaned group, whose stop
    /// the kernel discards): the screen is drawn whole once, not again for the same size.
    @Test func ctrlZ_andBack_redrawsTheScreenOnce() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        let before = browse.output.utf8.count
        browse.send([0x1A])
        #expect(await browse.waitUntil(timeout: Self.wait) { _ in browse.output.utf8.count > before })
        print(browse.screen.lines().joined(separator: "\n"))
        browse.send("j")
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│›   US user2 ") })
        let after = String(decoding: Array(browse.output.utf8).dropFirst(before), as: UTF8.self)
        #expect(after.components(separatedBy: "\u{1B}[2J").count - 1 == 1, "drawn whole once")
        let givenBackAndTakenAgain = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1049h"
        #expect(after.hasPrefix(givenBackAndTakenAgain))
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }

    /// Stopped with Ctrl-Z under an interactive shell, the terminal resized meanwhile (which the
    /// shell, in front then, hears of), then `fg`: the browser is drawn whole once, at the new
    /// size. It was drawn at the old size first, then again at the new one.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "no /bin/bash to run the browser under"))
    func resizedWhileStopped_drawsOnceAtTheNewSize() async throws {
        let sandbox = try Sandbox()
        let shell = try PseudoTerminalProcess(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: sandbox.environment(["PS1": "$ "]))
        #expect(await shell.waitUntil(timeout: Self.wait) { Self.line($0, 0).hasPrefix("$") })
        shell.send("'\(BinaryRunner.executableURL.path)' browse\r")
        #expect(await shell.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        shell.send([0x1A])
        #expect(
            await shell.waitUntil(timeout: Self.wait) { screen in
                !screen.isAlternateScreen && screen.lines().contains { $0.hasPrefix("[1]+  Stopped") }
            })
        shell.resize(rows: 12, columns: 40)
        let before = shell.output.utf8.count
        shell.send("fg\r")
        #expect(
            await shell.waitUntil(timeout: Self.wait) { screen in
                Self.line(screen, 0).hasSuffix(" 1 Users   2   3   4") && Self.line(screen, 3).hasPrefix("│›   user1 ")
            })
        shell.send("j")
        #expect(await shell.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│›   user2 ") })
        let after = String(decoding: Array(shell.output.utf8).dropFirst(before), as: UTF8.self)
        #expect(after.components(separatedBy: "\u{1B}[2J").count - 1 == 1, "drawn whole once")
        shell.send("q")
        #expect(await shell.waitUntil(timeout: Self.wait) { !$0.isAlternateScreen })
        shell.send("exit\r")
        #expect(await shell.waitForExit(timeout: Self.wait) == 0)
    }

    /// The first rows, then paging by the last ID, a profile, and back to the same row.
    @Test func firstRows_pagingByLastID_andBackFromAProfile() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        #expect(sandbox.server.requests.map(\.target).contains("/users?since=0&per_page=100"))
        // The end of the first page: the next one starts after its last id, as GitHub's link says.
        browse.send("G")
        let lastOfFirstPage = FakeGitHub.gappedIDs(300)[99]
        #expect(await sandbox.requested("/users?per_page=100&since=\(lastOfFirstPage)"))
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().contains { $0.hasPrefix("│›   US user\(lastOfFirstPage) ") } })
        browse.send("gj")
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│›   US user2 ") })
        browse.send("\r")
        #expect(
            await browse.waitUntil(timeout: Self.wait) {
                Self.line($0, 0).hasPrefix("Users › user2 ") && $0.lines().contains { $0.hasPrefix("│› repo1 ") }
            })
        #expect(await sandbox.requested("/users/user2"))
        #expect(await sandbox.requested("/users/user2/repos?per_page=100"))
        browse.send([0x1B])
        #expect(
            await browse.waitUntil(timeout: Self.wait) {
                Self.line($0, 0).hasPrefix("Users ") && Self.line($0, 4).hasPrefix("│›   US user2 ")
            })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }

    @Test func f_savesTheFavorite_andTheMarkShowsAtOnce() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("jf")
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│› ★ US user2 ") })
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "★ user2 is a favorite" })
        let saved = try String(contentsOf: sandbox.favorites, encoding: .utf8)
        #expect(saved.contains("\"login\" : \"user2\""))
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        // The same favorites, read by the fav command.
        let listed = try await BinaryRunner.run(
            ["fav", "list"], variables: ["HOME": sandbox.home.path, "XDG_DATA_HOME": sandbox.home.appendingPathComponent("data").path])
        #expect(listed.stdout.hasPrefix("user2\t2\t\t"))
    }

    @Test func slash_filtersLoadedRows_andAResizeLaysOutAgain() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("/user11")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last?.hasPrefix("/user11 ") == true })
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last?.hasSuffix(" 3 of 100") == true })
        #expect(
            await browse.waitUntil(timeout: Self.wait) {
                Self.line($0, 3).hasPrefix("│›   US user11 ") && Self.line($0, 4).hasPrefix("│    US user112 ")
            })
        browse.send("\r")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Filter: user11 · 3 of 100  (Esc clears)" })
        browse.resize(rows: 12, columns: 40)
        #expect(
            await browse.waitUntil(timeout: Self.wait) { screen in
                screen.rows == 12 && screen.lines().count == 12 && Self.line(screen, 0).hasPrefix("Users ")
                    && Self.line(screen, 0).hasSuffix(" 1 Users   2   3   4")
                    && Self.line(screen, 11) == "Filter: user11 · 3 of 100  (Esc clears)"
            })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }

    @Test func q_exits0_andGivesTheTerminalBack() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch()
        #expect(
            await browse.waitUntil(timeout: Self.wait) { $0.isAlternateScreen && !$0.isCursorVisible && Self.line($0, 3).hasPrefix("│›") })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(!browse.screen.isAlternateScreen)
        #expect(browse.screen.isCursorVisible)
        #expect(!browse.screen.isBracketedPasteOn)
        let attributes = try #require(browse.terminalAttributes())
        #expect(attributes.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
    }
}
