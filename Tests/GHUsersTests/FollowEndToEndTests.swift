import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `gh-users follow` and `unfollow` as a user runs them: the built binary against the stand-in,
/// whose viewer is `user1`, and whose log of changes says what changed on "GitHub" and when.
@Suite(.timeLimit(.minutes(2)))
struct FollowEndToEndTests {
    /// A stand-in whose viewer `user1` follows `following`; `tokens` as ``FakeFollows`` takes them.
    static func fake(following: [Int] = [3], tokens: [String: String?] = ["follow-token": "repo, user:follow"]) -> FakeGitHub {
        var fake = FakeGitHub(userIDs: [1, 2, 3, 4, 5])
        fake.follows = FakeFollows(viewerID: 1, following: following, tokens: tokens)
        return fake
    }

    static func variables(_ server: LoopbackServer, token: String? = "follow-token") -> [String: String] {
        var variables = ["GH_USERS_API_URL": server.baseURL.absoluteString]
        if let token { variables["GH_ENTERPRISE_TOKEN"] = token }
        return variables
    }

    /// The method and path of every request the server received.
    static func requests(_ server: LoopbackServer) -> [String] {
        server.requests.map { "\($0.method) \($0.path)" }
    }

    /// follow changes only what is asked for, and says why the rest sent nothing.
    @Test func follow_changesOnlyWhatIsAskedFor_explainsTheRest() async throws {
        let fake = Self.fake()
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["follow", "user2", "user3", "USER1", "user2"], variables: Self.variables(server))
        #expect(
            result
                == ProcessResult(
                    stdout: "Followed user2\n",
                    stderr: "Already following user3; nothing sent.\nUSER1 is you: you cannot follow yourself; nothing sent.\n", status: 0))
        #expect(
            Self.requests(server) == [
                "GET /user", "GET /user/following/user2", "GET /user/following/user3", "PUT /user/following/user2",
            ])
        #expect(fake.follows?.following == [3, 2])
        // GitHub shows it: the viewer's following and the target's followers.
        let followers = try await BinaryRunner.run(["followers", "user2"], variables: Self.variables(server))
        #expect(followers == ProcessResult(stdout: "user1\t1\tUser\tfalse\thttps://github.com/user1\n", stderr: "", status: 0))
    }

    /// unfollow from standard input: the changes are a second apart at the server.
    @Test func unfollow_fromStandardInput_changesASecondApart() async throws {
        let fake = Self.fake(following: [2, 3, 4])
        let server = try fake.start()
        defer { server.stop() }
        // A list from a pipe is a plan: without --yes nothing is sent, not even a question.
        let refused = try await BinaryRunner.run(
            ["unfollow", "user2", "-"], variables: Self.variables(server), input: "user3\nuser5\nuser4\n")
        #expect(
            refused
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: 'unfollow -' changes GitHub, and there is no terminal to ask on: add --yes to go ahead, or --dry-run to see the plan; nothing was sent

                        """, status: 64))
        #expect(server.requests.isEmpty)
        let result = try await BinaryRunner.run(
            ["unfollow", "user2", "-", "--yes"], variables: Self.variables(server), input: "user3\nuser5\nuser4\n")
        #expect(
            result
                == ProcessResult(
                    stdout: "Unfollowed user2\nUnfollowed user3\nUnfollowed user4\n", stderr: "Not following user5; nothing sent.\n",
                    status: 0))
        let changes = fake.follows?.changes ?? []
        #expect(changes.map { "\($0.method) \($0.login)" } == ["DELETE user2", "DELETE user3", "DELETE user4"])
        for (earlier, later) in zip(changes, changes.dropFirst()) {
            #expect(later.time.timeIntervalSince(earlier.time) >= 1, "\(earlier) then \(later)")
        }
        #expect(fake.follows?.following == [])
        let following = try await BinaryRunner.run(["following", "user1"], variables: Self.variables(server))
        #expect(following == ProcessResult(stdout: "", stderr: "", status: 0))
    }

    @Test func follow_withoutTheScope_namesItAndHowToAddIt() async throws {
        let fake = Self.fake(tokens: ["plain-token": "repo, read:org"])
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["follow", "user2", "user4"], variables: Self.variables(server, token: "plain-token"))
        let host = "127.0.0.1:\(server.port)"
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: the token lacks the 'user:follow' scope this change needs (it has only repo, read:org); nothing was changed
                        Give the token in GH_ENTERPRISE_TOKEN the 'user:follow' scope, or unset it to use gh's login with 'gh auth refresh -h \(host) -s user:follow'.
                        Resume: gh-users follow --resume 1

                        """, status: 4))
        // The run stops at the first refusal: every other change would be refused the same way.
        #expect(
            Self.requests(server) == ["GET /user", "GET /user/following/user2", "GET /user/following/user4", "PUT /user/following/user2"])
        #expect(fake.follows?.changes == [])
    }

    @Test func follow_withoutALogin_sendsNothing() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["follow", "user2"], variables: Self.variables(server, token: nil))
        let host = "127.0.0.1:\(server.port)"
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: following needs a login; nothing was sent\nLog in with 'gh auth login --hostname \(host)', or set GH_ENTERPRISE_TOKEN.\n",
                    status: 4))
        #expect(server.requests.isEmpty)
    }

    /// A run of unfollows is named by `unfollow` in the line that says how to resume it.
    @Test func unfollowRun_resumesAsUnfollow() async throws {
        let fake = Self.fake(following: [2, 3], tokens: ["follow-token": "repo, user:follow", "plain-token": "repo, read:org"])
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let refused = try await BinaryRunner.run(
            ["unfollow", "user2", "user3"], variables: Self.variables(server, token: "plain-token").merging(data.variables) { $1 })
        #expect(refused.status == 4)
        #expect(refused.stderr.hasSuffix("\nResume: gh-users unfollow --resume 1\n"), "\(refused.stderr)")
        let resumed = try await BinaryRunner.run(
            ["unfollow", "--resume", "1"], variables: Self.variables(server).merging(data.variables) { $1 })
        #expect(resumed == ProcessResult(stdout: "Unfollowed user2\nUnfollowed user3\n", stderr: "", status: 0))
        #expect(fake.follows?.following == [])
    }

    /// `--offline` refuses what must reach GitHub, before anything is sent or journaled, and keeps
    /// what the journal alone answers: its list of runs.
    @Test func offline_refusesChanges_keepsTheJournal() async throws {
        let fake = Self.fake()
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = Self.variables(server).merging(data.variables) { $1 }
        let followed = try await BinaryRunner.run(["follow", "user2"], variables: variables)
        #expect(followed == ProcessResult(stdout: "Followed user2\n", stderr: "", status: 0))
        let usage = "[--journal | --resume <run> | --undo <run>] [--yes] [--dry-run] [--json [<fields>]] [--jq <expression>]"
        let refusals: [([String], String)] = [
            (["follow", "user4"], "'follow' changes GitHub"), (["unfollow", "user2"], "'unfollow' changes GitHub"),
            (["follow", "--resume", "1"], "'follow' changes GitHub"), (["follow", "--undo", "1"], "'follow' changes GitHub"),
            (["follow", "user4", "--dry-run"], "'follow' asks GitHub what would change"),
            (["follow", "--undo", "1", "--dry-run"], "'follow' asks GitHub what would change"),
        ]
        for (arguments, reason) in refusals {
            let command = arguments[0]
            let refused = try await BinaryRunner.run(["--offline"] + arguments, variables: variables)
            let stderr = """
                Error: \(reason), so it cannot be used with '--offline'
                Usage: gh-users \(command) <login> ... \(usage)
                  See 'gh-users \(command) --help' for more information.

                """
            #expect(refused == ProcessResult(stdout: "", stderr: stderr, status: 64), "\(arguments)")
        }
        let journal = try await BinaryRunner.run(["--offline", "follow", "--journal"], variables: variables)
        #expect(journal.stdout.hasPrefix("1\t") && journal.stdout.hasSuffix("\tfollow\t1/1\tfinished\t\n"), "\(journal.stdout)")
        #expect(journal.status == 0)
        #expect(Self.requests(server).filter { $0.hasPrefix("PUT") || $0.hasPrefix("DELETE") } == ["PUT /user/following/user2"])
    }

    @Test func follow_unknownLogin_isAnError_othersStillDone() async throws {
        let fake = Self.fake()
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["follow", "nosuch", "user4"], variables: Self.variables(server))
        #expect(result == ProcessResult(stdout: "Followed user4\n", stderr: "Error: user 'nosuch' not found\n", status: 1))
        #expect(fake.follows?.following == [3, 4])
    }
}
