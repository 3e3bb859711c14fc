import Foundation
import Testing

@testable import GHData

struct LinkHeaderTests {
    @Test func nextLink_isFoundWhenItIsNotListedFirst() {
        let header = LinkHeader(
            #"<https://api.github.com/users{?since}>; rel="first", <https://api.github.com/users?since=46>; rel="next""#)
        #expect(header.url(for: "next")?.absoluteString == "https://api.github.com/users?since=46")
    }

    @Test func gitHubsFirstLinkTemplate_isParsedButIsNoURL() {
        let header = LinkHeader(
            #"<https://api.github.com/users?per_page=10&since=19>; rel="next", <https://api.github.com/users{?since}>; rel="first""#)
        #expect(
            header.links.map(\.target) == ["https://api.github.com/users?per_page=10&since=19", "https://api.github.com/users{?since}"])
        #expect(header.links.map(\.relations) == [["next"], ["first"]])
        #expect(header.url(for: "first") == nil)
        #expect(header.url(for: "next")?.absoluteString == "https://api.github.com/users?per_page=10&since=19")
    }

    @Test func severalRelationsAndOddSpacing_areRead() {
        let header = LinkHeader(#"  <https://h/a?page=3>;rel=next ;  title="x, y",<https://h/a?page=9>; REL="last prev""#)
        #expect(header.links.map(\.relations) == [["next"], ["last", "prev"]])
        #expect(header.url(for: "prev")?.absoluteString == "https://h/a?page=9")
    }

    @Test func garbage_givesNoNextLink() {
        let cases: [String] = [
            "", "garbage", "<>; rel=next", "<https://h/a; rel=\"next\"", "https://h/a; rel=\"next\"", "<javascript:alert(1)>; rel=\"next\"",
            "<//h/a>; rel=\"next\"", ";;;,,,<<<>>>",
        ]
        for value in cases {
            #expect(LinkHeader(value).url(for: "next") == nil, "case \(String(reflecting: value))")
        }
    }
}
