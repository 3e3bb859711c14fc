import Foundation
import GHDomain

/// What the stand-in's synthetic accounts show beyond REST's profile, as GitHub's GraphQL `User`
/// gives it (status, pronouns, badges, whether the account and the caller follow each other,
/// social accounts, organizations, pinned work, the last year's contributions), and the social
/// accounts as REST's `GET /users/{login}/social_accounts` gives them: one set of facts per id,
/// so that tests can compare what gh-users prints with what was served.
extension SyntheticProfile {
    /// The last day of every account's contribution calendar: the stand-in's "today".
    public static let calendarEnd = CalendarDay("2026-11-21")!

    /// Whether the account is GitHub staff: `site_admin` in REST, `isEmployee` in GraphQL.
    public var isStaff: Bool { !isOrganization && id % 15 == 7 }

    /// A user's status: one in four has one, some of them busy, some expiring.
    public var status: (emoji: String, message: String, limitedAvailability: Bool, expiresAt: String?)? {
        guard !isOrganization, id % 4 == 1 else { return nil }
        return (":coffee:", "Brewing release \(id)", id % 8 == 1, id % 8 == 5 ? "2026-12-01T00:00:00Z" : nil)
    }

    /// A user's pronouns; a third have none.
    public var pronouns: String? {
        guard !isOrganization else { return nil }
        return id % 3 == 0 ? nil : id % 3 == 1 ? "she/her" : "they/them"
    }

    /// A user's badges, as GraphQL's `User` fields name them, each true or false.
    public var badges: [(field: String, held: Bool)] {
        [
            ("isEmployee", isStaff), ("isGitHubStar", id % 20 == 4), ("isCampusExpert", id % 30 == 8),
            ("isBountyHunter", id % 12 == 5), ("isDeveloperProgramMember", id % 6 == 1),
        ].map { (field: $0.0, held: !isOrganization && $0.1) }
    }

    /// Whether the account follows the caller (GraphQL's `isFollowingViewer`).
    public var followsViewer: Bool { !isOrganization && id % 3 == 0 }
    /// Whether the caller follows the account (GraphQL's `viewerIsFollowing`).
    public var viewerFollows: Bool { !isOrganization && id % 4 == 0 }

    /// A user's social accounts: GraphQL's provider, the URL and the name shown.
    public var socialAccounts: [(provider: String, url: String, displayName: String)] {
        guard !isOrganization else { return [] }
        if id % 2 == 0 {
            return [
                ("MASTODON", "https://mastodon.example/@\(login)", "@\(login)@mastodon.example"),
                ("LINKEDIN", "https://www.linkedin.com/in/\(login)", login),
            ]
        }
        return id % 5 == 0 ? [("GENERIC", "https://site\(id).example", "site\(id).example")] : []
    }

    /// The social accounts as REST sends them: `provider` in lower case and `url`.
    public var socialAccountsRESTJSON: String {
        TestJSON.array(socialAccounts.map { .object([("provider", .string($0.provider.lowercased())), ("url", .string($0.url))]) }).text
    }

    /// The ids of the organizations a user belongs to (`org<ID>`): even ids belong to two.
    public var organizationIDs: [Int] { !isOrganization && id % 2 == 0 ? [3, 8] : [] }

    /// Each day of the last year up to ``calendarEnd`` with its count of contributions; every
    /// tenth account (ids ending in 3) had an empty year.
    public var contributionDays: [(day: CalendarDay, count: Int)] {
        let end = Self.calendarEnd.daysSinceEpoch
        let first = CalendarDay(daysSinceEpoch: end).flatMap { day in
            CalendarDay("\(String(format: "%04d", day.year - 1))-\(String(format: "%02d", day.month))-\(String(format: "%02d", day.day))")
        }
        let start = first?.daysSinceEpoch ?? end - 365
        return (start...end).compactMap { number in
            guard let day = CalendarDay(daysSinceEpoch: number) else { return nil }
            guard !isOrganization, id % 10 != 3 else { return (day, 0) }
            // A run of busy days at the end, so that the current streak is not always zero.
            let fromEnd = end - number
            if fromEnd < id % 9 { return (day, 1 + (id + fromEnd) % 4) }
            // Scattered as a person's days are, quieter at weekends.
            let roll = ((number &* 1_103_515_245 &+ id &* 12_345) >> 8 & 0x7FFF) % 100
            let weekend = day.weekday == 0 || day.weekday == 6
            switch roll {
            case ..<(weekend ? 75 : 40): return (day, 0)
            case ..<70: return (day, 1 + roll % 2)
            case ..<85: return (day, 3 + roll % 2)
            case ..<93: return (day, 5)
            default: return (day, 6 + roll % 5)
            }
        }
    }

    /// GitHub's level for a day with `count` contributions (its quartiles of the year, played
    /// here with fixed bounds): `NONE` to `FOURTH_QUARTILE`.
    public static func contributionLevel(_ count: Int) -> String {
        switch count {
        case 0: return "NONE"
        case 1...2: return "FIRST_QUARTILE"
        case 3...4: return "SECOND_QUARTILE"
        case 5: return "THIRD_QUARTILE"
        default: return "FOURTH_QUARTILE"
        }
    }

    /// A user's pinned work: two repositories and a gist for ids not divisible by 3, the first
    /// repository in Swift with GitHub's colour for it, the second with no language.
    public var pinnedItems: [TestJSON] {
        guard !isOrganization, id % 3 != 0 else { return [] }
        func repository(_ name: String, _ description: String?, stars: Int, language: TestJSON) -> TestJSON {
            .object([
                ("__typename", .string("Repository")), ("name", .string(name)), ("nameWithOwner", .string("\(login)/\(name)")),
                ("description", .string(description)), ("stargazerCount", .int(stars)), ("forkCount", .int(stars / 10)),
                ("url", .string("https://github.com/\(login)/\(name)")), ("primaryLanguage", language),
            ])
        }
        return [
            repository(
                "tool\(id)", "A tool for \(id)", stars: id * 37 % 5000,
                language: .object([("__typename", .string("Language")), ("name", .string("Swift")), ("color", .string("#F05138"))])),
            repository("notes", nil, stars: id % 4, language: .null),
            .object([
                ("__typename", .string("Gist")), ("name", .string("a1b2c3d\(id)")), ("description", .string("Snippets of \(id)")),
                ("url", .string("https://gist.github.com/\(login)/a1b2c3d\(id)")), ("stargazerCount", .int(id % 7)),
            ]),
        ]
    }
}
