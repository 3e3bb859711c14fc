import Foundation
import Testing

@testable import GHData

struct GitHubHostTests {
    @Test func ghHost_mapsToItsAPI_asGoGhMapsIt() {
        let cases: [(String, String, [String])] = [
            ("github.com", "https://api.github.com", ["GH_TOKEN", "GITHUB_TOKEN"]),
            ("GitHub.com", "https://api.github.com", ["GH_TOKEN", "GITHUB_TOKEN"]),
            ("github.localhost", "http://api.github.localhost", ["GH_TOKEN", "GITHUB_TOKEN"]),
            ("octo.ghe.com", "https://api.octo.ghe.com", ["GH_TOKEN", "GITHUB_TOKEN"]),
            ("ghe.example.com", "https://ghe.example.com/api/v3", ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]),
            ("ghe.example.com:8443", "https://ghe.example.com:8443/api/v3", ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]),
        ]
        for (value, root, variables) in cases {
            guard let host = GitHubHost(environmentValue: value) else {
                Issue.record("case \(String(reflecting: (value, root, variables))): not read as a host")
                continue
            }
            #expect(host.apiRoot.absoluteString == root, "case \(String(reflecting: (value, root, variables)))")
            #expect(host.tokenVariables == variables, "case \(String(reflecting: (value, root, variables)))")
            #expect(GitHubHost(apiRoot: host.apiRoot) == host, "case \(String(reflecting: (value, root, variables)))")
        }
    }

    @Test func aGhHostThatIsNoHostName_isRefused() {
        let cases: [String] = ["", "https://github.com", "github.com/x", "a b", "-bad.com", "host:99999", "github.com?x"]
        for value in cases {
            #expect(GitHubHost(environmentValue: value) == nil, "case \(String(reflecting: value))")
        }
    }

    @Test func anAPIRoot_belongsToTheHostGhWouldName() {
        let name = { (root: String) in GitHubHost(apiRoot: URL(string: root)!).name }
        #expect(name("https://api.github.com") == "github.com")
        #expect(name("https://api.octo.ghe.com") == "octo.ghe.com")
        #expect(name("https://ghe.example.com/api/v3") == "ghe.example.com")
        #expect(name("http://127.0.0.1:8080") == "127.0.0.1:8080")
        #expect(GitHubHost(apiRoot: URL(string: "https://api.octo.ghe.com")!).isRunByGitHub)
        #expect(!GitHubHost(apiRoot: URL(string: "https://ghe.example.com/api/v3")!).isRunByGitHub)
    }
}
