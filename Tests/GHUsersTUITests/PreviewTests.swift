import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// The preview pane: shown from 120 columns, a profile asked for only once the selection rests.
struct PreviewTests {
    private static func wide(rows: Int = 60, columns: Int = 200) -> Session {
        var session = Session(.users(since: 0), rows: rows, columns: columns)
        session.answer(Samples.usersPage(Array(1...100)))
        return session
    }

    /// The preview loads among `effects`.
    private static func previews(_ effects: [BrowseEffect]) -> [Login] {
        effects.compactMap { if case .loadPreview(let login) = $0 { return login } else { return nil } }
    }

    /// The waits among `effects`.
    private static func waits(_ effects: [BrowseEffect]) -> [Int] {
        effects.compactMap { if case .startTimer(.previewRest(let token), _) = $0 { return token } else { return nil } }
    }

    /// Holding j over sixty rows asks for one profile, where the selection rests.
    @Test func holdingJ_asksOnlyForTheProfileWhereItRests() throws {
        var session = Self.wide()
        var loads: [Login] = []
        for _ in 0..<60 {
            let effects = session.send(Samples.key(.down))
            // Keys repeat faster than the wait: each wait ends after the selection moved on.
            for token in Self.waits(effects).dropLast() { loads += Self.previews(session.send(.timerFired(.previewRest(token)))) }
            if let stale = Self.waits(effects).last.map({ $0 - 1 }) {
                loads += Self.previews(session.send(.timerFired(.previewRest(stale))))
            }
        }
        #expect(loads.isEmpty)
        let last = try #require(Self.waits(session.effects).last)
        loads += Self.previews(session.send(.timerFired(.previewRest(last))))
        #expect(loads == [try #require(Login("user61"))])
        #expect(loads.count <= 3)
    }

    @Test func restedProfile_showsBesideTheList_askedForOnce() throws {
        var session = Self.wide()
        let token = try #require(Self.waits(session.effects).last)
        #expect(Self.previews(session.send(.timerFired(.previewRest(token)))) == [try #require(Login("user1"))])
        #expect(session.lines[3].contains("││ Loading…"))
        session.send(.previewProfile(try #require(Login("user1")), .success(Samples.octocat)))
        #expect(session.lines[1].contains("╮╭─ @user1 ─"), "the preview's panel, titled with the login")
        #expect(session.lines[2].contains("││ TO  The Octocat  @octocat  "), "a tile of initials where no image shows")
        #expect(session.lines.contains { $0.contains("││ 4,752 followers · 9 following · 8 repos · 8 gists · joined 2011-01-25") })
        session.send([Samples.key(.down), Samples.key(.up)])
        let again = try #require(Self.waits(session.effects).last)
        #expect(Self.previews(session.send(.timerFired(.previewRest(again)))).isEmpty, "user1 is kept")
    }

    @Test func narrowTerminals_showNoPane_andAskForNothing() {
        var session = Session(.users(since: 0), columns: 100)
        session.answer(Samples.usersPage(Array(1...10)))
        session.send(Samples.key(.down))
        #expect(Self.waits(session.effects).isEmpty)
        #expect(session.lines[1].filter { $0 == "╭" }.count == 1, "one panel: the list's")
    }

    @Test func repository_isPreviewedFromItsRow_withoutARequest() {
        var session = Session(.trending(language: nil), rows: 30, columns: 120)
        session.answer(Page(items: [.repository(Samples.repository(1))], next: nil))
        #expect(Self.waits(session.effects).isEmpty)
        let text = session.lines.joined(separator: "\n")
        #expect(text.contains("│ octocat/repo1"))
        #expect(text.contains("│   Repository number 1"))
        #expect(text.contains("│ 100,000 stars · Swift"))
        #expect(text.contains("│ https://github.com/octocat/repo1"))
    }
}
