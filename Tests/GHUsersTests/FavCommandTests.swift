import Foundation
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `gh-users fav add`, `fav remove` and `fav list` in memory, with the favorites file in a
/// temporary folder: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct FavCommandTests {
    static let octocatLine = "octocat\t583231\tThe Octocat\t2026-11-21T12:00:00Z\thttps://github.com/octocat\tapi.github.com\n"
    static let mojomboLine = "mojombo\t1\tTom Preston-Werner\t2026-11-21T12:00:00Z\thttps://github.com/mojombo\tapi.github.com\n"

    static func transport(_ logins: String...) -> StubTransport {
        let transport = StubTransport()
        for login in logins {
            transport.register("/users/\(login)", fixture: Fixture.named("user-\(login)"))
        }
        return transport
    }

    @Test func add_savesEachUser_listPrintsThemInOrderAdded() async {
        let sandbox = FavoritesSandbox()
        let transport = Self.transport("octocat", "mojombo")
        let added = await CLIHarness.run(["fav", "add", "octocat", "mojombo"], transport: transport, variables: sandbox.variables)
        #expect(added == ProcessResult(stdout: "", stderr: "", status: 0))
        let listed = await CLIHarness.run(["fav", "list"], variables: sandbox.variables)
        #expect(listed == ProcessResult(stdout: Self.octocatLine + Self.mojomboLine, stderr: "", status: 0))
    }

    @Test func list_onATerminal_isATable() async {
        let sandbox = FavoritesSandbox()
        _ = await CLIHarness.run(
            ["fav", "add", "octocat", "mojombo"], transport: Self.transport("octocat", "mojombo"), variables: sandbox.variables)
        let result = await CLIHarness.run(["fav", "list", "--color", "never"], variables: sandbox.variables, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN    NAME                ADDED       PROFILE URL
                        octocat  The Octocat         2026-11-21  https://github.com/octocat
                        mojombo  Tom Preston-Werner  2026-11-21  https://github.com/mojombo

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    /// A favorites file with github.com's mojombo (written before favorites had hosts) and a
    /// GitHub Enterprise Server's user 1.
    static let twoHosts = """
        [{"id": 1, "login": "mojombo", "name": null, "avatar_url": "A", "html_url": "https://github.com/mojombo", "added_at": "2026-11-20T08:00:00Z"},
         {"host": "ghe.example.com", "id": 1, "login": "admin", "name": "Admin", "avatar_url": "B", "html_url": "https://ghe.example.com/admin", "added_at": "2026-11-21T08:00:00Z"}]
        """

    @Test func list_ofFavoritesOfTwoHosts_namesEachOnesHost() async throws {
        let sandbox = FavoritesSandbox()
        try sandbox.write(Self.twoHosts)
        let table = await CLIHarness.run(["fav", "list", "--color", "never"], variables: sandbox.variables, terminal: true)
        #expect(
            table
                == ProcessResult(
                    stdout: """
                        LOGIN    HOST             NAME   ADDED       PROFILE URL
                        mojombo  api.github.com   -      2026-11-20  https://github.com/mojombo
                        admin    ghe.example.com  Admin  2026-11-21  https://ghe.example.com/admin

                        """,
                    stderr: "", status: 0))
        // The host is shown whatever the filter keeps, so a script sees the same fields.
        let piped = await CLIHarness.run(["fav", "list", "--filter", "adm"], variables: sandbox.variables)
        #expect(
            piped
                == ProcessResult(
                    stdout: "admin\t1\tAdmin\t2026-11-21T08:00:00Z\thttps://ghe.example.com/admin\tghe.example.com\n", stderr: "", status: 0
                ))
        let json = await CLIHarness.run(["fav", "list", "--json", "--filter", "moj"], variables: sandbox.variables)
        #expect(
            json
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "id": 1,
                            "host": "api.github.com",
                            "login": "mojombo",
                            "name": null,
                            "avatar_url": "A",
                            "html_url": "https://github.com/mojombo",
                            "added_at": "2026-11-20T08:00:00Z"
                          }
                        ]

                        """,
                    stderr: "", status: 0))
        // Reading is not saving: the file keeps its old shape.
        #expect(sandbox.contents() == Self.twoHosts)
    }

    @Test func list_json_printsTheStoredFields() async {
        let sandbox = FavoritesSandbox()
        _ = await CLIHarness.run(["fav", "add", "octocat"], transport: Self.transport("octocat"), variables: sandbox.variables)
        let result = await CLIHarness.run(["fav", "list", "--json"], variables: sandbox.variables, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "id": 583231,
                            "host": "api.github.com",
                            "login": "octocat",
                            "name": "The Octocat",
                            "avatar_url": "https://avatars.githubusercontent.com/u/583231?v=4",
                            "html_url": "https://github.com/octocat",
                            "added_at": "2026-11-21T12:00:00Z"
                          }
                        ]

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    @Test func add_onATerminal_saysWhatItAdded() async {
        let sandbox = FavoritesSandbox()
        let result = await CLIHarness.run(
            ["fav", "add", "octocat"], transport: Self.transport("octocat"), variables: sandbox.variables, terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "Added octocat to favorites.\n", status: 0))
    }

    @Test func add_favoriteAgain_saysSo_exits0_keepsTheFirst() async {
        let sandbox = FavoritesSandbox()
        _ = await CLIHarness.run(["fav", "add", "octocat"], transport: Self.transport("octocat"), variables: sandbox.variables)
        let before = sandbox.contents()
        let again = await CLIHarness.run(
            ["fav", "add", "mojombo", "octocat"], transport: Self.transport("mojombo", "octocat"), variables: sandbox.variables)
        #expect(again == ProcessResult(stdout: "", stderr: "octocat is already a favorite\n", status: 0))
        #expect(sandbox.contents() != before)
        let listed = await CLIHarness.run(["fav", "list"], variables: sandbox.variables)
        #expect(listed.stdout == Self.octocatLine + Self.mojomboLine)
    }

    @Test func add_missingUser_namesIt_exits1_addsTheOthers() async {
        let sandbox = FavoritesSandbox()
        let transport = Self.transport("octocat")
        transport.register("/users/ghost-1", fixture: Fixture.named("error-404-not-found"))
        let result = await CLIHarness.run(["fav", "add", "ghost-1", "octocat"], transport: transport, variables: sandbox.variables)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'ghost-1' not found\n", status: 1))
        #expect(await CLIHarness.run(["fav", "list"], variables: sandbox.variables).stdout == Self.octocatLine)
    }

    @Test func add_onlyMissingUsers_createsNoFile() async {
        let sandbox = FavoritesSandbox()
        let transport = StubTransport()
        transport.register("/users/ghost-1", fixture: Fixture.named("error-404-not-found"))
        let result = await CLIHarness.run(["fav", "add", "ghost-1"], transport: transport, variables: sandbox.variables)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'ghost-1' not found\n", status: 1))
        #expect(sandbox.contents() == nil)
    }

    @Test func add_withBadCredentials_exits4_andSavesNothing() async {
        let sandbox = FavoritesSandbox()
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("error-401-bad-credentials"))
        let variables = sandbox.variables.merging(["GH_TOKEN": "nope"]) { $1 }
        let result = await CLIHarness.run(["fav", "add", "octocat"], transport: transport, variables: variables)
        #expect(result == ProcessResult(stdout: "", stderr: TestUsers.badCredentialsError, status: 4))
        #expect(sandbox.contents() == nil)
    }

    @Test func usageErrors_exit64_beforeAnythingIsSentOrSaved() async {
        let cases: [([String], String, String)] = [
            (["fav", "add"], "Missing expected argument '<login> ...'", "fav add <login> ..."),
            (
                ["fav", "add", "octocat", "a.b"],
                "'a.b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]",
                "fav add <login> ..."
            ),
            (["fav", "add", "octocat", "--json"], "Unknown option '--json'", "fav add <login> ..."),
            (["fav", "remove"], "Missing expected argument '<login-or-id> ...'", "fav remove <login-or-id> ..."),
            (["fav", "remove", ""], "'' is not a login or an id: expected 1 to 256 bytes", "fav remove <login-or-id> ..."),
            (
                ["fav", "remove", String(repeating: "x", count: 257)],
                "'\(String(repeating: "x", count: 40))' is not a login or an id: expected 1 to 256 bytes", "fav remove <login-or-id> ..."
            ),
            (
                ["fav", "list", "octocat"], "Unexpected argument 'octocat'",
                "fav list [--filter <text>] [--this-host] [--json [<fields>]] [--jq <expression>]"
            ),
            (
                ["fav", "list", "--filter", "  "], "The value '  ' is invalid for '--filter <text>': expected some text",
                "fav list [--filter <text>] [--this-host] [--json [<fields>]] [--jq <expression>]"
            ),
            (["fav", "frob"], "Unknown subcommand 'frob'", "fav <subcommand>"),
            (["fav", "--bogus"], "Unknown option '--bogus'", "fav <subcommand>"),
        ]
        for (arguments, message, usage) in cases {
            let sandbox = FavoritesSandbox()
            let transport = StubTransport()
            let command = usage.split(separator: " ").prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") }.joined(separator: " ")
            let result = await CLIHarness.run(arguments, transport: transport, variables: sandbox.variables)
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: "Error: \(message)\nUsage: gh-users \(usage)\n  See 'gh-users \(command) --help' for more information.\n",
                        status: 64
                    ), "case \(String(reflecting: (arguments, message, usage)))")
            #expect(transport.requests.isEmpty, "case \(String(reflecting: (arguments, message, usage)))")
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.dataHome.path), "case \(String(reflecting: (arguments, message, usage)))")
        }
    }

    @Test func list_noFavorites_printsNothing_saysSoOnATerminal() async {
        let cases: [([String], Bool, ProcessResult)] = [
            (["fav", "list"], false, ProcessResult(stdout: "", stderr: "", status: 0)),
            (["fav", "list"], true, ProcessResult(stdout: "", stderr: "No favorite users yet.\n", status: 0)),
            (["fav", "list", "--json"], false, ProcessResult(stdout: "[]\n", stderr: "", status: 0)),
        ]
        for (arguments, terminal, expected) in cases {
            let sandbox = FavoritesSandbox()
            #expect(
                await CLIHarness.run(arguments, variables: sandbox.variables, terminal: terminal) == expected,
                "case \(String(reflecting: (arguments, terminal, expected)))")
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.dataHome.path),
                "case \(String(reflecting: (arguments, terminal, expected)))")
        }
    }

    /// `--filter` is a trimmed, case-insensitive substring of the login or the name.
    @Test func list_filter_findsLoginOrName_ignoringCase() async {
        let sandbox = FavoritesSandbox()
        _ = await CLIHarness.run(
            ["fav", "add", "octocat", "mojombo"], transport: Self.transport("octocat", "mojombo"), variables: sandbox.variables)
        let byLogin = await CLIHarness.run(["fav", "list", "--filter", "  OCTO "], variables: sandbox.variables)
        #expect(byLogin == ProcessResult(stdout: Self.octocatLine, stderr: "", status: 0))
        let byName = await CLIHarness.run(["fav", "list", "--filter=preston"], variables: sandbox.variables)
        #expect(byName == ProcessResult(stdout: Self.mojomboLine, stderr: "", status: 0))
        let none = await CLIHarness.run(["fav", "list", "--filter", "zzz"], variables: sandbox.variables, terminal: true)
        #expect(none == ProcessResult(stdout: "", stderr: "No favorites match \"zzz\".\n", status: 0))
    }

    @Test func list_sendsNoRequest() async throws {
        let sandbox = FavoritesSandbox()
        try sandbox.writeFavorites([7])
        let transport = StubTransport()
        let result = await CLIHarness.run(["fav", "list"], transport: transport, variables: sandbox.variables)
        #expect(
            result
                == ProcessResult(
                    stdout: "user7\t7\t\t2026-11-20T08:00:00Z\thttps://github.com/user7\tapi.github.com\n", stderr: "", status: 0))
        #expect(transport.requests.isEmpty)
    }

    /// A damaged file fails every action, naming it, and is left as it was.
    @Test func damagedFile_failsEveryAction_andIsLeftAsItWas() async throws {
        let cases: [[String]] = [["fav", "add", "octocat"], ["fav", "remove", "user7"], ["fav", "list"]]
        for arguments in cases {
            let sandbox = FavoritesSandbox()
            let damaged = "[{\"id\": 7, \"login\": \"user7\""
            try sandbox.write(damaged)
            let transport = StubTransport()
            let result = await CLIHarness.run(arguments, transport: transport, variables: sandbox.variables)
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr:
                            "Error: the favorites file \(sandbox.file.path) is damaged (not valid JSON); it was left untouched: repair it, or move it away to start afresh\n",
                        status: 1
                    ),
                "case \(String(reflecting: arguments))")
            #expect(transport.requests.isEmpty, "case \(String(reflecting: arguments))")
            #expect(sandbox.contents() == damaged, "case \(String(reflecting: arguments))")
        }
    }

    @Test func noHOMEOrXDG_DATA_HOME_saysFavoritesCannotBeKept() async {
        let result = await CLIHarness.run(["fav", "list"], variables: ["XDG_DATA_HOME": "relative/path"])
        #expect(
            result
                == ProcessResult(
                    stdout: "", stderr: "Error: cannot tell where to keep favorites: set HOME or XDG_DATA_HOME to an absolute path\n",
                    status: 1))
    }

    @Test func theFileIsUnderHOME_whenXDG_DATA_HOMEIsNotSet() async throws {
        let sandbox = FavoritesSandbox()
        let home = sandbox.dataHome.appendingPathComponent("home")
        let result = await CLIHarness.run(["fav", "add", "octocat"], transport: Self.transport("octocat"), variables: ["HOME": home.path])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/gh-users/favorites.json").path))
    }
}
