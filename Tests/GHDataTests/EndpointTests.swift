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

    @Test(arguments: [
        ("https://api.github.com", "https://api.github.com"),
        ("https://ghe.example.com/api/v3/", "https://ghe.example.com/api/v3"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ])
    func configuration_normalisesTheBaseURL(_ text: String, _ expected: String) throws {
        let url = try #require(APIConfiguration.parseBaseURL(text))
        #expect(APIConfiguration(baseURL: url, token: nil, userAgent: "t").baseURL.absoluteString == expected)
    }

    @Test(arguments: ["", "api.github.com", "ftp://h", "https://", "https://h/x?y=1", "https://h/#f", "https://u:p@h", "not a url"])
    func parseBaseURL_rejectsWhatIsNotAnHTTPRoot(_ text: String) {
        #expect(APIConfiguration.parseBaseURL(text) == nil)
    }
}
