import GHDomain
import Testing

@testable import GHWire

/// The text GitHub sent travels beside the domain's value, never inside it: a value read from a
/// response is the same value as one made by hand, with the equality the compiler synthesizes.
struct SourceFieldsTests {
    private static func sent(_ json: String, _ names: [(String, Range<Int>)]) -> SourceFields {
        SourceFields(body: Array(json.utf8), members: names.map { SourceFields.Member(name: $0.0, range: $0.1) })
    }

    @Test func keepsEachMembersTextAsSent_andSaysWhatWasLeftOut() {
        let source = Self.sent(#"{"a":1.50,"b":null}"#, [("a", 5..<9), ("b", 14..<18)])
        #expect(source.value(of: "a").map { String(decoding: $0, as: UTF8.self) } == "1.50")
        #expect(source.saysNothing(about: "b"))
        #expect(source.saysNothing(about: "c"))
        #expect(!source.saysNothing(about: "a"))
        #expect(!source.isEmpty)
    }

    @Test func nothingRead_isEmpty_andSaysNothingIsLeftOut() {
        let source = SourceFields()
        #expect(source.isEmpty)
        #expect(source.value(of: "a") == nil)
        #expect(!source.saysNothing(about: "a"))
    }

    @Test func valuesDifferingOnlyInSource_areEqualAndHashAlike() {
        let made = UserSummary(login: "octocat", id: 1, type: "User", siteAdmin: false, avatarURL: "a", htmlURL: "h")
        let read = Sent(made, source: Self.sent(#"{"login":"octocat"}"#, [("login", 9..<18)]))
        #expect(read.value == made)
        #expect(Set([read.value, made]).count == 1)
        #expect(read.login == "octocat")
        var other = made
        other.id = 2
        #expect(other != made)

        let organization = Organization(login: "github", id: 9, description: nil, avatarURL: nil)
        let readOrganization = Sent(organization, source: Self.sent("{}", []))
        #expect(readOrganization.value == organization)
        #expect(Set([organization, readOrganization.value]).count == 1)

        let owner = RepositorySummary.Owner(login: "octocat", avatarURL: nil)
        let repository = RepositorySummary(
            id: 1, name: "r", fullName: "octocat/r", description: nil, language: nil, stargazersCount: 3, forksCount: nil,
            htmlURL: nil, updatedAt: nil, owner: owner)
        var readRepository = Sent(repository, source: Self.sent("{}", []))
        #expect(readRepository.value == repository)
        #expect(readRepository.owner?.value == owner)
        #expect(Set([repository, readRepository.value]).count == 1)
        readRepository.value.stargazersCount = 4
        #expect(readRepository.value != repository)
    }

    @Test func compacted_keepsMembersAsSent_inABodyOfItsOwn() {
        let body = Array(#"[{"login":"a","id":1,"note":"x"},{"login":"b","id":2}]"#.utf8)
        let source = SourceFields(body: body, members: [.init(name: "login", range: 10..<13), .init(name: "id", range: 19..<20)])
        let compact = source.compacted()
        for name in ["login", "id", "note"] {
            #expect(compact.value(of: name).map(Array.init) == source.value(of: name).map(Array.init))
        }
        #expect(compact.value(of: "login").map { String(decoding: $0, as: UTF8.self) } == "\"a\"")
        // Only the members' text is kept.
        #expect(compact.value(of: "id")?.startIndex == 3)
    }
}
