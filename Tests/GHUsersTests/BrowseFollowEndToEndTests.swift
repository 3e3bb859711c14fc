import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `F` in `gh-users browse`, the built binary in a pseudo-terminal against the stand-in whose
/// viewer is `user1`: asked on the status line, sent through the same lane and journal as
/// `gh-users follow`, seen by GitHub, and refused with the reason when the token may not.
@Suite(.timeLimit(.minutes(1)))
struct BrowseFollowEndToEndTests {
    private static let wait = BrowseSandbox.wait

    private static func line(_ screen: VirtualScreen, _ row: Int) -> String {
        BrowseSandbox.line(screen, row)
    }

    /// The changing requests and the follow checks the server received.
    private static func followRequests(_ sandbox: BrowseSandbox) -> [String] {
        sandbox.server.requests.filter { $0.path.hasPrefix("/user/following/") }.map { "\($0.method) \($0.path)" }
    }

    /// `F` asks y/n and follows on y, the card says so, and n on the card changes nothing.
    @Test func capitalF_followsOnY_andNChangesNothing() async throws {
        let follows = FakeFollows(viewerID: 1)
        let sandbox = try BrowseSandbox(follows: follows)
        let browse = try sandbox.launch(environment: ["GH_ENTERPRISE_TOKEN": "follow-token"])
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user1", on: Self.line($0, 3)) })
        browse.send("jF")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Follow user2? y/n" })
        #expect(follows.changes.isEmpty, "nothing is sent before y")
        browse.send("y")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Followed user2 (run 1 of the journal)" })
        #expect(follows.changes.map { "\($0.method) \($0.login)" } == ["PUT user2"])
        #expect(follows.following == [2])
        let journal = try String(contentsOf: sandbox.home.appendingPathComponent("data/gh-users/follow-journal.json"), encoding: .utf8)
        #expect(journal.contains("\"login\" : \"user2\"") && journal.contains("\"state\" : \"done\""), "\(journal)")
        // The card, asked afresh, says what GitHub now says; F there asks the other way.
        browse.send("\r")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().contains { $0.contains("you follow") } })
        browse.send("F")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Stop following user2? y/n" })
        browse.send("n")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Nothing was changed" })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(follows.following == [2])
        #expect(
            Self.followRequests(sandbox) == [
                "GET /user/following/user2", "PUT /user/following/user2", "GET /user/following/user2",
            ])
        // The command line sees the browser's run, and can undo it.
        let listed = try await BinaryRunner.run(
            ["follow", "--journal"],
            variables: sandbox.environment(["GH_ENTERPRISE_TOKEN": "follow-token"]).filter { $0.key != "TERM" })
        #expect(listed.stdout.hasPrefix("1\t") && listed.stdout.contains("\tfollow\t1/1\tfinished"), "\(listed)")
    }

    /// `F` with a token without the scope says which scope and how to add it, and keeps the screen.
    @Test func capitalF_tokenWithoutScope_namesScopeAndHowToAdd() async throws {
        let follows = FakeFollows(viewerID: 1, tokens: ["plain-token": "repo"])
        let sandbox = try BrowseSandbox(follows: follows)
        let browse = try sandbox.launch(rows: 24, columns: 100, environment: ["GH_ENTERPRISE_TOKEN": "plain-token"])
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user1", on: Self.line($0, 3)) })
        browse.send("jF")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "Follow user2? y/n" })
        browse.send("y")
        let said = [
            "the token lacks the 'user:follow' scope this change needs (it has only repo); nothing was changed.",
            "Give the token in GH_ENTERPRISE_TOKEN the 'user:follow' scope, or unset it to use gh's login with",
            "'gh auth refresh -h 127.0.0.1:\(sandbox.server.port) -s user:follow'.",
        ]
        #expect(
            await browse.waitUntil(timeout: Self.wait) { Array($0.lines().suffix(3)) == said }, "\(browse.screen.lines().suffix(3))")
        #expect(BrowseSandbox.isSelected("user2", on: Self.line(browse.screen, 4)), "the list stays, the selection on user2")
        #expect(follows.changes.isEmpty && follows.following.isEmpty)
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
    }
}
