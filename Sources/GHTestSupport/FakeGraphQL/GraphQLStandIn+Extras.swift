import Foundation

/// The stand-in's answers to the `User` fields beyond REST's profile: each is built whole from
/// ``SyntheticProfile`` as a tree of objects (each naming its `__typename`) and then cut to the
/// selections asked, fragments on its types resolved, connections cut to `first`.
extension GraphQLStandIn {
    typealias Member = (String, TestJSON)

    /// Field `name` of `account` before any selection; `nil` when its type has no such field.
    static func extra(_ name: String, of account: SyntheticProfile) -> TestJSON? {
        guard !account.isOrganization else { return name == "pinnedItems" ? connection("PinnableItemConnection", []) : nil }
        if let badge = account.badges.first(where: { $0.field == name }) { return .bool(badge.held) }
        switch name {
        case "pronouns": return .string(account.pronouns)
        case "isFollowingViewer": return .bool(account.followsViewer)
        case "viewerIsFollowing": return .bool(account.viewerFollows)
        case "status":
            return account.status.map { status in
                .object([
                    ("__typename", .string("UserStatus")), ("emoji", .string(status.emoji)),
                    (
                        "emojiHTML",
                        .string("<div><g-emoji class=\"g-emoji\" alias=\"coffee\">\u{2615}</g-emoji></div>")
                    ),
                    ("message", .string(status.message)), ("indicatesLimitedAvailability", .bool(status.limitedAvailability)),
                    ("expiresAt", .string(status.expiresAt)),
                ])
            } ?? .null
        case "socialAccounts":
            return connection(
                "SocialAccountConnection",
                account.socialAccounts.map {
                    .object([
                        ("__typename", .string("SocialAccount")), ("provider", .string($0.provider)), ("url", .string($0.url)),
                        ("displayName", .string($0.displayName)),
                    ])
                })
        case "organizations":
            return connection(
                "OrganizationConnection",
                account.organizationIDs.map { id in
                    let organization = SyntheticProfile(login: "org\(id)")
                    return .object([
                        ("__typename", .string("Organization")), ("login", .string("org\(id)")), ("name", .string(organization?.name)),
                        ("avatarUrl", .string("https://avatars.githubusercontent.com/u/\(id)?v=4")),
                    ])
                })
        case "pinnedItems": return connection("PinnableItemConnection", account.pinnedItems)
        case "contributionsCollection": return contributions(account)
        default: return nil
        }
    }

    private static func connection(_ type: String, _ nodes: [TestJSON]) -> TestJSON {
        .object([("__typename", .string(type)), ("totalCount", .int(nodes.count)), ("nodes", .array(nodes))])
    }

    private static func contributions(_ account: SyntheticProfile) -> TestJSON {
        let days = account.contributionDays
        var weeks: [TestJSON] = []
        var week: [TestJSON] = []
        for (day, count) in days {
            if day.weekday == 0, !week.isEmpty {
                weeks.append(.object([("__typename", .string("ContributionCalendarWeek")), ("contributionDays", .array(week))]))
                week = []
            }
            week.append(
                .object([
                    ("__typename", .string("ContributionCalendarDay")), ("date", .string(day.description)),
                    ("contributionCount", .int(count)), ("contributionLevel", .string(SyntheticProfile.contributionLevel(count))),
                    ("weekday", .int(day.weekday)),
                ]))
        }
        if !week.isEmpty {
            weeks.append(.object([("__typename", .string("ContributionCalendarWeek")), ("contributionDays", .array(week))]))
        }
        let calendar = TestJSON.object([
            ("__typename", .string("ContributionCalendar")), ("totalContributions", .int(days.reduce(0) { $0 + $1.count })),
            ("weeks", .array(weeks)),
        ])
        return .object([
            ("__typename", .string("ContributionsCollection")), ("contributionCalendar", calendar),
            ("startedAt", .string("\(days.first?.day.description ?? "")T00:00:00Z")),
            ("endedAt", .string("\(days.last?.day.description ?? "")T23:59:59Z")),
        ])
    }

