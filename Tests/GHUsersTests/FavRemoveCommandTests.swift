import Foundation
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `gh-users fav remove` (and `rm`) in memory, with the favorites file in a temporary folder:
/// whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct FavRemoveCommandTests {
    @Test func remove_actsOnTheAPIHostsFavoritesAlone() async throws {
        let sandbox = FavoritesSandbox()
        try sandbox.write(FavCommandTests.twoHosts)
        let removed = await CLIHarness.run(
            ["fav", "remove", "1", "--api-url", "https://ghe.example.com/api/v3"], variables: sandbox.variables, terminal: true)
        #expect(removed == ProcessResult(stdout: "", stderr: "Removed admin from favorites.\n", status: 0))
        let missing = await CLIHarness.run(["fav", "remove", "admin"], variables: sandbox.variables)
        #expect(missing == ProcessResult(stdout: "", stderr: "Error: admin is not a favorite\n", status: 1))
        let listed = await CLIHarness.run(["fav", "list"], variables: sandbox.variables)
        #expect(
            listed
                == ProcessResult(
                    stdout: "mojombo\t1\t\t2026-11-20T08:00:00Z\thttps://github.com/mojombo\tapi.github.com\n", stderr: "", status: 0))
        // Saved in the new format: every favorite names its host.
        #expect(sandbox.contents()?.contains("\"host\" : \"api.github.com\"") == true)
    }
    @Test func remove_ignoresCase_namesNonFavorites_sendsNone() async {
        let sandbox = FavoritesSandbox()
        _ = await CLIHarness.run(
            ["fav", "add", "octocat", "mojombo"], transport: FavCommandTests.transport("octocat", "mojombo"), variables: sandbox.variables)
        let transport = StubTransport()
        let result = await CLIHarness.run(["fav", "remove", "OctoCat", "ghost"], transport: transport, variables: sandbox.variables)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: ghost is not a favorite\n", status: 1))
        #expect(transport.requests.isEmpty)
        #expect(await CLIHarness.run(["fav", "list"], variables: sandbox.variables).stdout == FavCommandTests.mojomboLine)
    }

    @Test func remove_findsByStoredLogin_shownLogin_orID() async throws {
        let sandbox = FavoritesSandbox()
        // Logins no command would accept: one with an invisible character, one with a space,
        // and a favorite whose login is all digits, which wins over an id that looks the same.
        try sandbox.write(
            """
            [
              {"id": 1, "login": "oct\\u2062ocat", "avatar_url": "", "html_url": "", "added_at": "2026-11-01T00:00:00Z"},
              {"id": 2, "login": "two words", "avatar_url": "", "html_url": "", "added_at": "2026-11-01T00:00:00Z"},
              {"id": 3, "login": "1", "avatar_url": "", "html_url": "", "added_at": "2026-11-01T00:00:00Z"},
              {"id": 583231, "login": "renamed-since", "avatar_url": "", "html_url": "", "added_at": "2026-11-01T00:00:00Z"}
            ]
            """)
        let result = await CLIHarness.run(
            ["fav", "remove", "OCT\\u{2062}OCAT", "two words", "1", "583231", "1"], variables: sandbox.variables, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Removed oct\\u{2062}ocat from favorites.
                        Removed two words from favorites.
                        Removed 1 from favorites.
                        Removed renamed-since from favorites.
                        Error: 1 is not a favorite

                        """,
                    status: 1))
        #expect(await CLIHarness.run(["fav", "list", "--json"], variables: sandbox.variables).stdout == "[]\n")
    }

    @Test func lsAndRm_areListAndRemove() async throws {
        let sandbox = FavoritesSandbox()
        try sandbox.writeFavorites([1, 2])
        let listed = await CLIHarness.run(["fav", "ls"], variables: sandbox.variables)
        #expect(listed == (await CLIHarness.run(["fav", "list"], variables: sandbox.variables)))
        #expect(listed.stdout.split(separator: "\n").count == 2)
        #expect(
            await CLIHarness.run(["fav", "rm", "user1"], variables: sandbox.variables) == ProcessResult(stdout: "", stderr: "", status: 0))
        #expect(await CLIHarness.run(["fav", "ls", "--json"], variables: sandbox.variables).stdout.contains("\"user2\""))
        #expect(!(await CLIHarness.run(["fav", "ls", "--json"], variables: sandbox.variables).stdout.contains("\"user1\"")))
    }

    @Test func remove_onATerminal_saysWhatItRemoved() async {
        let sandbox = FavoritesSandbox()
        _ = await CLIHarness.run(["fav", "add", "octocat"], transport: FavCommandTests.transport("octocat"), variables: sandbox.variables)
        let result = await CLIHarness.run(["fav", "remove", "OCTOCAT"], variables: sandbox.variables, terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "Removed octocat from favorites.\n", status: 0))
        #expect(await CLIHarness.run(["fav", "list", "--json"], variables: sandbox.variables).stdout == "[]\n")
    }
}
