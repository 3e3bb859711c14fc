import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// The top line at narrow widths: the breadcrumb gives way before the tabs do, a whole part at a
/// time (the root's query, period and count first, which the list's panel title says), so no
/// part is cut mid-word while the four tabs keep their names.
struct BreadcrumbTests {
    /// Every section's root, and a profile three screens deep, as the top line shows them.
    private static func screens(rows: Int, columns: Int) -> [(String, Session)] {
        var users = Session(.users(since: 0), rows: rows, columns: columns)
        users.answer(Samples.usersPage(Array(1...30)))

        let query = UserSearch(query: "location:lisbon followers:>100")!
        var search = Session(.search(query), rows: rows, columns: columns)
        var found = Samples.usersPage(Array(1...30))
        found.totalCount = 12_345
        search.answer(found)

        var trending = Session(.trending(language: "swift"), rows: rows, columns: columns)
        trending.send(Samples.key(.character("P")))
        var ranked = Page<Row>(items: (1...20).map { .repository(Samples.repository($0)) }, next: nil)
        ranked.totalCount = 20
        trending.answer(ranked)

        var favorites = Session(.favorites, rows: rows, columns: columns)
        favorites.answer(Page(items: [], next: nil))

        var deep = Session(.profile(Login("octocat")!), rows: rows, columns: columns)
        deep.send(.profile(ScreenID(value: 2), generation: 0, .success(Samples.octocat)))
        deep.send([Samples.key(.tab), Samples.key(.tab)])
        deep.answer(Samples.usersPage([2], hasNext: false))
        deep.send(Samples.key(.enter))
        return [("users", users), ("search", search), ("trending", trending), ("favorites", favorites), ("deep", deep)]
    }

    /// At narrow widths the breadcrumb gives way, whole parts first, and the tabs keep their names.
    @Test func narrowWidths_breadcrumbGivesWay_tabsKeepNames() {
        for (rows, columns) in [(24, 80), (20, 60)] { Self.check(rows: rows, columns: columns) }
    }

    private static func check(rows: Int, columns: Int) {
        var lines: [String] = []
        for (name, session) in screens(rows: rows, columns: columns) {
            let top = session.lines[0]
            lines.append(name.padding(toLength: 10, withPad: " ", startingAt: 0) + top)
            let parts = Chrome.segments(session.state) + Chrome.segments(session.state, shortRoot: true) + ["…"]
            let shown = top.components(separatedBy: "  ").first ?? top
            #expect(
                shown.components(separatedBy: " › ").allSatisfy(parts.contains), "\(name): a part cut mid-word in “\(shown)”")
            #expect(top.contains(session.state.section.title), "\(name): the current tab keeps its name")
        }
        Snapshot.expect(lines, named: "breadcrumbs-\(columns)x\(rows)")
    }
}
