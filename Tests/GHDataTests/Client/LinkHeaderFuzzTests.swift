import Foundation
import GHTestSupport
import Testing

@testable import GHData

/// Many random headers, built from the pieces real ones are made of: no crash, and a next link
/// is only ever an absolute http(s) URL with a host and no template braces.
struct LinkHeaderFuzzTests {
    @Test func randomHeaders_neverCrash_onlyYieldFollowableURLs() {
        var random = SeededRandom()
        let pieces = [
            "<", ">", ";", ",", "\"", "=", " ", "rel", "next", "last", "first", "https://api.github.com/users?since=46",
            "http://h:1/x", "{?since}", "javascript:x", "//h/p", "\u{0}", "\u{1B}", "é", "%", "\\", "rel=\"next\"", "<https://h/a>",
        ]
        for _ in 0..<5000 {
            let header = (0..<Int.random(in: 0...16, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let parsed = LinkHeader(header)
            if let url = parsed.url(for: "next") {
                #expect(["http", "https"].contains(url.scheme?.lowercased() ?? ""), "\(header) \(random.replay)")
                #expect(url.host?.isEmpty == false, "\(header) \(random.replay)")
                #expect(!url.absoluteString.contains("{"), "\(header) \(random.replay)")
            }
            #expect(parsed.links.allSatisfy { $0.relations.allSatisfy { $0 == $0.lowercased() } }, "\(header) \(random.replay)")
        }
    }
}
