import GHDomain
import Testing

struct SourceFieldsTests {
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
