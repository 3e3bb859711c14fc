import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

@testable import GHUsersCLI

/// Tables from the built binary: they fit the terminal, keep their columns from page to page,
/// and `GH_USERS_FORCE_TTY` lays them out for a terminal when piped.
@Suite(.timeLimit(.minutes(1)))
struct TableOutputEndToEndTests {
    /// Users 96 to 100 on the first page of `--since 95 --per-page 5`, then longer logins and ids.
    private static let ids = [96, 97, 98, 99, 100, 101, 1000, 100_000, 10_000_000, 1_000_000_000]

    private static func fake() -> FakeGitHub {
        FakeGitHub(userIDs: ids)
    }

    /// list across pages on a terminal keeps its columns, and widens them for longer logins on later pages.
    @Test func list_acrossPages_widensColumnsForLongerLogins() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(
            ["list", "--since", "95", "--per-page", "5", "--limit", "10", "--color", "never", "--api-url", api], terminal: true,
            columns: 120)
        // Each login longer than the column so far widens it, from its row on: none is cut.
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN            ID  TYPE  PROFILE URL
                        user96           96  User  https://github.com/user96
                        user97           97  User  https://github.com/user97
                        user98           98  User  https://github.com/user98
                        user99           99  User  https://github.com/user99
                        user100         100  User  https://github.com/user100
                        user101         101  User  https://github.com/user101
                        user1000        1000  User  https://github.com/user1000
                        user100000      100000  User  https://github.com/user100000
                        user10000000    10000000  User  https://github.com/user10000000
                        user1000000000  1000000000  User  https://github.com/user1000000000

