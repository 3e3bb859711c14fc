import Testing

@testable import GHDomain

/// The text GitHub sent is carried along, never compared: a value read from a response equals
/// the same value made by hand, and hashes alike, with the equality the compiler synthesizes.
struct SourceFieldsTests {
    private static func sent(_ json: String, _ names: [(String, Range<Int>)]) -> SourceFields {
        SourceFields(body: Array(json.utf8), members: names.map { SourceFields.Member(name: $0.0, range: $0.1) })
    }

    @Test func itKeepsEachMembersTextAsSent_andSaysWhatWasLeftOut() {
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

    @Test func valuesThatDifferOnlyInTheirSource_areEqual_andHashAlike() {
        let made = UserSummary(login: "octocat", id: 1, type: "User", siteAdmin: false, avatarURL: "a", htmlURL: "h")
        var read = made
        read.source = Self.sent(#"{"login":"octocat"}"#, [("login", 9..<18)])
        #expect(read == made)
        #expect(Set([read, made]).count == 1)
        var other = made
        other.id = 2
        #expect(other != made)

        let organization = Organization(login: "github", id: 9, description: nil, avatarURL: nil)
        var readOrganization = organization
        readOrganization.source = Self.sent("{}", [])
        #expect(readOrganization == organization)
        #expect(Set([organization, readOrganization]).count == 1)

        let owner = RepositorySummary.Owner(login: "octocat", avatarURL: nil)
        let repository = RepositorySummary(
            id: 1, name: "r", fullName: "octocat/r", description: nil, language: nil, stargazersCount: 3, forksCount: nil,
            htmlURL: nil, updatedAt: nil, owner: owner)
        var readRepository = repository
        readRepository.source = Self.sent("{}", [])
        readRepository.owner?.source = Self.sent("{}", [])
        #expect(readRepository == repository)
        #expect(Set([repository, readRepository]).count == 1)
        readRepository.stargazersCount = 4
        #expect(readRepository != repository)
    }

    @Test func compacted_keepsEachMembersTextAsSent_inABodyOfItsOwn() {
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
