import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `search`, `followers`, `following`, `orgs`, `repos`, `starred`, `trending` and `completion` in the built
/// binary, against a loopback server that pages like GitHub.
@Suite(.timeLimit(.minutes(1)))
struct BrowsingEndToEndTests {
    private static func fake() -> FakeGitHub {
        var fake = FakeGitHub()
        fake.searchUserIDs = Array(1...250)
        fake.searchTotal = 4321
        fake.followers["octocat"] = Array(1...130)
        fake.following["octocat"] = []
        fake.repositoryCounts["octocat"] = 3
        fake.starredCounts["octocat"] = 150
        fake.organizations["octocat"] = [3, 8]
        fake.searchRepositoryCount = 1500
        return fake
    }

    @Test func search_pagesUntilTheLimit_sendingTheQueryAsTyped() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["search", "tom location:\"São Paulo\" followers:>100 c++", "--sort", "joined", "--limit", "120"],
            variables: ["GH_USERS_API_URL": server.baseURL.absoluteString])
        #expect(result == ProcessResult(stdout: (1...120).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        let query = "q=tom%20location%3A%22S%C3%A3o%20Paulo%22%20followers%3A%3E100%20c%2B%2B&sort=joined"
        #expect(server.requests.map(\.target) == ["/search/users?\(query)&per_page=100", "/search/users?\(query)&per_page=100&page=2"])
    }

    @Test func search_onATerminal_showsTheCountThenTheTable() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["search", "tom", "--limit", "2", "--color", "never", "--api-url", server.baseURL.absoluteString], terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        Showing 2 of 4,321 users

                        LOGIN          ID  TYPE  PROFILE URL
                        user1           1  User  https://github.com/user1
                        user2           2  User  https://github.com/user2

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    @Test func search_json_overTheLoopback_isOneObject() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["search", "tom", "--limit", "101", "--json", "--api-url", server.baseURL.absoluteString])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["total_count"] as? Int == 4321)
        #expect(object["incomplete_results"] as? Bool == false)
        #expect((object["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == Array(1...101))
        #expect(server.requests.count == 2)
    }

    @Test func search_withAnEmptyQuery_exits64WithoutARequest() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["search", "", "--api-url", server.baseURL.absoluteString])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: The search query is empty
                        Usage: gh-users search <query> [--sort <key>] [--order <order>] [--limit <n> | --all] [--resume <point>] [--json [<fields>]] [--jq <expression>] [--full]
                          See 'gh-users search --help' for more information.

                        """,
                    status: 64))
        #expect(server.requests.isEmpty)
    }

    @Test func search_422_fromTheServer_namesTheQuery() async throws {
        var fake = Self.fake()
        fake.overrides["/search/users"] = HTTPResponseSpec(
            status: 422,
            body: Data(
                #"{"message":"Validation Failed","errors":[{"message":"The listed users cannot be searched.","resource":"Search","field":"q","code":"invalid"}]}"#
                    .utf8))
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["search", "user:nobody-xyz", "--api-url", server.baseURL.absoluteString])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: "Error: invalid search query \"user:nobody-xyz\": Validation Failed: The listed users cannot be searched.\n",
                    status: 1))
    }

    @Test func followers_all_andFollowingNobody_andAMissingUser() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = ["--api-url", server.baseURL.absoluteString]
        let all = try await BinaryRunner.run(["followers", "octocat", "--all"] + api)
        #expect(all == ProcessResult(stdout: (1...130).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        let limited = try await BinaryRunner.run(["followers", "octocat", "--limit", "3"] + api)
        #expect(limited == ProcessResult(stdout: (1...3).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        let nobody = try await BinaryRunner.run(["following", "octocat", "--json"] + api)
        #expect(nobody == ProcessResult(stdout: "[]\n", stderr: "", status: 0))
        let missing = try await BinaryRunner.run(["following", "ghost-404"] + api)
        #expect(missing == ProcessResult(stdout: "", stderr: "Error: user 'ghost-404' not found\n", status: 1))
        #expect(
            server.requests.map(\.target) == [
                "/users/octocat/followers?per_page=100", "/users/octocat/followers?per_page=100&page=2",
                "/users/octocat/followers?per_page=3",
                "/users/octocat/following?per_page=30", "/users/ghost-404/following?per_page=30",
            ])
    }

    @Test func repos_piped_sortedAsAsked() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["repos", "octocat", "--sort", "pushed", "--api-url", server.baseURL.absoluteString])
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        repo1\t100000\tSwift\t2026-11-02T12:00:00Z\tRepository number 1\thttps://github.com/octocat/repo1
                        repo2\t50000\t\t2026-11-03T12:00:00Z\t\thttps://github.com/octocat/repo2
                        repo3\t33333\tSwift\t2026-11-04T12:00:00Z\tRepository number 3\thttps://github.com/octocat/repo3

                        """,
                    stderr: "", status: 0))
        #expect(server.requests.map(\.target) == ["/users/octocat/repos?sort=pushed&per_page=30"])
    }

    @Test func trending_rankedAcrossPages_upToGitHubsThousand() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["trending", "--language", "swift", "--limit", "1000", "--api-url", server.baseURL.absoluteString])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1000)
        #expect(lines.first == "1\towner0/repo1\t100000\tSwift")
        #expect(lines.last == "1000\towner5/repo1000\t100\t")
        #expect(server.requests.count == 10)
        #expect(server.requests.first?.target == "/search/repositories?q=language%3Aswift&sort=stars&order=desc&per_page=100")
    }

    @Test func completion_printsAScript_withoutTheNetwork() async throws {
        let result = try await BinaryRunner.run(["completion", "bash"], variables: ["GH_USERS_API_URL": "http://127.0.0.1:9"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("complete -F _gh_users gh-users\n"))
    }

    @Test func orgsAndStarred_pageLikeTheOtherListings() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let variables = ["GH_USERS_API_URL": server.baseURL.absoluteString]
        let orgs = try await BinaryRunner.run(["orgs", "octocat"], variables: variables)
        #expect(orgs == ProcessResult(stdout: "org3\t3\tOrganization 3\norg8\t8\t\n", stderr: "", status: 0))
        let starred = try await BinaryRunner.run(["starred", "octocat", "--all", "--json"], variables: variables)
        #expect(starred.status == 0)
        #expect(starred.stderr == "")
        let names = (try JSONSerialization.jsonObject(with: Data(starred.stdout.utf8)) as? [[String: Any]])?.compactMap {
            $0["full_name"] as? String
        }
        #expect(names == (0..<150).map { "owner\($0 % 7)/repo\($0 + 1)" })
        #expect(
            server.requests.map(\.target).suffix(2) == [
                "/users/octocat/starred?per_page=100", "/users/octocat/starred?per_page=100&page=2",
            ])
    }
}