    /// `value` (of field `name`) cut to `selections`, with `arguments` applied to a connection.
    func project(
        _ value: TestJSON, field name: String, arguments: [(String, GraphQLDocument.Value)], _ selections: [GraphQLDocument.Selection]?,
        _ document: GraphQLDocument
    ) throws -> TestJSON {
        var value = value
        if case .object(let members) = value, members.contains(where: { $0.0 == "nodes" }) {
            value = try Self.sliced(members, field: name, arguments)
        } else if !arguments.isEmpty {
            throw Refusal(message: "Field '\(name)' takes no arguments in the stand-in")
        }
        return try select(value, selections, field: name, document)
    }

    private func select(_ value: TestJSON, _ selections: [GraphQLDocument.Selection]?, field: String, _ document: GraphQLDocument) throws
        -> TestJSON
    {
        switch value {
        case .null: return .null
        case .array(let elements): return .array(try elements.map { try select($0, selections, field: field, document) })
        case .object(let members):
            guard let selections else { throw Refusal(message: "Field must have selections (field '\(field)' returns an object)") }
            let type = members.first { $0.0 == "__typename" }.flatMap { if case .string(let name) = $0.1 { name } else { nil } } ?? ""
            var chosen: [Member] = []
            try collect(selections, from: members, type: type, document, into: &chosen)
            return .object(chosen)
        default:
            guard selections == nil else { throw Refusal(message: "Selections can't be made on scalars (field '\(field)')") }
            return value
        }
    }

    private func collect(
        _ selections: [GraphQLDocument.Selection], from members: [Member], type: String, _ document: GraphQLDocument,
        into chosen: inout [Member]
    ) throws {
        for selection in selections {
            switch selection {
            case .field(let alias, let name, let arguments, let inner):
                guard let member = members.first(where: { $0.0 == name }) else { throw Self.undefinedField(name, on: type) }
                let key = alias ?? name
                if !chosen.contains(where: { $0.0 == key }) {
                    chosen.append((key, try project(member.1, field: name, arguments: arguments, inner, document)))
                }
            case .inlineFragment(let condition, let inner):
                if condition == type { try collect(inner, from: members, type: type, document, into: &chosen) }
            case .spread(let name):
                guard let fragment = document.fragments[name] else { throw Refusal(message: "Fragment \(name) was used, but not defined") }
                if fragment.type == type { try collect(fragment.selections, from: members, type: type, document, into: &chosen) }
            }
        }
    }

    /// A connection's nodes cut to `first` (1 to 100, as GitHub requires), and pinned items to
    /// the `types` asked.
    private static func sliced(_ members: [Member], field: String, _ arguments: [(String, GraphQLDocument.Value)]) throws -> TestJSON {
        var first: Int?
        var types: Set<String>?
        for (argument, value) in arguments {
            switch (argument, value) {
            case ("first", .int(let number)) where (1...100).contains(number): first = number
            case ("types", .list(let names)) where field == "pinnedItems":
                types = Set(names.compactMap { if case .name(let name) = $0 { name } else { nil } })
            default: throw Refusal(message: "Argument '\(argument)' on Field '\(field)' is not accepted by the stand-in")
            }
        }
        guard let first else {
            throw Refusal(
                message: "You must provide a `first` or `last` value from 1 to 100 to properly paginate the `\(field)` connection.")
        }
        return .object(
            members.map { name, value in
                guard name == "nodes", case .array(var nodes) = value else { return (name, value) }
                if let types {
                    nodes = nodes.filter { node in
                        guard case .object(let fields) = node, case .string(let type)? = fields.first(where: { $0.0 == "__typename" })?.1
                        else { return false }
                        return types.contains(type.uppercased())
                    }
                }
                return (name, .array(Array(nodes.prefix(first))))
            })
    }

    /// GitHub's error for a field the schema does not have, with its `extensions`.
    static func undefinedField(_ name: String, on type: String) -> Refusal {
        Refusal(
            message: "Field '\(name)' doesn't exist on type '\(type)'",
            extensions: [("code", .string("undefinedField")), ("typeName", .string(type)), ("fieldName", .string(name))])
    }
}
