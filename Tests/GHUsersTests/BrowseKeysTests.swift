import Foundation
import GHTestSupport
import GHUsersTUI
import Testing

@testable import GHUsersCLI

/// The `browse.keys` setting: what it takes, what it refuses and why, and `config` keeping it as
/// JSON.
struct BrowseKeysTests {
    @Test func keysWithCommandsAndNames_areRead_inKeyOrder() throws {
        let keys = try BrowseKeys.parse(#"{"Y": {"command": "echo {url}"}, "X": {"command": "git clone {url}", "name": "Clone"}}"#)
        #expect(
            keys == [
                CustomKey(key: "X", name: "Clone", command: "git clone {url}"),
                CustomKey(key: "Y", name: "echo {url}", command: "echo {url}"),
            ])
    }

    @Test func badValues_sayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("[]", "it is not a JSON object"),
            (#"{"XY": {"command": "a"}}"#, "'XY' is not one printable character"),
            (#"{" ": {"command": "a"}}"#, "' ' is not one printable character"),
            (#"{"X": "echo"}"#, "'X' needs a \"command\" string"),
            (#"{"X": {"command": "a", "when": 1}}"#, "'X' has a member this version does not know: \"when\""),
            (#"{"X": {"command": "  "}}"#, "the command of 'X' must be one line of at most 1000 bytes"),
            (#"{"X": {"command": "a\nb"}}"#, "the command of 'X' must be one line of at most 1000 bytes"),
            (#"{"X": {"command": "a", "name": ""}}"#, "the name of 'X' must be text of at most 40 characters"),
        ]
        for (text, reason) in cases {
            #expect(throws: BrowseKeys.Invalid(reason: reason), "case \(String(reflecting: (text, reason)))") { try BrowseKeys.parse(text) }
        }
    }

    @Test func keysTheBrowserUses_areLeftOut_withOneWarning() throws {
        let keys = try BrowseKeys.parse(#"{"j": {"command": "a"}, "?": {"command": "b"}, "X": {"command": "c"}}"#)
        let (usable, warning) = BrowseKeys.usable(keys)
        #expect(usable.map(\.key) == ["X"])
        #expect(warning == "Warning: browse.keys binds keys the browser uses, ignored: '?', 'j'")
    }

    @Test func config_keepsItAsJSON_andListsIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let variables = ["XDG_CONFIG_HOME": directory.path]
        let value = #"{"X": {"command": "echo {login}", "name": "Echo"}}"#
        #expect(
            try await BinaryRunner.run(["config", "set", "browse.keys", value], variables: variables)
                == ProcessResult(stdout: "", stderr: "", status: 0))
        let saved = try String(contentsOf: directory.appendingPathComponent("gh-users/config.json"), encoding: .utf8)
        #expect(saved.contains(#""browse.keys" : {"#))
        let compact = #"{"X":{"command":"echo {login}","name":"Echo"}}"#
        #expect(try await BinaryRunner.run(["config", "get", "browse.keys"], variables: variables).stdout == compact + "\n")
        #expect(try await BinaryRunner.run(["config", "list"], variables: variables).stdout.contains("browse.keys\t\(compact)\tconfig\n"))
        let refused = try await BinaryRunner.run(["config", "set", "browse.keys", "[1]"], variables: variables)
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("Error: The value '[1]' is invalid for setting 'browse.keys': expected a JSON object such as"))
    }
}
