import Testing

@testable import GHUsersCLI

/// `BROWSER` read as a shell reads a command's words.
struct WebBrowserTests {
    @Test func browserWords_areSplitAsAShellSplitsThem() {
        let cases: [(String, [String])] = [
            ("firefox", ["firefox"]),
            ("  firefox   --new-tab ", ["firefox", "--new-tab"]),
            ("sh -c \"open %s\"", ["sh", "-c", "open %s"]),
            ("'/opt/my browser/run' --private", ["/opt/my browser/run", "--private"]),
            ("a\\ b c", ["a b", "c"]),
            ("\"x\\\"y\" 'it''s'", ["x\"y", "its"]),
            ("\"a\\b\"", ["a\\b"]),
            ("br\ttab", ["br", "tab"]),
            ("\"\"", [""]),
            ("", []),
        ]
        for (text, words) in cases {
            #expect(WebBrowser.words(text) == words, "case \(String(reflecting: (text, words)))")
        }
    }

    @Test func aTextBrowser_isKnownByItsProgramName() {
        let cases: [(String, Bool)] = [
            ("w3m", true), ("lynx -accept_all_cookies", true), ("/usr/bin/elinks", true), ("www-browser", true),
            ("firefox", false), ("", false), ("/opt/w3m/bin/firefox", false), ("sh -c 'w3m %s'", false),
        ]
        for (browser, isText) in cases {
            #expect(WebBrowser(variables: ["BROWSER": browser]).isTextBrowser == isText, "case \(String(reflecting: browser))")
        }
    }

    @Test func browser_isAvailableOnlyOnThePath() {
        #expect(!WebBrowser(variables: ["BROWSER": "gh-users-no-such-browser", "PATH": "/usr/bin:/bin"]).isAvailable)
        #expect(WebBrowser(variables: ["BROWSER": "sh -c 'true'", "PATH": "/usr/bin:/bin"]).isAvailable)
        #expect(WebBrowser(variables: ["BROWSER": "/bin/sh"]).isAvailable)
        #expect(!WebBrowser(variables: ["BROWSER": "/etc/passwd"]).isAvailable)
    }

    /// gh's `GH_BROWSER` comes before `BROWSER`; empty, it is as if unset.
    @Test func ghsBrowserVariable_comesBeforeBROWSER() {
        #expect(WebBrowser(variables: ["GH_BROWSER": "w3m -N", "BROWSER": "lynx"]).command == ["w3m", "-N"])
        #expect(WebBrowser(variables: ["GH_BROWSER": "", "BROWSER": "lynx"]).command == ["lynx"])
        #expect(WebBrowser(variables: ["GH_BROWSER": "w3m"]).command == ["w3m"])
    }
}
