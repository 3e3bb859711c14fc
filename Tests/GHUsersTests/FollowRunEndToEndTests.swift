import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Acting on a relation in bulk: `relations @me --followers-only --follow` and its plan, its
/// approval, its pace measured at the server, its journal, resume and undo. The viewer `user1`
/// is followed by users 2, 3, 4 and 5 and follows 3 and 6, so following back changes 2, 4, 5.
@Suite(.timeLimit(.minutes(3)))
struct FollowRunEndToEndTests {
    static func fake(
        following: [Int] = [3, 6], changesPerWindow: Int? = nil, window: TimeInterval = 60,
        slowAnswer: (change: Int, seconds: TimeInterval)? = nil
    ) -> FakeGitHub {
        var fake = FakeGitHub(userIDs: [1, 2, 3, 4, 5, 6])
        fake.followers["user1"] = [2, 3, 4, 5]
        fake.follows = FakeFollows(
            viewerID: 1, following: following, changesPerWindow: changesPerWindow, window: window, slowAnswer: slowAnswer)
        return fake
    }

    /// The stand-in's address, its token and a data folder of the test's own.
    static func variables(_ server: LoopbackServer, data: FavoritesSandbox) -> [String: String] {
        data.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString, "GH_ENTERPRISE_TOKEN": "follow-token"]) { $1 }
    }

    static let followBack = ["relations", "@me", "--followers-only", "--follow"]

    /// Every changing request the server received.
    static func changingRequests(_ server: LoopbackServer) -> [String] {
        server.requests.filter { $0.method != "GET" }.map { "\($0.method) \($0.path)" }
    }

    /// The journal file, beside the favorites.
    static func journal(_ data: FavoritesSandbox) -> URL {
        data.dataHome.appendingPathComponent("gh-users/follow-journal.json")
    }

    static func expectAtLeastASecondApart(_ changes: [FakeFollows.Change]) {
        for (earlier, later) in zip(changes, changes.dropFirst()) {
            #expect(later.time.timeIntervalSince(earlier.time) >= 1, "\(earlier) then \(later)")
        }
    }

    @Test func dryRun_printsThePlan_andSendsNoChange() async throws {
        let fake = Self.fake()
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let plain = try await BinaryRunner.run(Self.followBack + ["--dry-run"], variables: Self.variables(server, data: data))
        #expect(plain == ProcessResult(stdout: "follow\tuser2\nfollow\tuser4\nfollow\tuser5\n", stderr: "", status: 0))
        let json = try await BinaryRunner.run(Self.followBack + ["--dry-run", "--json"], variables: Self.variables(server, data: data))
        let host = "127.0.0.1:\(server.port)"
        #expect(
            json
                == ProcessResult(
                    stdout: """
                        {
                          "host": "\(host)",
                          "viewer": "user1",
                          "undoes": null,
                          "seconds": 2,
                          "changes": [
                            {
                              "login": "user2",
                              "action": "follow"
                            },
                            {
                              "login": "user4",
                              "action": "follow"
                            },
                            {
                              "login": "user5",
                              "action": "follow"
                            }
                          ]
                        }

                        """, stderr: "", status: 0))
        #expect(Self.changingRequests(server) == [])
        #expect(!FileManager.default.fileExists(atPath: Self.journal(data).path))
    }

    /// unfollow takes follow's options, its dry-run plan, and the same journal.
    @Test func unfollow_sharesFollowsOptionsPlanAndJournal() async throws {
        let fake = Self.fake(following: [3, 6])
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = Self.variables(server, data: data)
        let plan = try await BinaryRunner.run(["unfollow", "--dry-run", "--json", "user3", "user4"], variables: variables)
        #expect(
            plan
                == ProcessResult(
                    stdout: """
                        {
                          "host": "127.0.0.1:\(server.port)",
                          "viewer": "user1",
                          "undoes": null,
                          "seconds": 0,
                          "changes": [
                            {
                              "login": "user3",
                              "action": "unfollow"
                            }
                          ]
                        }

                        """, stderr: "Not following user4; nothing sent.\n", status: 0))
        #expect(Self.changingRequests(server).isEmpty)
        let done = try await BinaryRunner.run(["unfollow", "user3", "user6"], variables: variables)
        #expect(done == ProcessResult(stdout: "Unfollowed user3\nUnfollowed user6\n", stderr: "", status: 0))
        let listed = try await BinaryRunner.run(["unfollow", "--journal"], variables: variables)
        #expect(
            listed.status == 0 && listed.stdout.hasPrefix("1\t") && listed.stdout.hasSuffix("\tunfollow\t2/2\tfinished\t\n"), "\(listed)")
        let undone = try await BinaryRunner.run(["unfollow", "--undo", "1", "--yes"], variables: variables)
        #expect(undone == ProcessResult(stdout: "Followed user6\nFollowed user3\n", stderr: "", status: 0))
        #expect(fake.follows?.following == [6, 3])
        Self.expectAtLeastASecondApart(fake.follows?.changes ?? [])
    }

    @Test func aPipeWithoutYes_isAUsageError_andNothingIsSent() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let result = try await BinaryRunner.run(Self.followBack, variables: Self.variables(server, data: data))
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: --follow changes GitHub, and there is no terminal to ask on: add --yes to go ahead, or --dry-run to see the plan; nothing was sent

                        """, status: 64))
        #expect(server.requests.isEmpty)
    }

    @Test func followBack_withYes_isPacedJournaled_andUndone() async throws {
        let fake = Self.fake()
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = Self.variables(server, data: data)
        let result = try await BinaryRunner.run(Self.followBack + ["--yes"], variables: variables)
        #expect(result == ProcessResult(stdout: "Followed user2\nFollowed user4\nFollowed user5\n", stderr: "", status: 0))
        #expect(Self.changingRequests(server) == ["PUT /user/following/user2", "PUT /user/following/user4", "PUT /user/following/user5"])
        Self.expectAtLeastASecondApart(fake.follows?.changes ?? [])
        #expect(fake.follows?.following == [3, 6, 2, 4, 5])

        let journal = try await BinaryRunner.run(["follow", "--journal"], variables: variables)
        let fields = journal.stdout.split(separator: "\t").map(String.init)
        #expect(journal.stderr == "" && journal.status == 0 && fields.count == 6)
        #expect(fields.first == "1" && Array(fields.dropFirst(2)) == ["follow", "3/3", "finished", "\n"])

        let undo = try await BinaryRunner.run(["follow", "--undo", "1", "--yes"], variables: variables)
        #expect(undo == ProcessResult(stdout: "Unfollowed user5\nUnfollowed user4\nUnfollowed user2\n", stderr: "", status: 0))
        #expect(fake.follows?.following == [3, 6])
        Self.expectAtLeastASecondApart(fake.follows?.changes ?? [])
        let again = try await BinaryRunner.run(["follow", "--undo", "1", "--yes"], variables: variables)
        #expect(again == ProcessResult(stdout: "", stderr: "Error: run 1 was undone by run 2 already\n", status: 1))
        #expect(fake.follows?.changes.count == 6)
    }

    @Test func secondaryLimitMidRun_isWaitedOut_runGoesOn() async throws {
        let fake = Self.fake(changesPerWindow: 2, window: 5)
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let result = try await BinaryRunner.run(Self.followBack + ["--yes"], variables: Self.variables(server, data: data))
        #expect(result.stdout == "Followed user2\nFollowed user4\nFollowed user5\n" && result.status == 0)
        let wait = result.stderr.replacingOccurrences(of: #"[0-9]+"#, with: "N", options: .regularExpression)
        #expect(wait == "Waiting N s: GitHub's secondary rate limit was hit (Retry-After: N)\n")
        #expect(fake.follows?.limitedChanges == 1)
        #expect(fake.follows?.following == [3, 6, 2, 4, 5])
        Self.expectAtLeastASecondApart(fake.follows?.changes ?? [])
    }

    @Test func ctrlCMidRun_thenResume_repeatsNoChange() async throws {
        // The second change is made at once but answered only after 30 s: Ctrl-C meanwhile leaves
        // it made on GitHub and unmarked in the journal.
        let fake = Self.fake(slowAnswer: (change: 2, seconds: 30))
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = Self.variables(server, data: data)
        let running = try BinaryRunner.launch(Self.followBack + ["--yes"], variables: variables)
        while (fake.follows?.changes.count ?? 0) < 2 { try await Task.sleep(for: .milliseconds(20)) }
        running.interrupt()
        let stopped = await running.wait()
        #expect(stopped == ProcessResult(stdout: "Followed user2\n", stderr: "Resume: gh-users follow --resume 1\n", status: 130))
        let journal = try String(contentsOf: Self.journal(data), encoding: .utf8)
        #expect(journal.contains(#""state" : "sending""#))

        let resumed = try await BinaryRunner.run(["follow", "--resume", "1"], variables: variables)
        #expect(
            resumed
                == ProcessResult(
                    stdout: "Followed user4 (found done on GitHub; not sent again)\nFollowed user5\n", stderr: "", status: 0))
        #expect(Self.changingRequests(server) == ["PUT /user/following/user2", "PUT /user/following/user4", "PUT /user/following/user5"])
        #expect(fake.follows?.following == [3, 6, 2, 4, 5])
        let done = try await BinaryRunner.run(["follow", "--resume", "1"], variables: variables)
        #expect(done == ProcessResult(stdout: "", stderr: "Run 1 has nothing left to do.\n", status: 0))
    }

    @Test func damagedJournal_isNamed_untouched_noChangeSent() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let file = Self.journal(data)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\":1,\"runs\":[{\"id\":1".utf8).write(to: file)
        for arguments in [Self.followBack + ["--yes"], ["follow", "user2"], ["follow", "--journal"], ["follow", "--undo", "1", "--yes"]] {
            let result = try await BinaryRunner.run(arguments, variables: Self.variables(server, data: data))
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr:
                            "Error: the follow journal \(file.path) is damaged (not valid JSON); it was left untouched and no change was sent: repair it, or move it away to start afresh\n",
                        status: 1), "\(arguments)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"version\":1,\"runs\":[{\"id\":1")
        #expect(Self.changingRequests(server) == [])
    }
}
