import Foundation
import GHDomain
import GHWire
import Testing

@testable import GHUsersCLI

/// Writing an item straight to the output prints exactly what rendering its JSON value prints.
struct JSONShapeTests {
    /// A user whose members are `members` as sent (name and JSON text), in that order.
    private static func user(_ members: [(String, String)]) -> Sent<UserSummary> {
        var body: [UInt8] = []
        var kept: [SourceFields.Member] = []
        for (name, text) in members {
            body += Array("\"\(name)\":".utf8)
            let start = body.count
            body += Array(text.utf8)
            kept.append(.init(name: name, range: start..<body.count))
            body += Array(",".utf8)
        }
        return Sent(
            UserSummary(login: "typed", id: 1, type: "User", siteAdmin: false, avatarURL: "", htmlURL: ""),
            source: SourceFields(body: body, members: kept))
    }

    private static func written(_ format: ListFormat<Sent<UserSummary>>, _ user: Sent<UserSummary>) -> String {
        var output = OutputBytes()
        format.json.write(user, to: &output, indent: "  ")
        return String(decoding: output.bytes, as: UTF8.self)
    }

    @Test func writingAUser_isRenderingItsValue() {
        let cases: [[(String, String)]] = [
            [
                ("login", #""octocat""#), ("id", "1"), ("avatar_url", "null"), ("html_url", #""https://github.com/octocat""#),
                ("type", #""User""#), ("site_admin", "false"),
            ],
            [("id", "-0"), ("login", #""a\"b\\c\u0000""#)],
            [("login", "\"e\u{301}\u{1F600}\u{200D}\u{1F680}\u{202E}\u{1B}[31m\"")],
            [("login", #""x""#), ("login", #""y""#), ("unknown", "[1,2]")],
            [],
        ]
        for members in cases {
            let user = Self.user(members)
            let format = ListFormat<Sent<UserSummary>>.users
            #expect(Self.written(format, user) == format.json.value(of: user).rendered(indent: "  "), "case \(String(reflecting: members))")
        }
    }

    @Test func aUserWithoutSource_isWrittenFromItsTypedValues() {
        let user = Sent(UserSummary(login: "typed", id: 7, type: "", siteAdmin: true, avatarURL: "a", htmlURL: "h"))
        #expect(
            Self.written(.users, user) == """
                {
                    "login": "typed",
                    "id": 7,
                    "avatar_url": "a",
                    "html_url": "h",
                    "type": "",
                    "site_admin": true
                  }
                """)
    }

    /// Strings are looked at eight bytes at a time: what needs escaping is found wherever it
    /// falls in a word of eight, and what needs none is copied as sent.
    @Test func whatNeedsEscaping_isFoundAnywhereInALongString() {
        let needs: [(sent: String, written: String)] = [
            ("\u{7F}", "\\u007f"), ("\u{1B}", "\\u001b"), ("\u{9B}", "\\u009b"), ("\u{202E}", "\\u202e"), (#"\""#, #"\""#),
            (#"\\"#, #"\\"#), (#"\u0041"#, #"\u0041"#), ("é", "é"), ("~ ", "~ "),
        ]
        for offset in 0..<10 {
            let before = String(repeating: "a", count: offset)
            let after = "bcdefghijklmnopqrstuvwxyz"
            for (sent, written) in needs {
                let user = Self.user([("login", "\"\(before)\(sent)\(after)\"")])
                #expect(
                    Self.written(.users, user) == "{\n    \"login\": \"\(before)\(written)\(after)\"\n  }",
                    "\(String(reflecting: sent)) after \(offset) bytes")
            }
        }
    }

    /// A value GitHub sends as an object or array where a string belongs (a broken or hostile
    /// server) is written on one line, its strings escaped as any string is.
    @Test func objectWhereAStringBelongs_isOneEscapedLine() {
        let user = Self.user([("login", "{\"x\": \"\u{202E}\u{9B}31m\\\"q\",\n \"y\": [1,\n 2, \"\u{1B}\"]}")])
        #expect(
            Self.written(.users, user) == """
                {
                    "login": {"x":"\\u202e\\u009b31m\\"q","y":[1,2,"\\u001b"]}
                  }
                """)
    }
}
