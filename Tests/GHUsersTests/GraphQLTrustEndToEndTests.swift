import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `--full` against a GraphQL endpoint that answers as an attacker (or a broken proxy) would:
/// records left out, `null`s no error explains, another login's record, a kind never asked for;
/// and GitHub's own GraphQL limits: a secondary limit said with HTTP 200, and a query cut off
/// at 10 s (502 or 504), which is asked again in halves.
@Suite(.timeLimit(.minutes(1)))
struct GraphQLTrustEndToEndTests {
    private static let token = ["GH_ENTERPRISE_TOKEN": "ghp_test", "GH_USERS_TEST_TIME_SCALE": "0.02"]

    /// `octocat`'s followers, `count` users with gapped ids, whose GraphQL answers `script` gives
    /// first.
    private static func start(followers count: Int, graphQL script: [HTTPResponseSpec]) throws -> LoopbackServer {
        var fake = FakeGitHub()
        fake.followers["octocat"] = FakeGitHub.gappedIDs(count)
        fake.syntheticProfiles = true
        fake.script = ResponseScript(["/graphql": script])
        return try fake.start()
    }

    /// The number of logins each GraphQL request asked for.
    private static func batches(_ server: LoopbackServer) -> [Int] {
        server.requests.filter { $0.path == "/graphql" }.map { request in
            ((try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])?["variables"] as? [String: String])?.count ?? -1
        }
    }

    private static func record(_ typename: String = "User", login: String, id: Int) -> String {
        #"{"__typename":"\#(typename)","login":"\#(login)","databaseId":\#(id),"name":"Person \#(id)"}"#
    }

    private static func answer(_ data: String, errors: String? = nil) -> HTTPResponseSpec {
        .text(
            #"{"data":{"rateLimit":{"cost":1,"remaining":4999,"resetAt":"2026-11-28T06:00:00Z"},\#(data)}"#
                + (errors.map { #","errors":\#($0)"# } ?? "") + "}")
    }

    @Test func answerNotWhatWasAsked_isAnErrorNamingTheLogin() async throws {
        for (data, errors, detail) in [
            (#""u0":\#(Self.record(login: "user1", id: 1))"#, nil, "the answer has no u1 for it"),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":null"#, nil,
                "u1 is null, without an error saying GitHub does not know the login"
            ),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":null"#, #"[{"type":"NOT_FOUND","path":["u0"],"message":"x"}]"#,
                "u1 is null, without an error saying GitHub does not know the login"
            ),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":\#(Self.record(login: "mallory", id: 2))"#, nil,
                "its record is for the login 'mallory'"
            ),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":{"__typename":"User","databaseId":2}"#, nil,
                "its record is for the login missing"
            ),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":\#(Self.record("Bot", login: "user2", id: 2))"#, nil,
                "its __typename is 'Bot', not User"
            ),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":\#(Self.record("Organization", login: "user2", id: 2))"#, nil,
                "its __typename is 'Organization', not User"
            ),
            (
                #""u0":\#(Self.record(login: "user1", id: 1)),"u1":{"__typename":"User","login":"user2"}"#, nil,
                "its record has no databaseId"
            ),
        ] as [(String, String?, String)] {
            let server = try Self.start(followers: 2, graphQL: [Self.answer(data, errors: errors)])
            defer { server.stop() }
            let api = server.baseURL.absoluteString
            let result = try await BinaryRunner.run(["followers", "octocat", "--full", "--api-url", api], variables: Self.token)
            #expect(
                result
                    == ProcessResult(
                        stdout: "", stderr: "Error: unexpected answer for 'user2' from \(api)/graphql: \(detail)\n", status: 1))
        }
    }

    /// A login in another case is the same login, and a real not-found keeps the row.
    @Test func loginInAnotherCase_matches_notFoundKeepsTheRow() async throws {
        let errors = #"[{"type":"NOT_FOUND","path":["u1"],"message":"Could not resolve to a User with the login of 'user2'."}]"#
        let server = try Self.start(
            followers: 2, graphQL: [Self.answer(#""u0":\#(Self.record(login: "USER1", id: 1)),"u1":null"#, errors: errors)])
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["-v", "followers", "octocat", "--full", "--api-url", server.baseURL.absoluteString], variables: Self.token)
        #expect(
            result.stdout
                == "user1\t1\tUser\tfalse\thttps://github.com/user1\tPerson 1\t\t\t\nuser2\t2\tUser\tfalse\thttps://github.com/user2\t\t\t\t\n"
        )
        #expect(result.stderr.contains("* user2: GitHub no longer knows this login; its profile is left out\n"))
        #expect(result.status == 0)
    }

    @Test func secondaryLimitInA200_isWaitedOut_queryAskedAgain() async throws {
        let limited = HTTPResponseSpec.text(
            #"{"errors":[{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}]}"#,
            headers: [("Retry-After", "1")])
        let server = try Self.start(followers: 3, graphQL: [limited])
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--full", "--api-url", server.baseURL.absoluteString], variables: Self.token)
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stderr == "Waiting 1 s: GitHub's secondary rate limit was hit (Retry-After: 1)\n")
        #expect(result.status == 0)
        #expect(Self.batches(server) == [3, 3])
    }

    @Test func secondaryLimitInA200_isTriedAtMostFiveTimes() async throws {
        let limited = HTTPResponseSpec.text(
            #"{"data":null,"errors":[{"type":"FORBIDDEN","message":"You have exceeded a secondary rate limit."}]}"#,
            headers: [("Retry-After", "1")])
        let server = try Self.start(followers: 3, graphQL: Array(repeating: limited, count: 6))
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--full", "--api-url", server.baseURL.absoluteString], variables: Self.token)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Error: GitHub's secondary rate limit was still exceeded after 5 tries (Retry-After: 1)\n"))
        #expect(result.status == 1)
        #expect(Self.batches(server) == [3, 3, 3, 3, 3])
    }

    @Test func aBioSayingSecondaryRateLimit_isData_notALimit() async throws {
        let bio = #""u0":{"__typename":"User","login":"user1","databaseId":1,"bio":"I hit a secondary rate limit once"}"#
        let server = try Self.start(followers: 1, graphQL: [Self.answer(bio)])
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--full", "--json", "login,bio", "--api-url", server.baseURL.absoluteString], variables: Self.token)
        #expect(
            result
                == ProcessResult(
                    stdout: "[\n  {\n    \"login\": \"user1\",\n    \"bio\": \"I hit a secondary rate limit once\"\n  }\n]\n", stderr: "",
                    status: 0))
        #expect(Self.batches(server) == [1])
    }

    @Test func queryCutOffAt10s_isAskedInHalves_losingNoUser() async throws {
        let server = try Self.start(followers: 100, graphQL: [.text("", status: 502), .text("", status: 504)])
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--all", "--full", "--json", "login,name", "--api-url", server.baseURL.absoluteString],
            variables: Self.token)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["login"] as? String } == FakeGitHub.gappedIDs(100).map { "user\($0)" })
        let names: [String?] = FakeGitHub.gappedIDs(100).map { SyntheticProfile(login: "user\($0)")?.name }
        #expect(rows.map { $0["name"] as? String } == names)
        #expect(Self.batches(server) == [100, 50, 25, 25, 50])
    }

    @Test func queryCutOffEveryTime_stopsAtOneUser_withError() async throws {
        let server = try Self.start(followers: 100, graphQL: Array(repeating: .text("", status: 502), count: 20))
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["followers", "octocat", "--all", "--full", "--api-url", api], variables: Self.token)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: GitHub returned HTTP 502 for \(api)/graphql\n"))
        #expect(result.status == 1)
        #expect(Self.batches(server) == [100, 50, 25, 12, 6, 3, 1])
    }
}