                        """,
                    stderr: "",
                    status: 0
                ))
        #expect(server.requests.map(\.target) == ["/users?since=95&per_page=5", "/users?per_page=5&since=100"])
    }

    @Test func list_onAFortyColumnTerminal_isOneLinePerUser() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(
            ["list", "--since", "95", "--per-page", "3", "--color", "never", "--api-url", api], terminal: true, columns: 40)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN         ID  TYPE  PROFILE URL
                        user96        96  User  https://github.…
                        user97        97  User  https://github.…
                        user98        98  User  https://github.…

                        """,
                    stderr: "Next page: gh-users list --since 98 --per-page 3 --color never --api-url \(api)\n",
                    status: 0
                ))
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    /// On a terminal 30 cells wide the login, with its STAFF badge, is the last thing cut: the
    /// ID column shrinks to its widest number and the URL gives way, then is left out.
    @Test func list_onThirtyColumns_showsEveryLoginWhole() async throws {
        var fake = Self.fake()
        fake.staffIDs = [97]
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let thirty = try await BinaryRunner.run(
            ["list", "--since", "95", "--per-page", "3", "--api-url", api], variables: ["GH_USERS_FORCE_TTY": "30"])
        #expect(
            thirty
                == ProcessResult(
                    stdout: """
                        LOGIN         ID  TYPE  PROFI…
                        user96        96  User  https…
                        user97 STAFF  97  User  https…
                        user98        98  User  https…

                        """,
                    stderr: "Next page: gh-users list --since 98 --per-page 3 --api-url \(api)\n", status: 0))
        let twenty = try await BinaryRunner.run(
            ["list", "--since", "95", "--per-page", "3", "--api-url", api], variables: ["GH_USERS_FORCE_TTY": "20"])
        #expect(
            twenty
                == ProcessResult(
                    stdout: """
                        LOGIN             ID
                        user96            96
                        user97 STAFF      97
                        user98            98

                        """,
                    stderr: "Next page: gh-users list --since 98 --per-page 3 --api-url \(api)\n", status: 0))
    }

    @Test func piped_isNeverCut_evenWhenColumnsIsNarrow() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["list", "--since", "99", "--per-page", "2", "--api-url", server.baseURL.absoluteString], variables: ["COLUMNS": "20"])
        #expect(
            result
                == ProcessResult(
                    stdout:
                        "user100\t100\tUser\tfalse\thttps://github.com/user100\nuser101\t101\tUser\tfalse\thttps://github.com/user101\n",
                    stderr: "", status: 0))
    }

    /// `GH_USERS_FORCE_TTY` with a width prints the table that wide when piped, uncoloured unless asked.
    @Test func forceTTY_withAWidth_printsThatWideWhenPiped() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let plain = try await BinaryRunner.run(
            ["list", "--since", "99", "--per-page", "2", "--limit", "2", "--api-url", api], variables: ["GH_USERS_FORCE_TTY": "36"])
        #expect(
            plain
                == ProcessResult(
                    stdout: """
                        LOGIN     ID  TYPE  PROFILE URL
                        user100  100  User  https://github.…
                        user101  101  User  https://github.…

                        """,
                    stderr: "Next page: gh-users list --since 101 --per-page 2 --limit 2 --api-url \(api)\n", status: 0))
        let coloured = try await BinaryRunner.run(
            ["list", "--since", "99", "--per-page", "1", "--limit", "1", "--color", "always", "--api-url", api],
            variables: ["GH_USERS_FORCE_TTY": "true", "COLUMNS": "100"])
        #expect(
            coloured
                == ProcessResult(
                    stdout:
                        "\u{1B}[1mLOGIN\u{1B}[0m            \u{1B}[1mID\u{1B}[0m  \u{1B}[1mTYPE\u{1B}[0m  \u{1B}[1mPROFILE URL\u{1B}[0m\n"
                        + "\u{1B}[1muser100\u{1B}[0m         100  User  \u{1B}[2mhttps://github.com/user100\u{1B}[0m\n",
                    stderr: "Next page: gh-users list --since 100 --per-page 1 --limit 1 --color always --api-url \(api)\n", status: 0))
    }

    @Test func forceTTY_withABadWidth_isAnErrorAboutTheVariable() async throws {
        let cases: [String] = ["5", "-3", "100000", "0%", "180%", "x%", "99999999999999999999"]
        for value in cases {
            let result = try await BinaryRunner.run(["list"], variables: ["GH_USERS_FORCE_TTY": value])
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: "Error: GH_USERS_FORCE_TTY must be a width from 10 to 1000 columns, a percentage of the terminal's, "
                            + "or a word such as true, not '\(value)'\n",
                        status: 64),
                "case \(String(reflecting: value))")
        }
    }

    /// gh's `GH_FORCE_TTY` does the same, after gh-users' own, which decides when set even to
    /// say no; an error names the variable that was read.
    @Test func ghsForceTTYVariable_comesAfterTheUsersOne() async throws {
        #expect(try ForcedTerminal(variables: ["GH_FORCE_TTY": "72"])?.width == 72)
        #expect(try ForcedTerminal(variables: ["GH_FORCE_TTY": "72", "GH_USERS_FORCE_TTY": "90"])?.width == 90)
        #expect(try ForcedTerminal(variables: ["GH_FORCE_TTY": "72", "GH_USERS_FORCE_TTY": "0"]) == nil)
        #expect(try ForcedTerminal(variables: [:]) == nil)
        let result = try await BinaryRunner.run(["list"], variables: ["GH_FORCE_TTY": "5"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: "Error: GH_FORCE_TTY must be a width from 10 to 1000 columns, a percentage of the terminal's, "
                        + "or a word such as true, not '5'\n",
                    status: 64))
    }

    /// `1`, as a flag variable is usually set, forces the layout; `0`, `false`, `no` and `off`
    /// do not; a percentage is that share of the width (`COLUMNS` here, piped).
    @Test func forceTTY_wordsAndShares() {
        let cases: [(String, Bool, Int)] = [
            ("1", true, 100), (" yes ", true, 100), ("0", false, 0), ("False", false, 0), ("off", false, 0), ("50%", true, 50),
        ]
        for (value, forced, width) in cases {
            let variables = ["GH_USERS_FORCE_TTY": value, "COLUMNS": "100"]
            do {
                let forcedTerminal = try ForcedTerminal(value)
                #expect((forcedTerminal != nil) == forced, "case \(String(reflecting: (value, forced, width)))")
                #expect(
                    forcedTerminal.map { $0.width(terminalWidth: nil, variables: variables) } ?? 0 == width,
                    "case \(String(reflecting: (value, forced, width)))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (value, forced, width)))")
            }
        }
    }
}
