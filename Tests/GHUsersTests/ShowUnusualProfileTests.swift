import Foundation
import GHTestStubs
import GHTestSupport
import Testing

/// `gh-users show` of a profile as GitHub's schema allows one, not as octocat's is: dates with
/// offsets or unreadable, `null`s, members left out.
@Suite(.timeLimit(.minutes(1)))
struct ShowUnusualProfileTests {
    /// A profile as GitHub's schema allows one: an offset and a lower-case `t` in its date, an
    /// unreadable second date, `null`s, and members left out.
    private static let unusualProfile = """
        {"login":"odd","id":9,"name":null,"bio":"Hi","public_repos":0,"created_at":"2011-01-25t23:44:36.5+05:00",\
        "updated_at":"last week","hireable":null}
        """

    @Test func unusualProfile_piped_keepsTheDatesAsSent() async {
        let transport = StubTransport()
        transport.register("/users/odd", body: Self.unusualProfile)
        let result = await CLIHarness.run(["show", "odd"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        login:\todd
                        id:\t9
                        bio:\tHi
                        public_repos:\t0
                        created_at:\t2011-01-25t23:44:36.5+05:00
                        updated_at:\tlast week

                        """,
                    stderr: "",
                    status: 0))
    }

    @Test func unusualProfile_onATerminal_showsTheDayItNames() async {
        let transport = StubTransport()
        transport.register("/users/odd", body: Self.unusualProfile)
        let result = await CLIHarness.run(["show", "odd", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        odd

                          Hi

                          Network   0 public repos
                          Joined    2011-01-25

                        """,
                    stderr: ShowCommandTests.loginHint,
                    status: 0))
    }

    /// A join date that cannot be shown as a day (year 1, or no date at all) is `-`, as the
    /// docs/OUTPUT.md promises; a profile without one has no Joined row.
    @Test func aJoinDateThatCannotBeShown_isADash() async {
        let cases: [(String, String)] = [("0001-01-01T00:00:00Z", "  Joined    -\n"), ("soon", "  Joined    -\n"), ("null", "")]
        for (date, row) in cases {
            let transport = StubTransport()
            let value = date == "null" ? date : "\"\(date)\""
            transport.register("/users/odd", body: #"{"login":"odd","id":9,"public_repos":0,"created_at":"# + value + "}")
            let result = await CLIHarness.run(["show", "odd", "--color", "never"], transport: transport, terminal: true)
            #expect(
                result == ProcessResult(stdout: "odd\n\n  Network   0 public repos\n" + row, stderr: ShowCommandTests.loginHint, status: 0),
                "case \(String(reflecting: (date, row)))")
        }
    }

    @Test func unusualProfile_json_isAsSent_absentStaysAbsent() async {
        let transport = StubTransport()
        transport.register("/users/odd", body: Self.unusualProfile)
        let result = await CLIHarness.run(["show", "odd", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        {
                          "login": "odd",
                          "id": 9,
                          "name": null,
                          "bio": "Hi",
                          "public_repos": 0,
                          "created_at": "2011-01-25t23:44:36.5+05:00",
                          "updated_at": "last week",
                          "hireable": null
                        }

                        """,
                    stderr: "",
                    status: 0))
    }
}
