import GHDomain
import GHWire

/// The members `--json` adds to REST's profile from GraphQL (``GHDomain/ProfileExtras``), under
/// names REST never sends; each is left out when GitHub did not send it (or it was not asked
/// for), `null` where GitHub sent `null`. docs/OUTPUT.md lists the GraphQL field of each.
extension ProfilePrinter {
    /// The extras' names, in the order printed.
    static let extraNames = [
        "status", "pronouns", "badges", "follows_you", "you_follow", "social_accounts", "organizations", "pinned", "contributions",
    ]

    /// The extras' members of a profile's JSON.
    static let extraMembers: [JSONShape<Sent<UserProfile>>.Member] = [
        typed("status") { extras in extras.status.map { $0.map(statusJSON) ?? .null } },
        typed("pronouns") { extras in extras.pronouns.map { JSONValue.string($0) } },
        typed("badges") { extras in extras.badges.map { .array($0.map { .string($0.rawValue) }) } },
        typed("follows_you") { $0.followsYou.map(JSONValue.bool) },
        typed("you_follow") { $0.youFollow.map(JSONValue.bool) },
        typed("social_accounts") { extras in
            extras.socialAccounts.map { accounts in
                .array(accounts.map { .object([("provider", .string($0.provider)), ("url", .string($0.url))]) })
            }
        },
        typed("organizations") { extras in
            extras.organizations.map { organizations in
                .array(
                    organizations.map {
                        .object([
                            ("login", .string($0.login)), ("name", $0.namesItself ? .string($0.name) : .absent),
                            ("avatar_url", .string($0.avatarURL)),
                        ])
                    })
            }
        },
        typed("pinned") { extras in extras.pinned.map { .array($0.map(pinnedJSON)) } },
        typed("contributions") { extras in extras.contributions.map(contributionsJSON) },
    ]

    private static func typed(_ name: String, _ value: @escaping @Sendable (ProfileExtras) -> JSONValue?)
        -> JSONShape<Sent<UserProfile>>.Member
    {
        .added(name) { value($0.extras) ?? .absent }
    }

    private static func statusJSON(_ status: ProfileStatus) -> JSONValue {
        .object([
            ("emoji", .string(status.emoji)), ("message", .string(status.message)),
            ("limited_availability", .bool(status.limitedAvailability)), ("expires_at", .string(status.expiresAt)),
        ])
    }

    private static func pinnedJSON(_ item: PinnedItem) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string(item.kind.rawValue))]
        members.append((item.kind == .repository ? "name_with_owner" : "name", .string(item.name)))
        members += [("description", .string(item.description)), ("stars", item.stars.map(JSONValue.int) ?? .absent)]
        if item.kind == .repository {
            members += [("forks", item.forks.map(JSONValue.int) ?? .absent), ("language", .string(item.language?.name))]
        }
        members.append(("url", item.url.map(JSONValue.string) ?? .absent))
        return .object(members)
    }

    private static func contributionsJSON(_ calendar: ContributionCalendar) -> JSONValue {
        .object([
            ("total", .int(calendar.total)), ("from", calendar.from.map(JSONValue.string) ?? .absent),
            ("to", calendar.to.map(JSONValue.string) ?? .absent),
            (
                "days",
                .array(
                    calendar.days.map {
                        .object([("date", .string($0.date.description)), ("count", .int($0.count)), ("level", .int($0.level))])
                    })
            ),
        ])
    }
}
