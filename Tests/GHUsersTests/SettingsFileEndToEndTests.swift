import Foundation
import GHTestSupport
import Testing

/// The settings file itself, through the built binary: runs that change it at the same time,
/// what is never written, a damaged or unwritable file, and settings this version does not know.
@Suite(.timeLimit(.minutes(1)))
struct SettingsFileEndToEndTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-config-\(UUID().uuidString)")
    private var variables: [String: String] { ["XDG_CONFIG_HOME": directory.path, "XDG_CACHE_HOME": directory.path + "/cache"] }
    private var file: URL { directory.appendingPathComponent("gh-users/config.json") }

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

    /// Settings this version does not know are one warning, kept when saving, and removable.
    @Test func unknownSettings_areOneWarning_keptAndRemovable() async throws {
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
                        browse.images\tauto\tdefault
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
                            "value": "auto",
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
                        "cache\ton\tdefault\ncolor\tnever\tconfig\nper-page\t5\tconfig\nbrowse.mouse\toff\tdefault\nbrowse.preview\tauto\tdefault\nbrowse.images\tauto\tdefault\nbrowse.keys\t{}\tdefault\npager\toff\tdefault\nwait\tnever\tdefault\n",
                    stderr: "",
                    status: 0))
    }
}
