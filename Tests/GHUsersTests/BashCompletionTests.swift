import Foundation
import GHSystem
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// The bash script run in a real bash, without the bash-completion package: each case sets
/// `COMP_WORDS`, `COMP_CWORD`, `COMP_LINE` and `COMP_POINT` as bash would for the line typed so
/// far, calls `_gh_users` and compares `COMPREPLY` whole.
@Suite(.timeLimit(.minutes(1)))
struct BashCompletionTests {
    private static let bash = "/bin/bash"
    private static let hasBash = FileManager.default.isExecutableFile(atPath: bash)
    private static let globalLongOptions = [
        "--api-url", "--color", "--verbose", "--offline", "--no-cache", "--wait", "--no-pager", "--version", "--help",
    ]
    private static let topLevel = [
        "browse", "list", "show", "search", "followers", "following", "relations", "follow", "unfollow", "orgs", "members", "repos",
        "starred", "trending", "fav",
        "status", "config", "cache", "completion", "version", "help",
    ]

    @Test(.enabled(if: hasBash, "bash is not installed at /bin/bash")) func completes() async throws {
        let cases: [(String, [String])] = [
            ("gh-users ", Self.topLevel),
            ("gh-users fav add --", Self.globalLongOptions),
            ("gh-users fav list --", ["--filter", "--this-host", "--json", "--jq"] + Self.globalLongOptions),
            ("gh-users fav ls --f", ["--filter"]),
            ("gh-users list --per-page 30 --a", ["--all", "--api-url"]),
            (
                "gh-users config get ",
                ["cache", "color", "per-page", "browse.mouse", "browse.preview", "browse.images", "browse.keys", "pager", "wait"]
            ),
            ("gh-users config unset c", ["cache", "color"]),
            ("gh-users config set color ", ["auto", "always", "never"]),
            ("gh-users config set per-page ", []),
            ("gh-users cache ", ["info", "clear"]),
            ("gh-users --api-url http://127.0.0.1:8080/ ", Self.topLevel),
            ("gh-users --api-url http://127.0.0.1:8080/ fav l", ["list"]),
            ("gh-users --api-url=http://127.0.0.1:8080/ se", ["search"]),
            ("gh-users --api-url http://127.0.0.1:80", []),
            ("gh-users --api-url http://me@127.0.0.1:8080/ config s", ["set"]),
            ("gh-users fav l", ["list"]),
            ("gh-users --color=al", ["always"]),
            ("gh-users fav --color ", ["auto", "always", "never"]),
            ("gh-users list --since ", []),
            ("gh-users fav add -- --", []),
            ("gh-users search octocat --sort ", ["followers", "repositories", "joined"]),
            ("gh-users repos --sort=f", ["full_name"]),
            ("gh-users help fav ", ["add", "remove", "list"]),
            ("gh-users completion ", ["bash", "zsh", "fish"]),
            ("gh-users help env", ["environment"]),
            ("gh-users show ", []),
            ("gh-users 'fav' \"l", ["list"]),
        ]
        for (line, expected) in cases {
            let result = try await Self.complete(line)
            #expect(result.stderr == "", "case \(String(reflecting: (line, expected)))")
            #expect(result.status == 0, "case \(String(reflecting: (line, expected)))")
            #expect(result.stdout == expected.map { $0 + "\n" }.joined(), "\(line)")
        }
    }

    @Test(.enabled(if: hasBash, "bash is not installed at /bin/bash"))
    func completesTheWordAtTheCursor_notTheLineEnd() async throws {
        let result = try await Self.complete("gh-users fav l --json", point: "gh-users fav l".count)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == "list\n")
    }

    /// Runs the script in bash for `line` with the cursor at `point` (its end by default), with
    /// `variables` added to bash's environment.
    static func complete(_ line: String, point: Int? = nil, variables: [String: String] = [:]) async throws -> ProcessResult {
        let point = point ?? line.count
        let words = bashWords(String(line.prefix(point)))
        var script = CompletionModel(router: .standard).bashScript
        script += "COMP_WORDBREAKS=\(quote(wordBreaks))\n"
        script += "COMP_LINE=\(quote(line))\nCOMP_POINT=\(point)\n"
        script += "COMP_WORDS=(\(words.map(quote).joined(separator: " ")))\nCOMP_CWORD=\(words.count - 1)\n"
        script += "_gh_users gh-users \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        script += "for reply in \"${COMPREPLY[@]}\"; do printf '%s\\n' \"$reply\"; done\n"
        let outcome = try await ChildProcess.run(
            [bash, "--norc", "--noprofile", "-c", script],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(variables) { $1 }, timeout: .seconds(30),
            outputLimit: 1 << 20)
        return ProcessResult(
            stdout: String(decoding: outcome.output, as: UTF8.self), stderr: String(decoding: outcome.errorOutput, as: UTF8.self),
            status: outcome.status.shellStatus)
    }

    /// COMP_WORDBREAKS as an interactive bash 5 sets it.
    private static let wordBreaks = " \t\n\"'@><=;|&(:"

    /// `line` split as bash fills COMP_WORDS: at blanks, with each run of other break
    /// characters a word of its own (`http://x:80` is `http`, `:`, `//x`, `:`, `80`); the last
    /// word is the one being completed, empty after a blank. Enough for unquoted test lines.
    private static func bashWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var breaks = ""
        for character in line {
            if character == " " {
                if !word.isEmpty { words.append(word) }
                if !breaks.isEmpty { words.append(breaks) }
                word = ""
                breaks = ""
            } else if wordBreaks.contains(character) && character != "'" && character != "\"" {
                if !word.isEmpty { words.append(word) }
                word = ""
                breaks.append(character)
            } else {
                if !breaks.isEmpty { words.append(breaks) }
                breaks = ""
                word.append(character)
            }
        }
        words.append(breaks.isEmpty ? word : breaks)
        return words
    }

    /// `text` in single quotes for bash.
    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
