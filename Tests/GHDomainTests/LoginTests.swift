import GHDomain
import Testing

struct LoginTests {
    @Test func init_acceptsGitHubLogins() {
        let cases: [String] = [
            "octocat", "a", "mojombo-2", "A-B-C", String(repeating: "x", count: 39), "dependabot[bot]", "0", "trailing-", "double--hyphen",
        ]
        for text in cases {
            #expect(Login(text)?.rawValue == text, "case \(String(reflecting: text))")
        }
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
