import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users trending` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct TrendingCommandTests {
    private func results(_ numbers: [Int], total: Int) -> String {
        let items = numbers.map { FakeGitHub.repositoryJSON(owner: "owner\($0)", number: $0) }.joined(separator: ",")
        return "{\"total_count\":\(total),\"incomplete_results\":false,\"items\":[\(items)]}"
    }

    /// trending expanded, on a terminal, ranks and shows the description and URL beneath.
    @Test func trending_expanded_showsDescriptionAndURLBeneath() async {
        let transport = StubTransport()
        transport.register(
            "/search/repositories?q=language%3Aswift%20created%3A%3E2026-01-01&sort=stars&order=desc&per_page=2",
            body: results([1, 2], total: 40))
        let result = await CLIHarness.run(
            ["trending", "--language", "swift", "--created-after", "2026-01-01", "--limit", "2", "--expanded", "--color", "never"],
            transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                           #  FULL NAME       STARS  LANGUAGE
                           1  owner1/repo1  100,000  Swift
                            Repository number 1
                            https://github.com/owner1/repo1
                           2  owner2/repo2   50,000  -
                            (no description)
                            https://github.com/owner2/repo2

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    @Test func trending_piped_ranksAcrossPagesAndLanguages() async {
        let transport = StubTransport()
        let path = "/search/repositories?q=stars%3A%3E1&sort=stars&order=desc&per_page=100"
        transport.register(path, headers: TestUsers.pageLink(path, page: 2), body: results(Array(1...100), total: 500))
        transport.register(path + "&page=2", headers: TestUsers.pageLink(path, page: 3), body: results(Array(101...200), total: 500))
        let result = await CLIHarness.run(["trending", "--limit", "101"], transport: transport)
        let lines = (1...101).map { number in
            "\(number)\towner\(number)/repo\(number)\t\(100_000 / number)\t\(number % 2 == 1 ? "Swift" : "")\n"
        }
        #expect(result == ProcessResult(stdout: lines.joined(), stderr: "", status: 0))
    }

    @Test func trending_json_isAnArrayWithTheOwner() async {
        let transport = StubTransport()
        transport.register("/search/repositories", body: results([1], total: 1))
        let fields = "full_name,name,description,language,stargazers_count,html_url,owner"
        let result = await CLIHarness.run(["trending", "--language", "Visual Basic", "--json", fields], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "full_name": "owner1/repo1",
                            "name": "repo1",
                            "description": "Repository number 1",
                            "language": "Swift",
                            "stargazers_count": 100000,
                            "html_url": "https://github.com/owner1/repo1",
                            "owner": {
                              "login": "owner1",
                              "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4"
                            }
                          }
                        ]

                        """,
                    stderr: "",
                    status: 0
                ))
        #expect(
            transport.requests.map { $0.url?.absoluteString }
                == ["https://api.github.com/search/repositories?q=language%3A%22Visual%20Basic%22&sort=stars&order=desc&per_page=30"])
    }

    @Test func ownerlessRepository_isListed_withNullOwnerInJSON() async {
        let items = """
            {"total_count":1,"incomplete_results":false,"items":[{"id":7,"name":"orphan","full_name":"ghost/orphan","owner":null,\
            "html_url":"https://github.com/ghost/orphan","description":null,"language":"Go","stargazers_count":12,\
            "updated_at":"2026-11-01T00:00:00Z"}]}
            """
        let transport = StubTransport()
        transport.register("/search/repositories", body: items)
        let table = await CLIHarness.run(["trending", "--color", "never"], transport: transport, terminal: true)
        #expect(
            table
                == ProcessResult(
                    stdout: """
                           #  FULL NAME       STARS  LANGUAGE
                           1  ghost/orphan       12  Go

                        """,
                    stderr: "",
                    status: 0))
        let again = StubTransport()
        again.register("/search/repositories", body: items)
        let json = await CLIHarness.run(["trending", "--json"], transport: again)
        #expect(
            json
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "id": 7,
                            "name": "orphan",
                            "full_name": "ghost/orphan",
                            "owner": null,
                            "html_url": "https://github.com/ghost/orphan",
                            "description": null,
                            "language": "Go",
                            "stargazers_count": 12,
                            "updated_at": "2026-11-01T00:00:00Z"
                          }
                        ]

                        """,
                    stderr: "",
                    status: 0))
    }
}
