import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// Following back on a terminal: the plan is shown, and only `y` changes anything.
@Suite(.timeLimit(.minutes(2)))
struct FollowPreviewEndToEndTests {
    private static func run(answering answer: String, server: LoopbackServer, data: FavoritesSandbox) async throws -> (Int32?, [String]) {
        let home = data.dataHome.appendingPathComponent("home").path
        let run = try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path, arguments: FollowRunEndToEndTests.followBack,
            environment: FollowRunEndToEndTests.variables(server, data: data).merging(
                ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "NO_COLOR": "1", "HOME": home, "TZ": "UTC"]) { $1 },
            rows: 30, columns: 200)
        #expect(await run.waitUntil(timeout: .seconds(30)) { $0.lines().contains { $0.hasPrefix("Go ahead? [y/N]") } })
        // Nothing is sent while the question waits.
        #expect(FollowRunEndToEndTests.changingRequests(server) == [])
        run.send(answer + "\r")
        let status = await run.waitForExit(timeout: .seconds(30))
        return (status, run.screen.lines().filter { !$0.isEmpty })
    }

    private static func preview(_ server: LoopbackServer) -> [String] {
        [
            "gh-users will follow 3 users as user1 on 127.0.0.1:\(server.port):", "  follow   user2", "  follow   user4",
            "  follow   user5",
            "3 changes, about 2 s at GitHub's pace for changes (at least a second apart, at most 80 a minute and 500 an hour).",
        ]
    }

    @Test func answeredN_changesNothing() async throws {
        let fake = FollowRunEndToEndTests.fake()
        let server = try fake.start()
        defer { server.stop() }
        let (status, lines) = try await Self.run(answering: "n", server: server, data: FavoritesSandbox())
        #expect(status == 0)
        #expect(lines == Self.preview(server) + ["Go ahead? [y/N] n", "Nothing was changed."])
        #expect(FollowRunEndToEndTests.changingRequests(server) == [])
        #expect(fake.follows?.following == [3, 6])
    }

    @Test func answeredY_followsBack_andSaysHowToUndo() async throws {
        let fake = FollowRunEndToEndTests.fake()
        let server = try fake.start()
        defer { server.stop() }
        let (status, lines) = try await Self.run(answering: "y", server: server, data: FavoritesSandbox())
        #expect(status == 0)
        #expect(
            lines
                == Self.preview(server) + [
                    "Go ahead? [y/N] y", "Followed user2", "Followed user4", "Followed user5",
                    "Run 1 done. Undo it with: gh-users follow --undo 1",
                ])
        #expect(fake.follows?.following == [3, 6, 2, 4, 5])
    }
}
