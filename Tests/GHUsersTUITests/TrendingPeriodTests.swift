import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// `P` on Trending steps the period (day, week, month, year, all time), keeps the language, asks
/// for the new ranking, and the title says which period it is.
struct TrendingPeriodTests {
    /// `P` steps the period, keeping the language, and the title says it.
    @Test func capitalP_stepsThePeriod_keepingTheLanguage() {
        var session = Session(.trending(language: "swift"))
        #expect(session.lines[1].hasPrefix("╭─ Trending: swift · all time ─"), "\(session.lines[1])")
        var periods: [TrendingPeriod] = []
        for _ in TrendingPeriod.allCases {
            let effects = session.send(Samples.key(.character("P")))
            guard case .load(_, .trending(let language, let period), nil)? = effects.last else {
                Issue.record("no load: \(effects)")
                return
            }
            #expect(language == "swift")
            periods.append(period)
            #expect(session.lines[1].hasPrefix("╭─ Trending: swift · \(period.title) ─"), "\(session.lines[1])")
        }
        #expect(periods == [.day, .week, .month, .year, .all])
        session.send(Samples.key(.character("L")))
        session.send([Samples.key(.control("u"))] + Samples.type("go") + [Samples.key(.enter)])
        session.send(Samples.key(.character("P")))
        #expect(session.lines[1].hasPrefix("╭─ Trending: go · past day ─"), "a new language keeps the period's steps")
    }

    @Test func theStatusLine_offersFAndP_whereTheyWork() {
        var users = Session(.users(since: 0), rows: 24, columns: 160)
        users.answer(Samples.usersPage([1, 2]))
        #expect(users.lines.last?.contains("F follow") == true, "\(users.lines.last ?? "")")
        #expect(users.lines.last?.contains("P period") == false)
        var trending = Session(.trending(language: nil), rows: 24, columns: 160)
        trending.answer(Page(items: [.repository(Samples.repository(1))], next: nil))
        #expect(trending.lines.last?.contains("P period") == true, "\(trending.lines.last ?? "")")
    }
}
