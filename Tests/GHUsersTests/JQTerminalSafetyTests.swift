import Foundation
import GHSystem
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `--jq` prints the server's strings: on a terminal they are made safe as every other line is
/// (a title, the clipboard, a cleared screen, C1 and bidi controls never reach it raw), jq's
/// colours kept; in a pipe jq's bytes stay exactly as jq wrote them.
@Suite(.timeLimit(.minutes(1)))
struct JQTerminalSafetyTests {
    private static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    private static let jqInstalled = ChildProcess.locate("jq", searchPath: path) != nil

    /// A bio that sets the window title, writes the clipboard (OSC 52), clears the screen, and
    /// hides behind a C1 CSI, a right-to-left override and an invisible times.
    private static let bio = "\u{1B}]0;pwned\u{7}\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J\u{9B}31mhi \u{202E}gnp.exe x\u{2062}y"
    private static let shownBio = #"\u{1B}]0;pwned\u{7}\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J\u{9B}31mhi \u{202E}gnp.exe x\u{2062}y"#

    private static func server() throws -> LoopbackServer {
        let body = try JSONSerialization.data(withJSONObject: [
            "login": "mallory", "id": 66, "type": "User", "site_admin": false, "html_url": "https://github.com/mallory",
            "avatar_url": "https://avatars.githubusercontent.com/u/66?v=4", "name": "Mallory", "bio": bio,
        ])
        return try FakeGitHub(userIDs: [1], overrides: ["/users/mallory": .text(String(decoding: body, as: UTF8.self))]).start()
    }

    private static func show(_ filter: String, terminal: Bool, color: String = "never") async throws -> ProcessResult {
        let server = try server()
        defer { server.stop() }
        return try await BinaryRunner.run(
            ["show", "mallory", "--json", "--jq", filter, "--color", color, "--api-url", server.baseURL.absoluteString],
            variables: ["PATH": path, "GH_USERS_PAGER": ""], terminal: terminal)
    }

    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func onATerminal_jqStrings_areEscapedAsATableWould() async throws {
        #expect(try await Self.show(".bio", terminal: true) == ProcessResult(stdout: Self.shownBio + "\n", stderr: "", status: 0))
    }

    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func inAPipe_jqsBytes_stayAsJQWroteThem() async throws {
        #expect(try await Self.show(".bio", terminal: false) == ProcessResult(stdout: Self.bio + "\n", stderr: "", status: 0))
    }

    /// jq escapes C0 controls inside JSON itself, but not C1, bidi or invisible characters; its
    /// colours (SGR) are kept around what is escaped.
    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func onATerminal_jqsColoursStay_onlyUnsafeIsEscaped() async throws {
        let raw = try await Self.jq(["-r", "-C", "{bio}"], input: #"{"bio":"\#(Self.bio.jsonEscapedControls)"}"#)
        let expected = raw.replacingOccurrences(of: "\u{9B}", with: #"\u{9B}"#)
            .replacingOccurrences(of: "\u{202E}", with: #"\u{202E}"#).replacingOccurrences(of: "\u{2062}", with: #"\u{2062}"#)
        #expect(expected.contains("\u{1B}[0;32m"), "jq colours strings green")
        #expect(try await Self.show("{bio}", terminal: true, color: "always") == ProcessResult(stdout: expected, stderr: "", status: 0))
    }

    /// What jq prints for `input` with `arguments`.
    private static func jq(_ arguments: [String], input: String) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-jq-\(UUID().uuidString).json")
        try Data(input.utf8).write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jq = try #require(ChildProcess.locate("jq", searchPath: path))
        let run = try await ChildProcess.run(
            [jq] + arguments + [folder.path], environment: ["PATH": path], timeout: .seconds(10), outputLimit: 1 << 20)
        return String(decoding: run.output, as: UTF8.self)
    }
}

extension String {
    /// The string with its C0 controls written as JSON escapes, everything else as it is.
    fileprivate var jsonEscapedControls: String {
        unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
    }
}
