import GHDomain
import Testing

struct LoginTests {
    @Test(arguments: [
        "octocat", "a", "mojombo-2", "A-B-C", String(repeating: "x", count: 39), "dependabot[bot]", "0", "trailing-", "double--hyphen",
    ])
    func init_acceptsGitHubLogins(_ text: String) {
        #expect(Login(text)?.rawValue == text)
    }

    @Test func init_rejectsAnythingElse() {
        let cases: [String] = [
            "", "a/b", "../etc", "a.b", "a b", "a%2F", "a?x=1", "a#b", "ünïcode", String(repeating: "x", count: 40),
            "[bot]", "a[bot][bot]", "a\n", "a\u{1B}[31m", "octocat\u{202E}", "-abc", "-", "-x[bot]",
        ]
        for text in cases {
            #expect(Login(text) == nil, "case \(String(reflecting: text))")
        }
    }
}
