import Foundation
import GHTestStubs
import GHTestSupport
import Testing

/// The ★ that `list`, `search`, `followers`, `following` and `show` put after a favorite's
/// login on a terminal, and only there.
@Suite(.timeLimit(.minutes(1)))
struct FavoriteMarksTests {
    private static let table = """
        LOGIN            ID  TYPE  PROFILE URL
        user1             1  User  https://github.com/user1
        user2 ★           2  User  https://github.com/user2

        """

    /// Each listing command, with the stub that answers it with users 1 and 2.
    private static let listings: [([String], String, String)] = [
        (["list", "--per-page", "2"], "/users?since=0&per_page=2", TestUsers.page([1, 2])),
        (["followers", "octocat"], "/users/octocat/followers", TestUsers.page([1, 2])),
        (["following", "octocat"], "/users/octocat/following", TestUsers.page([1, 2])),
        (["search", "user"], "/search/users", TestUsers.searchPage([1, 2], total: 2)),
    ]

    private static func run(_ index: Int, _ flags: [String], sandbox: FavoritesSandbox, terminal: Bool) async -> ProcessResult {
        let (arguments, target, body) = listings[index]
        let transport = StubTransport()
        transport.register(target, body: body)
        return await CLIHarness.run(arguments + flags, transport: transport, variables: sandbox.variables, terminal: terminal)
    }

    @Test func listings_onATerminal_markFavorites() async throws {
        for index in 0..<4 {
            let sandbox = FavoritesSandbox()
            try sandbox.writeFavorites([2, 99])
            let result = await Self.run(index, ["--color", "never"], sandbox: sandbox, terminal: true)
            let heading = index == 3 ? "Showing 2 of 2 users\n\n" : ""
            #expect(result == ProcessResult(stdout: heading + Self.table, stderr: "", status: 0), "case \(Self.listings[index].0)")
        }
    }

    @Test func anotherHostsFavorites_withSameIDs_areNotMarked() async throws {
        for index in 0..<4 {
            let sandbox = FavoritesSandbox()
            try sandbox.write(
                """
                [{"host": "ghe.example.com", "id": 2, "login": "admin", "name": null, "avatar_url": "", "html_url": "", "added_at": "2026-11-20T08:00:00Z"},
                 {"host": "api.github.com", "id": 1, "login": "user1", "name": null, "avatar_url": "", "html_url": "", "added_at": "2026-11-20T08:00:00Z"}]
                """)
            let result = await Self.run(index, ["--color", "never"], sandbox: sandbox, terminal: true)
            let heading = index == 3 ? "Showing 2 of 2 users\n\n" : ""
            let table = """
                LOGIN            ID  TYPE  PROFILE URL
                user1 ★           1  User  https://github.com/user1
                user2             2  User  https://github.com/user2

                """
            #expect(result == ProcessResult(stdout: heading + table, stderr: "", status: 0), "case \(Self.listings[index].0)")
        }
    }

    @Test func theMark_isColouredWhenColourIsOn() async throws {
        let sandbox = FavoritesSandbox()
        try sandbox.writeFavorites([2])
        let result = await Self.run(0, [], sandbox: sandbox, terminal: true)
        #expect(result.stdout.contains("\u{1B}[1muser2\u{1B}[0m \u{1B}[38;5;178m★\u{1B}[0m           2  User"))
    }

    @Test func pipedAndJSON_areUnchanged_andNeverReadTheFile() async throws {
        for index in 0..<4 {
            let sandbox = FavoritesSandbox()
            // A damaged file would print a warning if it were read.
            try sandbox.write("{damaged")
            let piped = await Self.run(index, [], sandbox: sandbox, terminal: false)
            #expect(
                piped == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2), stderr: "", status: 0),
                "case \(Self.listings[index].0)")
            let json = await Self.run(index, ["--json"], sandbox: sandbox, terminal: true)
            #expect(json.stderr == "", "case \(Self.listings[index].0)")
            #expect(json.status == 0, "case \(Self.listings[index].0)")
            #expect(!json.stdout.contains("★"), "case \(Self.listings[index].0)")
            #expect(json.stdout.contains(TestUsers.json(2, indent: index == 3 ? "    " : "  ")), "case \(Self.listings[index].0)")
        }
    }

    /// A damaged file on a terminal costs the marks, with one warning, not the command.
    @Test func damagedFile_costsTheMarks_notTheCommand() async throws {
        let cases: [String] = ["{damaged", "[{\"id\": \"2\"}]", ""]
        for text in cases {
            let sandbox = FavoritesSandbox()
            try sandbox.write(text)
            let result = await Self.run(0, ["--color", "never"], sandbox: sandbox, terminal: true)
            #expect(
                result.stdout == """
                    LOGIN          ID  TYPE  PROFILE URL
                    user1           1  User  https://github.com/user1
                    user2           2  User  https://github.com/user2

                    """,
                "case \(String(reflecting: text))")
            #expect(
                result.stderr.hasPrefix("Warning: favorites are not marked: the favorites file \(sandbox.file.path) is damaged ("),
                "case \(String(reflecting: text))")
            #expect(result.stderr.split(separator: "\n").count == 1, "case \(String(reflecting: text))")
            #expect(result.status == 0, "case \(String(reflecting: text))")
            #expect(sandbox.contents() == text, "case \(String(reflecting: text))")
        }
    }

    @Test func noFavoritesFile_nothingMarked_nothingCreated() async throws {
        let sandbox = FavoritesSandbox()
        let result = await Self.run(0, ["--color", "never"], sandbox: sandbox, terminal: true)
        #expect(result.stderr == "")
        #expect(!result.stdout.contains("★"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataHome.path))
    }

    @Test func show_onATerminal_marksAFavoritesCard() async throws {
        let sandbox = FavoritesSandbox()
        try sandbox.writeFavorites([583231])
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(
            ["show", "octocat", "--color", "never"], transport: transport, variables: sandbox.variables, terminal: true)
        #expect(result.stdout.hasPrefix("The Octocat  @octocat  ★\nUser\n\n  Company   @github\n"))
        #expect(result.stderr == ShowCommandTests.loginHint)
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let piped = await CLIHarness.run(["show", "octocat"], transport: transport, variables: sandbox.variables)
        #expect(piped.status == 0 && !piped.stdout.contains("★"))
    }
}
