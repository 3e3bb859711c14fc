import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `following <login> --history`: every `--changes` snapshot is kept, as who arrived and left.
@Suite(.timeLimit(.minutes(2)))
struct FollowerHistoryEndToEndTests {
    /// `text` with each RFC 3339 time in it replaced by `<time>`, once each is checked to be recent.
    private static func withoutTimes(_ text: String) -> String {
        text.replacingOccurrences(
            of: #"20[0-9]{2}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z"#, with: "<time>", options: .regularExpression)
    }

    @Test func threeSnapshots_areListed_withWhoArrivedAndLeft() async throws {
        let fake = FollowEndToEndTests.fake(following: [3])
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = FollowEndToEndTests.variables(server).merging(data.variables) { $1 }
        let first = try await BinaryRunner.run(["following", "user1", "--changes"], variables: variables)
        #expect(first.status == 0)
        _ = try await BinaryRunner.run(["follow", "user2"], variables: variables)
        let second = try await BinaryRunner.run(["following", "user1", "--changes"], variables: variables)
        #expect(second.stdout == "added\tuser2\t2\tUser\tfalse\thttps://github.com/user2\n")
        _ = try await BinaryRunner.run(["unfollow", "user3"], variables: variables)
        let third = try await BinaryRunner.run(["following", "user1", "--changes"], variables: variables)
        #expect(third.stdout == "removed\tuser3\t3\tUser\tfalse\thttps://github.com/user3\n")
        let requestsBefore = server.requests.count

        let history = try await BinaryRunner.run(["following", "user1", "--history"], variables: variables)
        #expect(
            ProcessResult(stdout: Self.withoutTimes(history.stdout), stderr: history.stderr, status: history.status)
                == ProcessResult(stdout: "<time>\t1\t-\t-\n<time>\t2\t1\t0\n<time>\t1\t0\t1\n", stderr: "", status: 0))
        let json = try await BinaryRunner.run(["following", "user1", "--history", "--json"], variables: variables)
        #expect(json.status == 0 && json.stderr == "")
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(entries.map { $0["count"] as? Int } == [1, 2, 1])
        #expect(entries.map { $0["first"] as? Bool } == [true, false, false])
        #expect(entries.map { $0["arrived"] as? [String] } == [[], ["user2"], []])
        #expect(entries.map { $0["left"] as? [String] } == [[], [], ["user3"]])
        let later = try await BinaryRunner.run(["following", "user1", "--history", "--since", "2999-01-01"], variables: variables)
        #expect(later == ProcessResult(stdout: "", stderr: "No snapshots since 2999-01-01.\n", status: 0))
        // The history is read from the disk alone.
        #expect(server.requests.count == requestsBefore)
    }

    @Test func noSnapshotsYet_saysHowToTakeOne() async throws {
        let server = try FollowEndToEndTests.fake().start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let result = try await BinaryRunner.run(
            ["followers", "user1", "--history"], variables: FollowEndToEndTests.variables(server).merging(data.variables) { $1 })
        #expect(
            result
                == ProcessResult(
                    stdout: "", stderr: "No snapshots of user1's followers yet: 'gh-users followers user1 --changes' takes one.\n",
                    status: 0))
        #expect(server.requests.isEmpty)
    }
}

/// An unchanged list costs no budget: each page is sent again with its ETag, and GitHub does not
/// count a 304.
@Suite(.timeLimit(.minutes(2)))
struct UnchangedListEndToEndTests {
    /// A second changes run of an unchanged list is answered 304, and costs no budget.
    @Test func secondChangesRun_onAnUnchangedList_costsNoBudget() async throws {
        var fake = FakeGitHub(userIDs: [1, 2, 3])
        fake.followers["user1"] = [2, 3]
        let limits = FakeRateLimits(anonymous: [:], authenticated: ["core": .init(limit: 100, window: 600)])
        fake.rateLimits = limits
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = data.variables.merging(
            [
                "GH_USERS_API_URL": server.baseURL.absoluteString, "GH_ENTERPRISE_TOKEN": "t",
                "XDG_CACHE_HOME": data.dataHome.appendingPathComponent("cache").path,
            ]) { $1 }
        _ = try await BinaryRunner.run(["followers", "user1", "--changes"], variables: variables)
        #expect(limits.served == 1)
        let again = try await BinaryRunner.run(["followers", "user1", "--changes", "-v"], variables: variables)
        #expect(again.status == 0 && again.stdout == "")
        let request = again.stderr.split(separator: "\n").first { $0.hasPrefix("* GET ") && $0.contains("/users/user1/followers") }
        #expect(request?.contains(" 304 ") == true && request?.hasSuffix(" rate-limit-remaining=99") == true, "\(again.stderr)")
        #expect(limits.served == 1)
        #expect(server.requests.last?.header("If-None-Match") != nil)
        // -v ends with what the run cost: nothing.
        #expect(
            again.stderr.split(separator: "\n").last
                == "* 1 request, 1 answered 304 Not Modified (free): 0 of the rate limit spent (99 of 100 left)")
    }

    @Test func withoutALogin_a304IsCounted_andTheLastLineSaysSo() async throws {
        var fake = FakeGitHub(userIDs: [1, 2, 3])
        fake.followers["user1"] = [2, 3]
        let limits = FakeRateLimits(anonymous: ["core": .init(limit: 100, window: 600)], authenticated: [:])
        fake.rateLimits = limits
        let server = try fake.start()
        defer { server.stop() }
        let data = FavoritesSandbox()
        let variables = data.variables.merging(
            ["GH_USERS_API_URL": server.baseURL.absoluteString, "XDG_CACHE_HOME": data.dataHome.appendingPathComponent("cache").path]) {
                $1
            }
        _ = try await BinaryRunner.run(["followers", "user1", "--changes"], variables: variables)
        let again = try await BinaryRunner.run(["followers", "user1", "--changes", "-v"], variables: variables)
        #expect(again.status == 0 && again.stdout == "")
        let counted = "* 1 request, 1 answered 304 Not Modified (counted: GitHub counts a 304 as free only with a login): "
        #expect(again.stderr.hasSuffix("\n" + counted + "1 of the rate limit spent (98 of 100 left)\n"), "\(again.stderr)")
        #expect(limits.served == 2)
    }
}
