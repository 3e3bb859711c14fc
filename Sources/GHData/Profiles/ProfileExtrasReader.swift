import Foundation
import GHDomain

/// Reads one `User` object of a GraphQL answer into ``ProfileExtras``: each part asked for that
/// GitHub sent, in its types; a member of another type is left out rather than guessed at, and
/// every list is held to what was asked (10 accounts, 10 organizations, 6 pinned items, a
/// year and a week of days).
enum ProfileExtrasReader {
    /// The most days a calendar keeps: a year, and the days of its first and last weeks.
    static let maximumDays = 380

    /// The extras `parts` ask for, from `user`'s members.
    static func extras(from user: [String: Any], parts: Set<ProfileExtras.Part>) -> ProfileExtras {
        var extras = ProfileExtras()
        if parts.contains(.status), user.keys.contains("status") {
            extras.status = .some((user["status"] as? [String: Any]).map(status))
        }
        if parts.contains(.pronouns), let value = user["pronouns"] {
            extras.pronouns = .some(value as? String)
        }
        if parts.contains(.badges) {
            let flags: [(String, ProfileBadge)] = [
                ("isEmployee", .staff), ("isGitHubStar", .gitHubStar), ("isCampusExpert", .campusExpert),
                ("isBountyHunter", .bountyHunter), ("isDeveloperProgramMember", .developerProgramMember),
            ]
            if flags.contains(where: { user[$0.0] is Bool }) {
                extras.badges = flags.filter { user[$0.0] as? Bool == true }.map(\.1)
            }
        }
        if parts.contains(.follows) {
            extras.followsYou = user["isFollowingViewer"] as? Bool
            extras.youFollow = user["viewerIsFollowing"] as? Bool
        }
        if parts.contains(.socialAccounts), let nodes = nodes(user["socialAccounts"], limit: 10) {
            extras.socialAccounts = nodes.compactMap { node in
                guard let provider = node["provider"] as? String, let url = node["url"] as? String else { return nil }
                return SocialAccount(provider: provider.lowercased(), url: url, displayName: node["displayName"] as? String)
            }
        }
        if parts.contains(.organizations), let nodes = nodes(user["organizations"], limit: 10) {
            extras.organizations = nodes.compactMap { node in
                (node["login"] as? String).map {
                    MemberOrganization(login: $0, name: node["name"] as? String, avatarURL: node["avatarUrl"] as? String)
                }
            }
        }
        if parts.contains(.pinned), let nodes = nodes(user["pinnedItems"], limit: 6) {
            extras.pinned = nodes.compactMap(pinnedItem)
        }
        if parts.contains(.contributions), let collection = user["contributionsCollection"] as? [String: Any] {
            extras.contributions = calendar(collection)
        }
        return extras
    }

    private static func status(_ object: [String: Any]) -> ProfileStatus {
        ProfileStatus(
            emoji: object["emoji"] as? String, renderedEmoji: (object["emojiHTML"] as? String).flatMap(emoji(inHTML:)),
            message: object["message"] as? String, limitedAvailability: object["indicatesLimitedAvailability"] as? Bool,
            expiresAt: object["expiresAt"] as? String)
    }

    /// The emoji GitHub rendered in `html`: the text of its `<g-emoji>` element, when it is a few
    /// characters; `nil` when there is none (a custom emoji is an image).
    static func emoji(inHTML html: String) -> String? {
        guard let open = html.range(of: "<g-emoji"), let start = html[open.upperBound...].firstIndex(of: ">"),
            let end = html[start...].range(of: "</g-emoji>")
        else { return nil }
        let text = html[html.index(after: start)..<end.lowerBound]
        guard !text.isEmpty, text.count <= 2, !text.contains("<"), !text.contains("&") else { return nil }
        return String(text)
    }

    /// A connection's nodes that are objects, at most `limit`; `nil` when it is not a connection.
    private static func nodes(_ value: Any?, limit: Int) -> [[String: Any]]? {
        guard let connection = value as? [String: Any], let nodes = connection["nodes"] as? [Any] else { return nil }
        return nodes.prefix(limit).compactMap { $0 as? [String: Any] }
    }

    private static func pinnedItem(_ node: [String: Any]) -> PinnedItem? {
        let stars = node["stargazerCount"] as? Int
        let url = node["url"] as? String
        switch node["__typename"] as? String {
        case "Repository":
            guard let name = node["nameWithOwner"] as? String else { return nil }
            let language = (node["primaryLanguage"] as? [String: Any]).flatMap { language in
                (language["name"] as? String).map { PinnedItem.Language(name: $0, color: language["color"] as? String) }
            }
            return PinnedItem(
                kind: .repository, name: name, description: node["description"] as? String, stars: stars, forks: node["forkCount"] as? Int,
                language: language, url: url)
        case "Gist":
            guard let name = node["name"] as? String else { return nil }
            return PinnedItem(kind: .gist, name: name, description: node["description"] as? String, stars: stars, url: url)
        default:
            return nil
        }
    }

    private static func calendar(_ collection: [String: Any]) -> ContributionCalendar? {
        guard let calendar = collection["contributionCalendar"] as? [String: Any], let total = calendar["totalContributions"] as? Int,
            let weeks = calendar["weeks"] as? [Any]
        else { return nil }
        var days: [ContributionCalendar.Day] = []
        for case let week as [String: Any] in weeks.prefix(60) {
            for case let day as [String: Any] in (week["contributionDays"] as? [Any] ?? []).prefix(7) {
                guard days.count < maximumDays, let text = day["date"] as? String, let date = CalendarDay(text),
                    let count = day["contributionCount"] as? Int
                else { continue }
                days.append(
                    ContributionCalendar.Day(date: date, count: count, level: level(day["contributionLevel"] as? String, count: count)))
            }
        }
        return ContributionCalendar(
            total: total, from: collection["startedAt"] as? String, to: collection["endedAt"] as? String, days: days)
    }

    /// GitHub's `ContributionLevel` as 0 to 4; one it does not name yet is 1 for a day with any.
    static func level(_ name: String?, count: Int) -> Int {
        switch name {
        case "NONE": return 0
        case "FIRST_QUARTILE": return 1
        case "SECOND_QUARTILE": return 2
        case "THIRD_QUARTILE": return 3
        case "FOURTH_QUARTILE": return 4
        default: return count > 0 ? 1 : 0
        }
    }
}
