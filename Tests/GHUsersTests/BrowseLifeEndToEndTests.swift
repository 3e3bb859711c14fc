import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gh-users browse` as people live in it: a terminal that cannot draw, the request log, nothing
/// lost on the way out, custom keys, and avatars on a terminal that answers that it shows images.
@Suite(.timeLimit(.minutes(1)))
struct BrowseLifeEndToEndTests {
    private typealias Sandbox = BrowseSandbox
    private static let wait = BrowseSandbox.wait

    private static func line(_ screen: VirtualScreen, _ row: Int) -> String {
        BrowseSandbox.line(screen, row)
    }

    /// The start of the query `browse.images` asks (kitty's graphics query), and what kitty answers
    /// to the whole query: its graphics answer, then Primary Device Attributes.
    private static let kittyQuery = Array("\u{1B}_Gi=31,s=1,v=1,a=q".utf8)
    private static let kittyAnswer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8)

    @Test func terminalThatCannotDraw_isRefused_sendingNothing() async throws {
        for (term, reason) in [("dumb", "TERM is dumb"), ("", "TERM is not set")] as [(String, String)] {
            let sandbox = try Sandbox()
            let browse = try sandbox.launch(environment: ["TERM": term])
            #expect(await browse.waitForExit(timeout: Self.wait) == 64)
            #expect(browse.output == "Error: browse cannot draw on this terminal: \(reason); use list, show or search instead\r\n")
            #expect(sandbox.server.requests.isEmpty)
        }
    }

    @Test(.enabled(if: ["/lib/terminfo", "/usr/share/terminfo"].contains { FileManager.default.fileExists(atPath: $0) }))
    func aTerminalTerminfoDoesNotKnow_isRefused() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch(environment: ["TERM": "no-such-terminal"])
        #expect(await browse.waitForExit(timeout: Self.wait) == 64)
        #expect(
            browse.output
                == "Error: browse cannot draw on this terminal: TERM 'no-such-terminal' is not in the terminfo database; use list, show or search instead\r\n"
        )
        #expect(sandbox.server.requests.isEmpty)
    }

    @Test func verbose_logsRequestsToAFile_andSaysWhereOnExit() async throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.home, withIntermediateDirectories: true)
        let browse = try sandbox.launch(["-v"], environment: ["TMPDIR": sandbox.home.path])
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        #expect(!browse.screen.lines().contains { $0.hasPrefix("* ") }, "request lines do not reach the screen")
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        let path = sandbox.home.path + "/gh-users-browse-\(browse.processID).log"
        #expect(browse.output.hasSuffix("Request log: \(path)\r\n"))
        let log = try String(contentsOfFile: path, encoding: .utf8)
        #expect(log.contains("* GET \(sandbox.server.baseURL.absoluteString)/users?since=0&per_page=100"), "\(log)")
    }

    /// Holds the favorites file's lock, as another gh-users writing it would, until released.
    private final class HeldLock {
        private let descriptor: Int32

        init(_ sandbox: Sandbox) throws {
            let folder = sandbox.favorites.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            for parent in [folder.deletingLastPathComponent(), folder] { chmod(parent.path, 0o700) }
            descriptor = open(sandbox.favorites.path + ".lock", O_RDWR | O_CREAT, 0o600)
            guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw POSIXError(.EBUSY) }
        }

        func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    @Test func fThenQAtOnce_waitsForTheFavorite_showingSaving() async throws {
        let sandbox = try Sandbox()
        let lock = try HeldLock(sandbox)
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("jfq")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Saving…" })
        #expect(await browse.waitForExit(timeout: .milliseconds(1)) == nil, "still saving while the file is locked")
        lock.release()
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(try String(contentsOf: sandbox.favorites, encoding: .utf8).contains("\"login\" : \"user2\""))
        #expect(!browse.screen.isAlternateScreen)
    }

    @Test func unsavedFavorites_areToldOnExit_whichIs1() async throws {
        let sandbox = try Sandbox()
        let lock = sandbox.favorites.path + ".lock"
        try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: true)
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("f")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().joined().contains("cannot save favorites") })
        // The second failure comes after q: the browser never shows it.
        browse.send("jfq")
        #expect(await browse.waitForExit(timeout: Self.wait) == 1)
        let problem = "cannot save favorites to \(lock): Is a directory"
        #expect(
            browse.output.hasSuffix(
                "Error: user1 was not saved as a favorite: \(problem)\r\nError: user2 was not saved as a favorite: \(problem)\r\n"),
            "\(browse.output.suffix(300))")
        #expect(!browse.screen.isAlternateScreen)
    }

    @Test func sigterm_alsoWaitsForTheFavorite_thenExits143() async throws {
        let sandbox = try Sandbox()
        let lock = try HeldLock(sandbox)
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("jf")
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│› ★ US user2 ") })
        browse.kill(signal: SIGTERM)
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Saving…" })
        lock.release()
        #expect(await browse.waitForExit(timeout: Self.wait) == 143)
        #expect(try String(contentsOf: sandbox.favorites, encoding: .utf8).contains("\"login\" : \"user2\""))
        #expect(!browse.screen.isAlternateScreen)
        #expect(browse.screen.isCursorVisible)
    }

    /// A custom key runs its command with the terminal, and a built-in key is refused.
    @Test func customKey_runsItsCommand_andABuiltInOneIsRefused() async throws {
        let sandbox = try Sandbox()
        try sandbox.configure(
            #"""
            {"browse.keys": {"X": {"command": "printf '%s %s' {login} {url} > \"$HOME/picked\"", "name": "Pick"},
                             "j": {"command": "false"}}}
            """#)
        let browse = try sandbox.launch()
        #expect(
            await browse.waitUntil(timeout: Self.wait) {
                $0.lines().last == "Warning: browse.keys binds a key the browser uses, ignored: 'j'"
                    && Self.line($0, 3).hasPrefix("│›   US user1 ")
            })
        browse.send("j")
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│›   US user2 ") })
        browse.send("X")
        let picked = sandbox.home.appendingPathComponent("picked")
        #expect(await browse.waitUntil(timeout: Self.wait) { _ in FileManager.default.fileExists(atPath: picked.path) })
        // Back from the command, the browser takes the terminal again and draws everything.
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.isAlternateScreen && Self.line($0, 4).hasPrefix("│›   US user2 ") })
        #expect(try String(contentsOf: picked, encoding: .utf8) == "user2 https://github.com/user2")
        browse.send("?")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().contains { $0.contains("│ X ") && $0.contains("  Pick ") } })
        browse.send("xq")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }

    /// A text browser is lent the terminal until it ends, then the screen is drawn again.
    @Test func textBrowser_isLentTheTerminal_thenItIsRedrawn() async throws {
        let sandbox = try Sandbox()
        // A stand-in for w3m: it says whether it has the terminal, shows a page and waits for a key.
        let bin = sandbox.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let w3m = bin.appendingPathComponent("w3m")
        let script = """
            #!/bin/sh
            if [ -t 0 ] && [ -t 1 ]; then echo "terminal $1" > "$HOME/opened"; else echo "no terminal" > "$HOME/opened"; fi
            printf 'TEXT BROWSER PAGE\n'
            read -r key
            """
        try await ExecutableScript.write(script, to: w3m.path)
        let browse = try sandbox.launch(environment: ["BROWSER": w3m.path])
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("o")
        #expect(await browse.waitUntil(timeout: Self.wait) { !$0.isAlternateScreen && $0.lines().contains("TEXT BROWSER PAGE") })
        // Keys go to the text browser while it runs, not to the list behind it.
        browse.send("j\r")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.isAlternateScreen && Self.line($0, 3).hasPrefix("│›   US user1 ") })
        let opened = sandbox.home.appendingPathComponent("opened")
        #expect(try String(contentsOf: opened, encoding: .utf8) == "terminal https://github.com/user1\n")
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }

    /// `o` with no browser to run says so on the status line, and the list goes on.
    @Test func o_withNoBrowser_saysSo_andTheListGoesOn() async throws {
        let sandbox = try Sandbox()
        let browse = try sandbox.launch(environment: ["BROWSER": "/nonexistent/browser"])
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("o")
        let said = [
            "cannot open a web browser: /nonexistent/browser was not found; set GH_BROWSER or",
            "BROWSER to the one to use",
        ]
        #expect(await browse.waitUntil(timeout: Self.wait) { Array($0.lines().suffix(2)) == said })
        browse.send("j")
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 4).hasPrefix("│›   US user2 ") })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }

    /// A terminal that answers the image query gets the avatar, fetched without the token.
    @Test func imageTerminal_getsTheAvatar_fetchedWithoutToken() async throws {
        let sandbox = try Sandbox()
        try sandbox.configure(#"{"browse.images": "auto"}"#)
        let browse = try sandbox.launch(
            environment: ["GH_ENTERPRISE_TOKEN": "secret-token"], answers: [(query: Self.kittyQuery, answer: Self.kittyAnswer)])
        // user1's tile, or its avatar once it came.
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user1", on: Self.line($0, 3)) })
        #expect(BrowseSandbox.isSelected("user1", on: Self.line(browse.screen, 3)), "the answer typed no key")
        browse.send("j\r")
        // The image may take more than one write: until the cursor is put back after it.
        #expect(
            await browse.waitUntil(timeout: Self.wait) { _ in
                let output = browse.output
                guard let image = output.range(of: "\u{1B}_Ga=T,f=100") else { return false }
                return output.range(of: "\u{1B}8", range: image.upperBound..<output.endIndex) != nil
            })
        // Every piece of the image is one APC sequence; together they are the server's PNG.
        let output = browse.output
        let start = try #require(output.range(of: "\u{1B}7\u{1B}[3;3H"), "at the card's top left, inside its panel")
        let end = try #require(output.range(of: "\u{1B}8", range: start.upperBound..<output.endIndex))
        let sequences = output[start.upperBound..<end.lowerBound].components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        let first = try #require(sequences.first)
        #expect(first.contains("\u{1B}_Ga=T,f=100,t=d,i=1,c=8,r=4,C=1,q=2,m="))
        #expect(sequences.dropFirst().allSatisfy { $0.hasPrefix("\u{1B}_Gm=") })
        let payload = sequences.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }.joined()
        #expect(Data(base64Encoded: payload) == TinyPNG.image(seed: 2, size: 32))
        // The card's is asked for at its size; the list's row asked for a small one.
        let avatar = try #require(sandbox.server.requests.first { $0.path == "/avatars/u/2" && $0.queryValue("s") == "192" })
        #expect(avatar.header("Authorization") == nil, "the avatar never carries the token")
        #expect(sandbox.server.requests.first { $0.path == "/users/user2" }?.header("Authorization") == "Bearer secret-token")
        browse.send([0x1B])
        #expect(await browse.waitUntil(timeout: Self.wait) { _ in browse.output.contains("\u{1B}_Ga=d,d=i,i=1,q=2\u{1B}\\") })
        #expect(!browse.output.contains("d=I"), "nothing freed while browsing: kitty would free the list's images too")
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(browse.output.contains("\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"), "quitting frees the card's image")
    }

    @Test func aTerminalThatDoesNotAnswer_getsNoImage() async throws {
        let sandbox = try Sandbox()
        try sandbox.configure(#"{"browse.images": "auto"}"#)
        let browse = try sandbox.launch()
        #expect(await browse.waitUntil(timeout: Self.wait) { Self.line($0, 3).hasPrefix("│›   US user1 ") })
        browse.send("j\r")
        #expect(
            await browse.waitUntil(timeout: Self.wait) {
                Self.line($0, 0).hasPrefix("Users › user2") && Self.line($0, 2).contains("user2")
            })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(!browse.output.contains("\u{1B}_Ga="))
        #expect(!browse.output.contains("1337;File="))
        #expect(!sandbox.server.requests.contains { $0.path.hasPrefix("/avatars/") })
    }
}
