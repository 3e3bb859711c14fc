import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The users list with people's names, locations and followers: with a token, one GraphQL query
/// for the rows on screen and the screen after them; without, the list's own columns and no
/// request for them.
@Suite(.timeLimit(.minutes(1)))
struct BrowsePeopleEndToEndTests {
    private static let wait = BrowseSandbox.wait

    private static func graphQLQueries(_ sandbox: BrowseSandbox) -> [HTTPRequestRecord] {
        sandbox.server.requests.filter { $0.path == "/graphql" }
    }

    /// With a token the rows show names, locations and followers, from one query.
    @Test func withToken_rowsShowPeopleColumns_fromOneQuery() async throws {
        let sandbox = try BrowseSandbox()
        let browse = try sandbox.launch(columns: 100, environment: ["GH_ENTERPRISE_TOKEN": "secret-token"])
        #expect(
            await browse.waitUntil(timeout: Self.wait) {
                BrowseSandbox.line($0, 2).hasPrefix("│  LOGIN         NAME                  LOCATION            FOLLOWERS")
                    && BrowseSandbox.line($0, 4).contains(" user2    Person 2              City 2")
            })
        let screen = browse.screen.lines()
        #expect(
            screen[3].hasPrefix("│›   P1 user1    Person 1                                          3  User    1 "),
            "the tile has the name's initials: \(screen[3])")
        #expect(Self.graphQLQueries(sandbox).count == 1, "one query for the screen and the next")
        browse.send("j")
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user2", on: BrowseSandbox.line($0, 4)) })
        browse.send("k")
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user1", on: BrowseSandbox.line($0, 3)) })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(Self.graphQLQueries(sandbox).count == 1, "rows answered are not asked again")
        #expect(Self.graphQLQueries(sandbox).allSatisfy { $0.header("Authorization")?.hasSuffix(" secret-token") == true })
    }

    /// Without a token the list shows its own columns, and spends no request on them.
    @Test func withoutToken_ownColumnsOnly_andNoExtraRequest() async throws {
        let sandbox = try BrowseSandbox()
        let browse = try sandbox.launch(columns: 100)
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user1", on: BrowseSandbox.line($0, 3)) })
        #expect(BrowseSandbox.line(browse.screen, 2).hasPrefix("│  LOGIN         TYPE   ID  "))
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(Self.graphQLQueries(sandbox).isEmpty)
        #expect(sandbox.server.requests.allSatisfy { !$0.path.hasPrefix("/users/user") }, "nor a profile a row")
    }
}
