import Foundation
import GHDomain
import Testing

@testable import GHUsersTUI

/// What a loaded list keeps of its rows.
struct PagedListTests {
    @Test func filter_searchesEachRowsText_inTheirSharedBuffer() {
        var list = PagedList()
        let generation = list.beginLoading()
        let users = ["ab", "bc", "abc", "c"].enumerated().map { Row.user(Samples.user($0.offset + 1, login: $0.element)) }
        _ = list.receive(Page(items: users, next: nil), generation: generation, cap: nil) { _, _ in [1] }
        list.setFilter("bc")
        #expect(list.matching == [1, 2])
        // Text that spans two rows' ends ("ab" + "bc") matches neither.
        list.setFilter("bb")
        #expect(list.matching == [])
        list.setFilter("C")
        #expect(list.matching == [1, 2, 3])
    }
}
