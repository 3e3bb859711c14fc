import Foundation
import Testing

@testable import GHData

struct GitHubHostTests {
    @Test(arguments: [
        ("github.com", "https://api.github.com", ["GH_TOKEN", "GITHUB_TOKEN"]),
        ("GitHub.com", "https://api.github.com", ["GH_TOKEN", "GITHUB_TOKEN"]),
        ("github.localhost", "http://api.github.localhost", ["GH_TOKEN", "GITHUB_TOKEN"]),
        ("octo.ghe.com", "https://api.octo.ghe.com", ["GH_TOKEN", "GITHUB_TOKEN"]),
        ("ghe.example.com", "https://ghe.example.com/api/v3", ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]),
        ("ghe.example.com:8443", "https://ghe.example.com:8443/api/v3", ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]),
    ])
    func ghHost_mapsToItsAPI_asGoGhMapsIt(_ value: String, _ root: String, _ variables: [String]) throws {
        let host = try #require(GitHubHost(environmentValue: value))
        #expect(host.apiRoot.absoluteString == root)
        #expect(host.tokenVariables == variables)
        #expect(GitHubHost(apiRoot: host.apiRoot) == host)
    }

    @Test(arguments: ["", "https://github.com", "github.com/x", "a b", "-bad.com", "host:99999", "github.com?x"])
    func aGhHostThatIsNoHostName_isRefused(_ value: String) {
        #expect(GitHubHost(environmentValue: value) == nil)
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
