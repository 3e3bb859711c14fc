import Foundation
import GHDomain
import Testing

@testable import GHData

struct EndpointTests {
    private let github = URL(string: "https://api.github.com")!
    private let enterprise = URL(string: "https://ghe.example.com/api/v3")!

    @Test func listUsers_putsSinceAndPerPageInTheQuery() {
        #expect(
            Endpoint.listUsers(since: 46, perPage: 30).url(relativeTo: github).absoluteString
                == "https://api.github.com/users?since=46&per_page=30")
    }

    @Test func user_percentEncodesTheLoginAsOnePathSegment() {
        #expect(Endpoint.user(login: Login("octocat")!).url(relativeTo: github).absoluteString == "https://api.github.com/users/octocat")
        #expect(
            Endpoint.user(login: Login("shipit[bot]")!).url(relativeTo: github).absoluteString
                == "https://api.github.com/users/shipit%5Bbot%5D")
    }

    @Test func endpoints_keepAnEnterpriseBasePath() {
        #expect(
            Endpoint.listUsers(since: 0, perPage: 1).url(relativeTo: enterprise).absoluteString
                == "https://ghe.example.com/api/v3/users?since=0&per_page=1")
        #expect(Endpoint.user(login: Login("a")!).url(relativeTo: enterprise).absoluteString == "https://ghe.example.com/api/v3/users/a")
    }

    @Test func configuration_normalisesTheBaseURL() {
        let cases: [(String, String)] = [
            ("https://api.github.com", "https://api.github.com"),
            ("https://ghe.example.com/api/v3/", "https://ghe.example.com/api/v3"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ]
        for (text, expected) in cases {
            guard let url = APIConfiguration.parseBaseURL(text) else {
                Issue.record("case \(String(reflecting: (text, expected))): not read as a base URL")
                continue
            }
            #expect(
                APIConfiguration(baseURL: url, token: nil, userAgent: "t").baseURL.absoluteString == expected,
                "case \(String(reflecting: (text, expected)))")
        }
    }

    @Test func parseBaseURL_rejectsWhatIsNotAnHTTPRoot() {
        let cases: [String] = [
            "", "api.github.com", "ftp://h", "https://", "https://h/x?y=1", "https://h/#f", "https://u:p@h", "not a url",
        ]
        for text in cases {
            #expect(APIConfiguration.parseBaseURL(text) == nil, "case \(String(reflecting: text))")
        }
    }

    @Test func relationsAndRepositories_areUnderTheLogin() {
        let login = Login("shipit[bot]")!
        #expect(
            Endpoint.followers(login: login, perPage: 30).url(relativeTo: github).absoluteString
                == "https://api.github.com/users/shipit%5Bbot%5D/followers?per_page=30")
        #expect(
            Endpoint.following(login: Login("octocat")!, perPage: 100).url(relativeTo: enterprise).absoluteString
                == "https://ghe.example.com/api/v3/users/octocat/following?per_page=100")
        #expect(
            Endpoint.userRepositories(login: Login("octocat")!, sort: .fullName, perPage: 5).url(relativeTo: github).absoluteString
                == "https://api.github.com/users/octocat/repos?sort=full_name&per_page=5")
        #expect(
            Endpoint.userRepositories(login: Login("octocat")!, sort: nil, perPage: 30).url(relativeTo: github).absoluteString
                == "https://api.github.com/users/octocat/repos?per_page=30")
    }

    @Test func searchUsers_encodesQuerySoGitHubReadsItAsTyped() {
        let search = UserSearch(query: "tom location:\"São Paulo\" followers:>100 c++ a&b=c #1", sort: .joined, order: .ascending)!
        #expect(
            Endpoint.searchUsers(search, perPage: 30).url(relativeTo: github).absoluteString
                == "https://api.github.com/search/users?q=tom%20location%3A%22S%C3%A3o%20Paulo%22%20followers%3A%3E100%20c%2B%2B%20a%26b%3Dc%20%231"
                + "&sort=joined&order=asc&per_page=30")
        #expect(
            Endpoint.searchUsers(UserSearch(query: "tom")!, perPage: 7).url(relativeTo: github).absoluteString
                == "https://api.github.com/search/users?q=tom&per_page=7")
    }

    @Test func searchRepositories_sortsAndOrders() {
        let search = RepositorySearch.trending(language: "swift", createdAfter: CalendarDay("2026-01-01"))!
        #expect(
            Endpoint.searchRepositories(search, perPage: 100).url(relativeTo: github).absoluteString
                == "https://api.github.com/search/repositories?q=language%3Aswift%20created%3A%3E2026-01-01&sort=stars&order=desc&per_page=100"
        )
    }
}
