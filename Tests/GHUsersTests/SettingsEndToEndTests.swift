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
                        "cache\ton\tdefault\ncolor\tnever\tconfig\nper-page\t50\tconfig\nbrowse.mouse\toff\tdefault\nbrowse.preview\tauto\tdefault\nbrowse.images\toff\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
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
                        "cache\ton\tdefault\ncolor\tauto\tdefault\nper-page\t50\tconfig\nbrowse.mouse\toff\tdefault\nbrowse.preview\tauto\tdefault\nbrowse.images\toff\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "",
                    status: 0))
    }

    @Test func settingsSetAtTheSameTime_areAllKept() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let changes = [
            ["color", "never"], ["per-page", "7"], ["wait", "always"], ["pager", "more"], ["cache", "off"], ["browse.mouse", "on"],
        ]
        let variables = variables
        let results = try await withThrowingTaskGroup(of: ProcessResult.self) { group in
            for change in changes {
                group.addTask { try await BinaryRunner.run(["config", "set"] + change, variables: variables) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: ProcessResult(stdout: "", stderr: "", status: 0), count: changes.count))
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                {
                  "browse.mouse" : "on",
                  "cache" : "off",
                  "color" : "never",
                  "pager" : "more",
                  "per-page" : 7,
                  "wait" : "always"
                }

                """)
    }

    @Test func unsettingWhatIsNotSet_orATypo_writesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let typo = try await BinaryRunner.run(["config", "unset", "colour"], variables: variables)
        #expect(typo.status == 64 && typo.stderr.hasPrefix("Error: "), "\(typo)")
        #expect(!FileManager.default.fileExists(atPath: directory.path), "no folder, no lock file")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let handWritten = Data(#"{"per-page":"50",   "color":"never"}"#.utf8)
        try handWritten.write(to: file)
        #expect(
            try await BinaryRunner.run(["config", "unset", "cache"], variables: variables)
                == ProcessResult(stdout: "", stderr: "", status: 0))
        #expect(try Data(contentsOf: file) == handWritten, "the file as it was written")
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
                        "cache\toff\tflag\ncolor\tnever\tenvironment (NO_COLOR)\nper-page\t50\tconfig\nbrowse.mouse\ton\tconfig\nbrowse.preview\tauto\tdefault\nbrowse.images\toff\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "", status: 0))
        // The file beats the environment (NO_COLOR only decides what auto leaves open), and a
        // flag beats the file.
        _ = try await BinaryRunner.run(["config", "set", "color", "always"], variables: variables)
        let fileOverEnvironment = try await BinaryRunner.run(["config", "list", "--offline"], variables: environment)
        #expect(
            fileOverEnvironment.stdout
                == "cache\ton\tflag\ncolor\talways\tconfig\nper-page\t50\tconfig\nbrowse.mouse\ton\tconfig\nbrowse.preview\tauto\tdefault\nbrowse.images\toff\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n"
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
                        browse.images   off    default
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

    @Test func aCorruptSettingsFile_isNamed_andLeftAlone() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = Data("{\"per-page\": 500,".utf8)
        try corrupt.write(to: file)
        for arguments in [["list"], ["config", "set", "color", "never"]] {
            let result = try await BinaryRunner.run(arguments, variables: variables)
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr:
                            "Error: cannot read settings from \(file.path): it is not valid JSON; fix or delete it\n",
                        status: 1))
        }
        // What the settings do not bear on still works: the version for a bug report, and the
        // completion script a shell's start-up file evaluates.
        let version = try await BinaryRunner.run(["version"], variables: variables)
        #expect(version.status == 0 && version.stderr == "" && version.stdout.hasPrefix("gh-users version "), "\(version)")
        let completion = try await BinaryRunner.run(["completion", "bash"], variables: variables)
        #expect(completion.status == 0 && completion.stderr == "" && completion.stdout.contains("complete -F"), "\(completion)")
        try Data("[\"per-page\"]".utf8).write(to: file)
        #expect(
            try await BinaryRunner.run(["list"], variables: variables)
                == ProcessResult(
                    stdout: "", stderr: "Error: cannot read settings from \(file.path): it is not a JSON object; fix or delete it\n",
                    status: 1))
        try Data("{\"per-page\": 500}".utf8).write(to: file)
        let badValue = try await BinaryRunner.run(["list"], variables: variables)
        #expect(
            badValue
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: cannot read settings from \(file.path): per-page must be a whole number from 1 to 100, not \"500\"; fix or delete it\n",
                    status: 1))
        #expect(try Data(contentsOf: file) == Data("{\"per-page\": 500}".utf8))
        let help = try await BinaryRunner.run(["list", "--help"], variables: variables)
        #expect(help.status == 0)
    }

    /// `HOME=/dev/null`, as services and sandboxes set it: the folders cannot exist, so the run
    /// goes without settings, the cache and the ★ marks, says so once, and still works.
    @Test func aHomeThatIsNoFolder_isOneWarning_andTheCommandStillRuns() async throws {
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
    @Test func offline_withoutAUsableCache_sendsNothing_andSaysWhy() async throws {
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

    /// A write that fails names the file and the system's reason, as favorites errors do.
    @Test func settingsThatCannotBeSaved_nameTheFileAndWhy() async throws {
        let result = try await BinaryRunner.run(
            ["config", "set", "color", "never"], variables: ["HOME": "/dev/null", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": ""])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Warning: /dev/null is not a folder, so this run goes without settings and the cache
                        Error: cannot save settings to /dev/null/.config/gh-users/config.json: cannot create /dev/null/.config: Not a directory

                        """,
                    status: 1))
    }

    @Test func settingsThisVersionDoesNotKnow_areOneWarning_keptWhenSaving_andRemovable() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"colour": "never", "per-page": 5, "theme": {"name": "less", "on": true, "width": 1.5}}"#.utf8).write(to: file)
        let warning = """
            Warning: \(file.path) has settings this version does not know, ignored: "colour", "theme" \
            ('gh-users config unset <key>' removes one)

            """
        let list = try await BinaryRunner.run(["config", "list"], variables: variables)
        #expect(
            list
                == ProcessResult(
                    stdout: """
                        cache\ton\tdefault
                        color\tauto\tdefault
                        per-page\t5\tconfig
                        browse.mouse\toff\tdefault
                        browse.preview\tauto\tdefault
                        browse.images\toff\tdefault
                        browse.keys\t{}\tdefault
                        pager\toff\tdefault
                        wait\tnever\tdefault
                        colour\t"never"\tunknown
                        theme\t{"name":"less","on":true,"width":1.5}\tunknown

                        """, stderr: warning, status: 0))
        let json = try await BinaryRunner.run(["config", "list", "--json"], variables: variables)
        #expect(
            json
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "key": "cache",
                            "value": "on",
                            "source": "default"
                          },
                          {
                            "key": "color",
                            "value": "auto",
                            "source": "default"
                          },
                          {
                            "key": "per-page",
                            "value": 5,
                            "source": "config"
                          },
                          {
                            "key": "browse.mouse",
                            "value": "off",
                            "source": "default"
                          },
                          {
                            "key": "browse.preview",
                            "value": "auto",
                            "source": "default"
                          },
                          {
                            "key": "browse.images",
                            "value": "off",
                            "source": "default"
                          },
                          {
                            "key": "browse.keys",
                            "value": {},
                            "source": "default"
                          },
                          {
                            "key": "pager",
                            "value": "off",
                            "source": "default"
                          },
                          {
                            "key": "wait",
                            "value": "never",
                            "source": "default"
                          },
                          {
                            "key": "colour",
                            "value": "never",
                            "source": "unknown"
                          },
                          {
                            "key": "theme",
                            "value": {"name":"less","on":true,"width":1.5},
                            "source": "unknown"
                          }
                        ]

                        """, stderr: warning, status: 0))
        // Saving another setting keeps them.
        let set = try await BinaryRunner.run(["config", "set", "color", "never"], variables: variables)
        #expect(set == ProcessResult(stdout: "", stderr: warning, status: 0))
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?.keys.sorted() == ["color", "colour", "per-page", "theme"])
        let theme = saved?["theme"] as? [String: Any]
        #expect(theme?["name"] as? String == "less")
        #expect(theme?["width"] as? Double == 1.5)
        // Each can be removed by name; a name neither known nor in the file is a typo.
        _ = try await BinaryRunner.run(["config", "unset", "colour"], variables: variables)
        let unset = try await BinaryRunner.run(["config", "unset", "theme"], variables: variables)
        #expect(unset.status == 0)
        let typo = try await BinaryRunner.run(["config", "unset", "colr"], variables: variables)
        #expect(
            typo
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: Unknown setting 'colr': expected cache (on or off), color (auto, always or never), per-page (a whole number from 1 to 100), browse.mouse (on or off), browse.preview (auto, on or off), browse.images (auto or off), browse.keys (a JSON object such as {\"X\": {\"command\": \"echo {login}\", \"name\": \"Echo\"}}), pager (a command such as 'less -S', or off), wait (never or always)\n",
                    status: 64))
        let after = try await BinaryRunner.run(["config", "list"], variables: variables)
        #expect(
            after
                == ProcessResult(
                    stdout:
                        "cache\ton\tdefault\ncolor\tnever\tconfig\nper-page\t5\tconfig\nbrowse.mouse\toff\tdefault\nbrowse.preview\tauto\tdefault\nbrowse.images\toff\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "",
                    status: 0))
    }
}
