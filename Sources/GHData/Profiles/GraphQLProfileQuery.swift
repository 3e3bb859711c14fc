import Foundation
import GHDomain

/// The GraphQL query for the profiles of at most ``maximumUsers`` listed users: one aliased
/// field per user, `u<i>: user(login: $l<i>)` for a user and `o<i>: repositoryOwner(login: $l<i>)`
/// with an inline fragment per kind for an organization (whose type may have changed since it
/// was listed), the fields ``GraphQLProfileField/all`` names in two named fragments, and
/// `rateLimit`. Logins go in variables, so no login is ever spliced into the query text.
struct GraphQLProfileQuery: Sendable {
    /// The most users one query asks for: GitHub's limit on a connection's `first` is 100, and
    /// 100 profiles with four counts each cost about 4 points of 5,000 an hour ("Rate limits
    /// and query limits for the GraphQL API").
    static let maximumUsers = 100

    /// The users asked for, in order; user `i` answers under alias `u<i>` or `o<i>`.
    let users: [UserSummary]

    /// A query for `users`, at most ``maximumUsers`` of them.
    init(_ users: [UserSummary]) {
        precondition(users.count <= Self.maximumUsers, "a query asks for at most \(Self.maximumUsers) users")
        self.users = users
    }

    /// Whether user `index` is asked for as an organization.
    func asksAsOrganization(_ index: Int) -> Bool {
        users[index].type == GraphQLProfileField.OwnerKind.organization.rawValue
    }

    /// The alias user `index` answers under.
    func alias(_ index: Int) -> String {
        (asksAsOrganization(index) ? "o" : "u") + String(index)
    }

    /// The query text.
    var text: String {
        let variables = users.indices.map { "$l\($0): String!" }.joined(separator: ", ")
        var text = "query(\(variables)) {\n  rateLimit { cost remaining resetAt }\n"
        for index in users.indices {
            if asksAsOrganization(index) {
                text +=
                    "  \(alias(index)): repositoryOwner(login: $l\(index)) { ... on User { ...userFields } ... on Organization { ...organizationFields } }\n"
            } else {
                text += "  \(alias(index)): user(login: $l\(index)) { ...userFields }\n"
            }
        }
        text += "}\n" + Self.fragment(.user)
        if users.indices.contains(where: asksAsOrganization) {
            text += Self.fragment(.organization)
        }
        return text
    }

    /// The request body: `{"query": …, "variables": {"l0": "<login>", …}}`.
    var body: Data {
        var variables: [String: String] = [:]
        for (index, user) in users.enumerated() {
            variables["l\(index)"] = user.login
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Two strings and a dictionary of strings always encode.
        return (try? encoder.encode(Request(query: text, variables: variables))) ?? Data()
    }

    /// A named fragment with every field an account of `kind` gives, and its `__typename`.
    static func fragment(_ kind: GraphQLProfileField.OwnerKind) -> String {
        let fields = GraphQLProfileField.all.compactMap { field in
            field.field(for: kind).map { GraphQLProfileField.selection($0, field.conversion) }
        }
        let name = kind == .user ? "userFields" : "organizationFields"
        let follows = kind == .user ? GraphQLProfileField.followFields.map { "  \($0)\n" }.joined() : ""
        return "fragment \(name) on \(kind.rawValue) {\n  __typename\n" + fields.map { "  \($0)\n" }.joined() + follows + "}\n"
    }

    private struct Request: Encodable {
        let query: String
        let variables: [String: String]
    }
}
