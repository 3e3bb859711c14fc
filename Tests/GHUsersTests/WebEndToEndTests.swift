import Foundation
import GHDomain
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `show --web` and `repos --web` from the built binary, with `BROWSER` a script that records
/// what it was asked to open; nothing is fetched.
@Suite(.timeLimit(.minutes(1)))
struct WebEndToEndTests {
    /// A browser that appends its arguments, one a line, to `log`, and exits with `status`.
    private struct RecordingBrowser {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-browser-\(UUID().uuidString)")
        var script: String { directory.appendingPathComponent("browser").path }
        var log: String { directory.appendingPathComponent("opened").path }

        init(status: Int = 0) async throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try await ExecutableScript.write("#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(log)'\nexit \(status)\n", to: script)
        }

        var opened: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
    }

    @Test func web_opensThePageInTheBrowser_andPrintsNothing() async throws {
        let cases: [([String], String)] = [
            (["show", "octocat", "--web"], "https://github.com/octocat"),
            (["show", "-w", "dependabot[bot]"], "https://github.com/dependabot%5Bbot%5D"),
            (["show", "octocat", "--web", "--api-url", "https://ghe.example/api/v3"], "https://ghe.example/octocat"),
            (["repos", "octocat", "--web"], "https://github.com/octocat?tab=repositories"),
            (["repos", "mona", "--web", "--api-url", "https://api.octocorp.ghe.com"], "https://octocorp.ghe.com/mona?tab=repositories"),
        ]
        for (arguments, url) in cases {
            let browser = try await RecordingBrowser()
            let result = try await BinaryRunner.run(arguments, variables: ["BROWSER": browser.script])
            #expect(result == ProcessResult(stdout: "", stderr: "", status: 0), "case \(String(reflecting: (arguments, url)))")
            #expect(browser.opened == url + "\n", "case \(String(reflecting: (arguments, url)))")
        }
    }

    @Test func web_onATerminal_saysWhatItOpens() async throws {
        let browser = try await RecordingBrowser()
        let result = try await BinaryRunner.run(["show", "octocat", "--web"], variables: ["BROWSER": browser.script], terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "Opening https://github.com/octocat in your browser.\n", status: 0))
        #expect(browser.opened == "https://github.com/octocat\n")
    }

    @Test func web_withNoBrowser_printsTheURL() async throws {
        let result = try await BinaryRunner.run(["repos", "octocat", "--web"], variables: ["BROWSER": "/nonexistent/browser"])
        #expect(result == ProcessResult(stdout: "https://github.com/octocat?tab=repositories\n", stderr: "", status: 0))
    }

    @Test func web_whenTheBrowserFails_isAnError() async throws {
        let browser = try await RecordingBrowser(status: 3)
        let result = try await BinaryRunner.run(["show", "octocat", "--web"], variables: ["BROWSER": browser.script])
        #expect(
            result
                == ProcessResult(stdout: "", stderr: "Error: \(browser.script) could not open https://github.com/octocat\n", status: 1))
    }

    @Test func web_withOtherOutput_isAUsageError() async throws {
        for (arguments, message, usage, command) in [
            (
                ["show", "a", "b", "--web"], "Unexpected argument 'b'",
                "gh-users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]", "show"
            ),
            (
                ["show", "a", "--web", "--json"], "'--web' and '--json' cannot be used together",
                "gh-users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]", "show"
            ),
            (
                ["repos", "a", "--web", "--limit", "3"], "'--web' and '--limit' cannot be used together",
                "gh-users repos <login> [--sort <key>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--web]", "repos"
            ),
        ] as [([String], String, String, String)] {
            let browser = try await RecordingBrowser()
            let result = try await BinaryRunner.run(arguments, variables: ["BROWSER": browser.script])
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: "Error: \(message)\nUsage: \(usage)\n  See 'gh-users \(command) --help' for more information.\n",
                        status: 64))
            #expect(browser.opened == "")
        }
    }

    @Test func theSite_goesWithTheAPIRoot() throws {
        let cases: [(String, String)] = [
            ("https://api.github.com", "https://github.com"),
            ("https://ghe.example/api/v3/", "https://ghe.example"),
            ("https://ghe.example:8443/API/v3", "https://ghe.example:8443"),
            ("https://api.octocorp.ghe.com", "https://octocorp.ghe.com"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("https://proxy.example/github/", "https://proxy.example/github"),
        ]
        for (api, site) in cases {
            let address = WebAddress(apiBaseURL: try #require(URL(string: api), "case \(String(reflecting: (api, site)))"))
            #expect(address.site == site, "case \(String(reflecting: (api, site)))")
            #expect(
                address.profile(try #require(Login("octocat"), "case \(String(reflecting: (api, site)))")) == site + "/octocat",
                "case \(String(reflecting: (api, site)))")
        }
    }
}
