import Foundation
import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users list` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct ListCommandTests {
    @Test func list_piped_printsTSVLinePerUser_inOneRequest() async {
        let transport = StubTransport()
        transport.register(
            "/users?since=0&per_page=3", headers: TestUsers.link(perPage: 3, since: 4), body: TestUsers.page([1, 2, 4], staff: [2]))
        let result = await CLIHarness.run(["list", "--since", "0", "--per-page", "3"], transport: transport)
        #expect(
            result == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2, staff: true) + TestUsers.line(4), stderr: "", status: 0))
        #expect(transport.requests.count == 1)
    }

    @Test func list_onATerminal_printsTableAndNextPageCommand() async {
        let transport = StubTransport()
        transport.register(
            "/users?since=0&per_page=3", headers: TestUsers.link(perPage: 3, since: 4), body: TestUsers.page([1, 2, 4], staff: [2]))
        let result = await CLIHarness.run(["list", "--per-page", "3", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN                ID  TYPE  PROFILE URL
                        user1                 1  User  https://github.com/user1
                        user2 STAFF           2  User  https://github.com/user2
                        user4                 4  User  https://github.com/user4

                        """,
                    stderr: "Next page: gh-users list --since 4 --per-page 3 --color never\n",
                    status: 0
                )
        )
    }

    /// `list --full` without a token adds each profile, says what it costs, and the next page keeps `--full`.
    @Test func list_full_withoutToken_addsEachProfile() async {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=2", headers: TestUsers.link(perPage: 2, since: 2), body: TestUsers.page([1, 2]))
        transport.register("/users/user1", body: SyntheticProfile(login: "user1")!.restJSON)
        transport.register("/users/user2", body: SyntheticProfile(login: "user2")!.restJSON)
        let result = await CLIHarness.run(["list", "--per-page", "2", "--full", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN          ID  TYPE  NAME      LOCATION  FOLLOWERS    REPOS  PROFILE URL
                        user1           1  User  Person 1  -                 3        1  https://github.com/user1
                        user2           2  User  Person 2  City 2            6        2  https://github.com/user2

                        """,
                    stderr:
                        "--full without a token: 1 request per user\nNext page: gh-users list --since 2 --per-page 2 --full --color never\n",
                    status: 0
                )
        )
    }

    @Test func list_inColour_stylesTheHeaderLoginAndBadge() async {
        let transport = StubTransport()
        transport.register("/users", body: TestUsers.page([2], staff: [2]))
        let result = await CLIHarness.run(["list"], transport: transport, terminal: true)
        #expect(
            result.stdout
                == "\u{1B}[1mLOGIN\u{1B}[0m                \u{1B}[1mID\u{1B}[0m  \u{1B}[1mTYPE\u{1B}[0m  \u{1B}[1mPROFILE URL\u{1B}[0m\n"
                + "\u{1B}[1muser2\u{1B}[0m \u{1B}[1;38;5;231;48;5;97mSTAFF\u{1B}[0m           2  User  \u{1B}[2mhttps://github.com/user2\u{1B}[0m\n"
        )
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func list_limitMidPage_followsNextLink_stopsAtLimit() async {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=3", headers: TestUsers.link(perPage: 3, since: 4), body: TestUsers.page([1, 2, 4]))
        transport.register("/users?per_page=3&since=4", headers: TestUsers.link(perPage: 3, since: 16), body: TestUsers.page([7, 11, 16]))
        let result = await CLIHarness.run(["list", "--per-page", "3", "--limit", "5"], transport: transport)
        #expect(result == ProcessResult(stdout: [1, 2, 4, 7, 11].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        #expect(
            transport.requests.map { $0.url!.absoluteString } == [
                "https://api.github.com/users?since=0&per_page=3", "https://api.github.com/users?per_page=3&since=4",
            ])
    }

    /// With a limit mid-page, on a terminal, the next page continues after the last user shown.
    @Test func list_limitMidPage_nextPageStartsAfterLastShown() async {
        let transport = StubTransport()
        transport.register("/users", headers: TestUsers.link(perPage: 3, since: 4), body: TestUsers.page([1, 2, 4]))
        let result = await CLIHarness.run(
            ["list", "--per-page", "3", "--limit", "2", "--color", "never"], transport: transport, terminal: true)
        #expect(result.stderr == "Next page: gh-users list --since 2 --per-page 3 --limit 2 --color never\n")
        #expect(result.status == 0)
    }

    @Test func list_all_json_isOneArrayAcrossPages() async throws {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=2", headers: TestUsers.link(perPage: 2, since: 2), body: TestUsers.page([1, 2]))
        transport.register("/users?per_page=2&since=2", body: TestUsers.page([4]))
        let result = await CLIHarness.run(["list", "--per-page", "2", "--all", "--json"], transport: transport)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == "[\n" + [1, 2, 4].map { TestUsers.json($0) }.joined(separator: ",\n") + "\n]\n")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.compactMap { $0["id"] as? Int } == [1, 2, 4])
    }

    /// `--json` keeps each value as GitHub sent it: absent stays absent, null stays null.
    @Test func list_json_keepsValuesAsSent_evenAbsentOrNull() async {
        // Escaped slashes and letters, a member left out, nulls, and a bidi control that a
        // terminal must never see raw (escaped, still the same string to a JSON reader).
        let body = """
            [{"login":"Zo\\u00eb","id":7,"avatar_url":"https:\\/\\/a.test\\/7","html_url":null,"site_admin":false,"extra":{"x":[1]}},
             {"id":8,"login":"evil\u{202E}txt","type":"Bot","avatar_url":"","html_url":"https://github.com/evil","site_admin":null}]
            """
        let transport = StubTransport()
        transport.register("/users", body: body)
        let result = await CLIHarness.run(["list", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "login": "Zo\\u00eb",
                            "id": 7,
                            "avatar_url": "https:\\/\\/a.test\\/7",
                            "html_url": null,
                            "site_admin": false,
                            "extra": {"x":[1]}
                          },
                          {
                            "id": 8,
                            "login": "evil\\u202etxt",
                            "type": "Bot",
                            "avatar_url": "",
                            "html_url": "https://github.com/evil",
                            "site_admin": null
                          }
                        ]

                        """,
                    stderr: "", status: 0))
    }

    /// `--json` keeps values as sent, even on a page the scanner leaves to JSONDecoder.
    @Test func list_json_keepsValuesAsSent_evenViaJSONDecoder() async {
        // `1.0` is a whole number to JSONDecoder, not to the scanner: the page goes to
        // JSONDecoder, and its users still print as sent, as the scanned page's do.
        let transport = StubTransport()
        transport.register(
            "/users?since=0&per_page=1", headers: TestUsers.link(perPage: 1, since: 1), body: #"[{"login":"a","id":1,"type":null}]"#)
        transport.register("/users?per_page=1&since=1", body: #"[{"login":"b","id":2.0,"type":null}]"#)
        let result = await CLIHarness.run(["list", "--per-page", "1", "--limit", "2", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "login": "a",
                            "id": 1,
                            "type": null
                          },
                          {
                            "login": "b",
                            "id": 2.0,
                            "type": null
                          }
                        ]

                        """,
                    stderr: "", status: 0))
    }

    @Test func list_emptyPage_json_printsAnEmptyArray() async {
        let transport = StubTransport()
        transport.register("/users", body: "[]")
        #expect(
            await CLIHarness.run(["list", "--since", "999999999", "--json"], transport: transport)
                == ProcessResult(stdout: "[]\n", stderr: "", status: 0))
    }

    @Test func list_emptyPage_onATerminal_saysSoOnStderr() async {
        let transport = StubTransport()
        transport.register("/users", body: "[]")
        let result = await CLIHarness.run(["list", "--since", "999999999"], transport: transport, terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "No users after id 999999999.\n", status: 0))
    }

    @Test func list_endingOnAnEmptyPage_givesNoNextPageHint() async {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=1", headers: TestUsers.link(perPage: 1, since: 1), body: TestUsers.page([1]))
        transport.register("/users?per_page=1&since=1", headers: TestUsers.link(perPage: 1, since: 1), body: "[]")
        let result = await CLIHarness.run(["list", "--per-page", "1", "--all", "--color", "never"], transport: transport, terminal: true)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func list_hostileText_isEscapedForHumans_exactInJSON() async {
        let body =
            #"[{"login":"evil","id":1,"type":"User\u001b]0;pwned\u0007\u202e","site_admin":false,"avatar_url":"a","html_url":"h\tx"}]"#
        let transport = StubTransport()
        transport.register("/users", body: body)
        transport.register("/users", body: body)
        let piped = await CLIHarness.run(["list"], transport: transport, verifyingStubs: false)
        #expect(piped == ProcessResult(stdout: "evil\t1\tUser\\u{1B}]0;pwned\\u{7}\\u{202E}\tfalse\th\\tx\n", stderr: "", status: 0))
        let json = await CLIHarness.run(["list", "--json"], transport: transport)
        #expect(json.stdout.contains(#""type": "User\u001b]0;pwned\u0007\u202e","#))
        #expect(json.stdout.contains(#""html_url": "h\tx""#))
    }

    @Test func list_veryLongFields_areTruncatedOnATerminalOnly() async {
        let longType = String(repeating: "T", count: 500)
        let body = #"[{"login":"a","id":1,"type":"\#(longType)","site_admin":false,"avatar_url":"x","html_url":"h"}]"#
        let transport = StubTransport()
        transport.register("/users", body: body)
        transport.register("/users", body: body)
        let terminal = await CLIHarness.run(["list", "--color", "never"], transport: transport, terminal: true, verifyingStubs: false)
        #expect(
            terminal.stdout
                == "LOGIN          ID  TYPE            PROFILE URL\na               1  \(String(repeating: "T", count: 13))…  h\n"
        )
        let piped = await CLIHarness.run(["list"], transport: transport)
        #expect(piped.stdout == "a\t1\t\(longType)\tfalse\th\n")
    }
}
