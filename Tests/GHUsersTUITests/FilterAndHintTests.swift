import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// A filter says how much it matched, and when nothing; the status line offers only the keys
/// that work on the screen, and keeps `? help` and `q quit` longest.
struct FilterAndHintTests {
    @Test func filterWithNoMatch_saysSoOnEveryList_andCounts() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage(Array(1...40)))
        session.send([Samples.key(.character("/"))] + Samples.type("zz"))
        #expect(session.listLines[1] == "  No loaded row matches “zz”; G loads more")
        #expect(session.lines.last?.hasPrefix("/zz") == true)
        #expect(session.lines.last?.hasSuffix("0 of 40") == true)
        var trending = Session(.trending(language: nil))
        trending.answer(Page(items: [.repository(Samples.repository(1))], next: nil))
        trending.send([Samples.key(.character("/"))] + Samples.type("zz"))
        #expect(trending.listLines[1] == "  No loaded row matches “zz”")
    }

    /// A filter typed far down the list shows every match that fits, from the first.
    @Test func filterTypedFarDown_showsMatchesFromTheFirst() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage(Array(1...40), hasNext: false))
        session.send(Samples.key(.character("G")))
        #expect(session.listLines[1].contains("user40") == false, "the list has scrolled")
        session.send([Samples.key(.character("/"))] + Samples.type("4"))
        let rows = session.listLines[1...5].map { $0.split(separator: " ").first { $0.hasPrefix("user") }.map(String.init) }
        #expect(rows == ["user4", "user14", "user24", "user34", "user40"])
        #expect(session.listLines[5].hasPrefix("›"), "the selection stays on user40")
    }

    @Test func theMatch_isUnderlined_inTheRowsThatShow() {
        var session = Session(.users(since: 0))
        session.answer(Samples.usersPage([2, 12], hasNext: false))
        session.send([Samples.key(.character("/"))] + Samples.type("R1"))
        let frame = Browser.render(session.state)
        #expect(Session.listLines(frame, session.state)[1].hasPrefix("›      user12 "))
        // "│›      user12": the match "r1" is at columns 11 and 12, after the panel's border, the
        // marker, the star's room and the initials tile's.
        #expect((11...12).allSatisfy { frame[3, $0].style.attributes.contains(.underline) })
        #expect(!frame[3, 10].style.attributes.contains(.underline))
        #expect(!frame[3, 13].style.attributes.contains(.underline))
    }

    @Test func theHints_areTheKeysThatWorkHere() {
        var users = Session(.users(since: 0))
        users.answer(Samples.usersPage([1]))
        #expect(users.lines.last == "j/k move  Enter open  / filter  s search  f ★  F follow  o web  ? help  q quit")
        var trending = Session(.trending(language: nil))
        trending.answer(Page(items: [.repository(Samples.repository(1))], next: nil))
        #expect(trending.lines.last == "j/k move  Enter expand  u owner  / filter  s search  P period  ? help  q quit")
        var search = Session(.users(since: 0))
        search.send(Samples.key(.character("2")))
        search.send(Samples.key(.escape))
        #expect(search.lines.last == "s search  ? help  q quit", "no list yet: nothing to move in, filter or open")
    }

    @Test func whenNarrow_helpAndQuitGoLast() {
        let cases: [(Int, String)] = [(40, "j/k move  Enter open  ? help  q quit"), (20, "? help  q quit"), (12, "q quit")]
        for (columns, hints) in cases {
            var session = Session(.users(since: 0), columns: columns)
            session.answer(Samples.usersPage([1]))
            #expect(session.lines.last == hints, "case \(String(reflecting: (columns, hints)))")
        }
    }
}
