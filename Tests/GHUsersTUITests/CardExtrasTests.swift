import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// The card shows what the profile's own GraphQL query adds: the contribution calendar beside
/// the text where the width allows (the weeks `show` lays out), the year's total and streaks,
/// pinned work, organizations and social accounts.
struct CardExtrasTests {
    /// Octocat with a year of contributions (a level a day, cycling), two pinned repositories,
    /// an organization and a social account.
    static var profile: UserProfile {
        var profile = Samples.octocat
        let first = CalendarDay("2025-11-30")!.daysSinceEpoch
        let days = (0..<364).map { offset in
            ContributionCalendar.Day(date: CalendarDay(daysSinceEpoch: first + offset)!, count: offset % 5, level: offset % 5)
        }
        profile.extras.contributions = ContributionCalendar(total: 728, days: days)
        profile.extras.pinned = [
            PinnedItem(kind: .repository, name: "octocat/Hello-World", stars: 2_600), PinnedItem(kind: .gist, name: "notes"),
        ]
        profile.extras.organizations = [MemberOrganization(login: "github", name: "GitHub")]
        profile.extras.socialAccounts = [SocialAccount(provider: "mastodon", url: "https://mastodon.social/@octocat", displayName: nil)]
        return profile
    }

    private static func card(rows: Int, columns: Int) -> [String] {
        var session = Session(.profile(Login("octocat")!), rows: rows, columns: columns)
        session.send(.profile(ScreenID(value: 2), generation: 0, .success(Self.profile)))
        let lines = session.lines
        let bottom = lines.dropFirst(2).firstIndex { $0.hasPrefix("╰") } ?? lines.count
        return Array(lines[1...bottom])
    }

    /// At 120 columns the calendar is beside the text, and the extras are lines.
    @Test func at120Columns_theCalendarIsBesideTheText() {
        let card = Self.card(rows: 36, columns: 120)
        // 2026-05-31, a Sunday, starts the 26 weeks that fit; its level is 182 % 5 = 2 (▒).
        #expect(card[1].hasSuffix("@octocat                                  Jun     Jul     Aug       Sep     Oct       Nov     │"))
        #expect(card[2].hasSuffix("San Francisco                         ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ │"))
        #expect(card[3].hasSuffix("before it was cool.      Mon ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ │"))
        #expect(card[8].hasSuffix("★2.6k · notes              ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ · ▒ █ ░ ▓ │"), "Saturday")
        let text = card.joined(separator: "\n")
        #expect(text.contains("728 contributions in the last year"))
        #expect(text.contains("longest streak 4 days · current 3 days"))
        #expect(text.contains("Pinned: octocat/Hello-World ★2.6k · notes"))
        #expect(text.contains("Orgs: @github"))
        #expect(text.contains("Social: mastodon.social/@octocat"))
    }

    @Test func at80Columns_theCalendarGives_wayToTheText() {
        let card = Self.card(rows: 24, columns: 80).joined(separator: "\n")
        #expect(!card.contains("Mon "), "\(card)")
        #expect(card.contains("728 contributions in the last year"))
    }
}
