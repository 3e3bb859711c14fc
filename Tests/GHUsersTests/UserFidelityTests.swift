import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// Users as GitHub's schema allows them to come, printed without anything made up: whole stdout,
/// stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct UserFidelityTests {
    @Test func userWithoutTypeOrURL_dashOnATerminal_emptyPiped() async {
        let body = #"[{"login":"old","id":3,"type":null}]"#
        let transport = StubTransport()
        transport.register("/users", body: body)
        let table = await CLIHarness.run(["list", "--limit", "1", "--color", "never"], transport: transport, terminal: true)
        #expect(
            table
                == ProcessResult(
                    stdout: "LOGIN          ID  TYPE  PROFILE URL\nold             3  -     -\n", stderr: "", status: 0))
        let again = StubTransport()
        again.register("/users", body: body)
        let piped = await CLIHarness.run(["list", "--limit", "1"], transport: again)
        #expect(piped == ProcessResult(stdout: "old\t3\t\t\t\n", stderr: "", status: 0))
    }

    /// A member sent twice counts once, the first, in every layout (as JSONDecoder reads it);
    /// `site_admin: null` says nothing, as an absent one does.
    @Test func memberSentTwice_isTheFirst_nullSiteAdminIsEmpty() async {
        let body = #"[{"login":"twice","id":5,"type":"User","site_admin":null,"type":"Organization"}]"#
        let piped = StubTransport()
        piped.register("/users", body: body)
        #expect(
            await CLIHarness.run(["list", "--limit", "1"], transport: piped)
                == ProcessResult(stdout: "twice\t5\tUser\t\t\n", stderr: "", status: 0))
        let json = StubTransport()
        json.register("/users", body: body)
        #expect(
            await CLIHarness.run(["list", "--limit", "1", "--json"], transport: json)
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "login": "twice",
                            "id": 5,
                            "type": "User",
                            "site_admin": null
                          }
                        ]

                        """, stderr: "", status: 0))
    }
}
