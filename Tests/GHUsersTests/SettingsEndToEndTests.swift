import Foundation
import GHTestSupport
import Testing

/// `gh-users config` in the built binary, and settings taking effect in later runs.
@Suite(.timeLimit(.minutes(1)))
struct SettingsEndToEndTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-config-\(UUID().uuidString)")
    private var variables: [String: String] { ["XDG_CONFIG_HOME": directory.path, "XDG_CACHE_HOME": directory.path + "/cache"] }
    private var file: URL { directory.appendingPathComponent("gh-users/config.json") }

    @Test func set_get_list_unset_roundTrip() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            try await BinaryRunner.run(["config", "get", "per-page"], variables: variables)
                == ProcessResult(stdout: "30\n", stderr: "", status: 0))
        #expect(
            try await BinaryRunner.run(["config", "set", "per-page", "50"], variables: variables)
                == ProcessResult(stdout: "", stderr: "", status: 0))
        #expect(
            try await BinaryRunner.run(["config", "set", "color", "never"], variables: variables)
                == ProcessResult(stdout: "", stderr: "", status: 0))
        #expect(
            try await BinaryRunner.run(["config", "list"], variables: variables)
                == ProcessResult(
                    stdout:
                        "cache\ton\tdefault\ncolor\tnever\tconfig\nper-page\t50\tconfig\nbrowse.mouse\toff\tdefault\nbrowse.preview\tauto\tdefault\nbrowse.images\tauto\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "",
                    status: 0))
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\n  \"color\" : \"never\",\n  \"per-page\" : 50\n}\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        #expect(
            try await BinaryRunner.run(["config", "unset", "color"], variables: variables)
                == ProcessResult(stdout: "", stderr: "", status: 0))
        #expect(
            try await BinaryRunner.run(["config", "get", "color"], variables: variables)
                == ProcessResult(stdout: "auto\n", stderr: "", status: 0))
        #expect(
            try await BinaryRunner.run(["config", "list"], variables: variables)
                == ProcessResult(
                    stdout:
                        "cache\ton\tdefault\ncolor\tauto\tdefault\nper-page\t50\tconfig\nbrowse.mouse\toff\tdefault\nbrowse.preview\tauto\tdefault\nbrowse.images\tauto\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "",
                    status: 0))
    }

    /// Each source a setting's value can come from, most binding first: a flag, the file, the
    /// environment, the default; on a terminal as a table.
    @Test func list_saysWhereEachValueCameFrom() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await BinaryRunner.run(["config", "set", "per-page", "50"], variables: variables)
        _ = try await BinaryRunner.run(["config", "set", "browse.mouse", "on"], variables: variables)
        let environment = variables.merging(["NO_COLOR": "1"]) { $1 }
        let fromEach = try await BinaryRunner.run(["config", "list", "--no-cache"], variables: environment)
        #expect(
            fromEach
                == ProcessResult(
                    stdout:
                        "cache\toff\tflag\ncolor\tnever\tenvironment (NO_COLOR)\nper-page\t50\tconfig\nbrowse.mouse\ton\tconfig\nbrowse.preview\tauto\tdefault\nbrowse.images\tauto\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "", status: 0))
        // The file beats the environment (NO_COLOR only decides what auto leaves open), and a
        // flag beats the file.
        _ = try await BinaryRunner.run(["config", "set", "color", "always"], variables: variables)
        let fileOverEnvironment = try await BinaryRunner.run(["config", "list", "--offline"], variables: environment)
        #expect(
            fileOverEnvironment.stdout
                == "cache\ton\tflag\ncolor\talways\tconfig\nper-page\t50\tconfig\nbrowse.mouse\ton\tconfig\nbrowse.preview\tauto\tdefault\nbrowse.images\tauto\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n"
        )
        // The pager, as gh orders its own: GH_USERS_PAGER over the file over PAGER, and
        // --no-pager over all.
        func pager(_ arguments: [String], _ extra: [String: String]) async throws -> String {
            let result = try await BinaryRunner.run(["config", "list"] + arguments, variables: variables.merging(extra) { $1 })
            return result.stdout.split(separator: "\n").first { $0.hasPrefix("pager\t") }.map(String.init) ?? ""
        }
        #expect(try await pager([], ["PAGER": "less -R"]) == "pager\tless -R\tenvironment (PAGER)")
        _ = try await BinaryRunner.run(["config", "set", "pager", "more"], variables: variables)
        #expect(try await pager([], ["PAGER": "less -R"]) == "pager\tmore\tconfig")
        #expect(try await pager([], ["PAGER": "less -R", "GH_USERS_PAGER": ""]) == "pager\toff\tenvironment (GH_USERS_PAGER)")
        #expect(try await pager([], ["GH_PAGER": "most", "PAGER": "less"]) == "pager\tmost\tenvironment (GH_PAGER)")
        #expect(try await pager([], ["GH_PAGER": "most", "GH_USERS_PAGER": "less"]) == "pager\tless\tenvironment (GH_USERS_PAGER)")
        #expect(try await pager(["--no-pager"], ["GH_USERS_PAGER": "most"]) == "pager\toff\tflag")
        _ = try await BinaryRunner.run(["config", "unset", "pager"], variables: variables)
        let table = try await BinaryRunner.run(["config", "list", "--color", "never"], variables: environment, terminal: true)
        #expect(
            table
                == ProcessResult(
                    stdout: """
                        KEY             VALUE  SOURCE
                        cache           on     default
                        color           never  flag
                        per-page        50     config
                        browse.mouse    on     config
                        browse.preview  auto   default
                        browse.images   auto   default
                        browse.keys     {}     default
                        pager           off    default
                        wait            never  default

                        """, stderr: "", status: 0))
        // JSON names the variable that decided, as a member of its own.
        _ = try await BinaryRunner.run(["config", "unset", "color"], variables: variables)
        let json = try await BinaryRunner.run(["config", "list", "--json"], variables: variables.merging(["CLICOLOR": "0"]) { $1 })
        #expect(
            json.stdout.contains(
                "\"key\": \"color\",\n    \"value\": \"never\",\n    \"source\": \"environment\",\n    \"variable\": \"CLICOLOR\"\n"))
        #expect(json.stdout.contains("\"key\": \"cache\",\n    \"value\": \"on\",\n    \"source\": \"default\"\n"))
        let misplaced = try await BinaryRunner.run(["config", "get", "color", "--json"], variables: variables)
        #expect(misplaced.status == 64 && misplaced.stderr.hasPrefix("Error: '--json' goes with 'config list' only\n"))
    }

    @Test func settingsApply_andFlagsOverrideThem() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeGitHub(userIDs: FakeGitHub.gappedIDs(10)).start()
        defer { server.stop() }
        let api = variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        _ = try await BinaryRunner.run(["config", "set", "per-page", "2"], variables: variables)
        _ = try await BinaryRunner.run(["config", "set", "color", "always"], variables: variables)
        let fromSettings = try await BinaryRunner.run(["list", "--no-cache"], variables: api, terminal: true)
        #expect(fromSettings.stdout.hasPrefix("\u{1B}[1mLOGIN\u{1B}[0m"))
        #expect(fromSettings.stdout.split(separator: "\n").count == 3)
        let fromFlags = try await BinaryRunner.run(
            ["list", "--per-page", "3", "--color", "never", "--no-cache"], variables: api, terminal: true)
        #expect(fromFlags.stdout.hasPrefix("LOGIN "))
        #expect(fromFlags.stdout.split(separator: "\n").count == 4)
        #expect(server.requests.map(\.target) == ["/users?since=0&per_page=2", "/users?since=0&per_page=3"])
    }

    @Test func badKeysAndValues_areUsageErrors_andWriteNothing() async throws {
        let cases: [([String], String)] = [
            (
                ["config", "set", "colour", "never"],
                "Unknown setting 'colour': expected cache (on or off), color (auto, always or never), per-page (a whole number from 1 to 100), browse.mouse (on or off), browse.preview (auto, on or off), browse.images (auto or off), browse.keys (a JSON object such as {\"X\": {\"command\": \"echo {login}\", \"name\": \"Echo\"}}), pager (a command such as 'less -S', or off), wait (never or always)"
            ),
            (
                ["config", "set", "per-page", "101"],
                "The value '101' is invalid for setting 'per-page': expected a whole number from 1 to 100"
            ),
            (["config", "set", "cache", "yes"], "The value 'yes' is invalid for setting 'cache': expected on or off"),
            (
                ["config", "get"],
                "Missing expected argument '<key>': cache (on or off), color (auto, always or never), per-page (a whole number from 1 to 100), browse.mouse (on or off), browse.preview (auto, on or off), browse.images (auto or off), browse.keys (a JSON object such as {\"X\": {\"command\": \"echo {login}\", \"name\": \"Echo\"}}), pager (a command such as 'less -S', or off), wait (never or always)"
            ),
            (["config", "remove", "color"], "Unknown action 'remove': expected list, get, set or unset"),
            (["config", "list", "extra"], "Unexpected argument 'extra'"),
        ]
        for (arguments, message) in cases {
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try await BinaryRunner.run(arguments, variables: variables)
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: """
                            Error: \(message)
                            Usage: gh-users config list [--json [<fields>]] [--jq <expression>] | get <key> | set <key> <value> | unset <key>
                              See 'gh-users config --help' for more information.

                            """,
                        status: 64),
                "case \(String(reflecting: (arguments, message)))")
            #expect(!FileManager.default.fileExists(atPath: file.path), "case \(String(reflecting: (arguments, message)))")
        }
    }

    /// `HOME=/dev/null`, as services and sandboxes set it: the folders cannot exist, so the run
    /// goes without settings, the cache and the ★ marks, says so once, and still works.
    @Test func homeThatIsNoFolder_isOneWarning_commandRuns() async throws {
        let server = try FakeGitHub(userIDs: [1, 2]).start()
        defer { server.stop() }
        let home = ["HOME": "/dev/null", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": "", "XDG_DATA_HOME": ""]
        let warning = "Warning: /dev/null is not a folder, so this run goes without settings, the cache and favorites\n"
        let arguments = ["list", "--api-url", server.baseURL.absoluteString]
        #expect(
            try await BinaryRunner.run(arguments, variables: home)
                == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2), stderr: warning, status: 0))
        let table = try await BinaryRunner.run(arguments + ["--color", "never"], variables: home, terminal: true)
        #expect(table.status == 0)
        #expect(table.stderr == warning)
        #expect(
            try await BinaryRunner.run(["config", "get", "color"], variables: home)
                == ProcessResult(stdout: "auto\n", stderr: warning, status: 0))
        // One folder: the warning names it, and what goes without it.
        let file = directory.appendingPathComponent("file")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: file)
        #expect(
            try await BinaryRunner.run(arguments, variables: ["XDG_CACHE_HOME": file.path])
                == ProcessResult(
                    stdout: TestUsers.line(1) + TestUsers.line(2),
                    stderr: "Warning: \(file.path) is not a folder, so this run goes without the cache\n", status: 0))
    }

    /// `--offline` with no cache to answer from sends nothing and says why.
    @Test func offline_withoutCache_sendsNothing_andSaysWhy() async throws {
        let server = try FakeGitHub(userIDs: [1, 2]).start()
        defer { server.stop() }
        let arguments = ["list", "--offline", "--api-url", server.baseURL.absoluteString]
        let advice = "Set XDG_CACHE_HOME or HOME to a folder of your own, then run the command once without --offline.\n"
        let noFolder = try await BinaryRunner.run(
            arguments, variables: ["HOME": "/dev/null", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": "", "XDG_DATA_HOME": ""])
        #expect(
            noFolder
                == ProcessResult(
                    stdout: "",
                    stderr: "Warning: /dev/null is not a folder, so this run goes without settings, the cache and favorites\n"
                        + "Error: --offline answers only from the cache, and this run cannot use it: /dev/null is not a folder\n" + advice,
                    status: 1))
        let unnamed = try await BinaryRunner.run(
            arguments, variables: ["HOME": "", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": "", "XDG_DATA_HOME": ""])
        #expect(
            unnamed
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: --offline answers only from the cache, and this run cannot use it: neither XDG_CACHE_HOME nor HOME says "
                        + "where it is\n" + advice,
                    status: 1))
        #expect(server.requests.isEmpty)
    }
}
