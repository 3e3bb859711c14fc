import Foundation
import GHDomain

/// The GraphQL query for the extras of at most ``maximumLogins`` logins (``ProfileExtras``):
/// `u<i>: repositoryOwner(login: $l<i>) { __typename login ...extras }`, so that an organization
/// answers with its type and no error, and the fields of the parts asked in one fragment on
/// `User`. Logins go in variables, never into the query text.
///
/// The fields are GitHub's public GraphQL schema (`schema.graphql` in octokit/graphql-schema):
/// `User.status`, `pronouns`, the `is…` badges, `isFollowingViewer`, `viewerIsFollowing`,
/// `socialAccounts` (GitHub Enterprise Server 3.9 and later), `organizations`, `pinnedItems` and
/// `contributionsCollection.contributionCalendar`.
struct GraphQLExtrasQuery: Sendable {
    /// The most logins a query asks for the scalar parts: GitHub's limit on `first` is 100, and
    /// as many scalars cost about a point.
    static let maximumLogins = 100
    /// The most logins a query asks for the heavier parts (calendars, pinned work, lists), each
    /// hundreds of nodes, so that a query stays well inside GitHub's ten seconds.
    static let maximumHeavyLogins = 20

    /// The logins, in order; login `i` answers under alias `u<i>`.
    let logins: [Login]
    /// The parts asked for.
    let parts: Set<ProfileExtras.Part>

    /// The selection that asks for `part`.
    static func selection(_ part: ProfileExtras.Part) -> String {
        switch part {
        case .status: return "status { emoji emojiHTML message indicatesLimitedAvailability expiresAt }"
        case .pronouns: return "pronouns"
        case .badges: return "isEmployee isGitHubStar isCampusExpert isBountyHunter isDeveloperProgramMember"
        case .follows: return "isFollowingViewer viewerIsFollowing"
        case .socialAccounts: return "socialAccounts(first: 10) { nodes { provider url displayName } }"
        case .organizations: return "organizations(first: 10) { nodes { login name avatarUrl } }"
        case .pinned:
            return "pinnedItems(first: 6, types: [REPOSITORY, GIST]) { nodes { __typename"
                + " ... on Repository { nameWithOwner description stargazerCount forkCount url primaryLanguage { name color } }"
                + " ... on Gist { name description stargazerCount url } } }"
        case .contributions:
            return "contributionsCollection { startedAt endedAt contributionCalendar { totalContributions"
                + " weeks { contributionDays { date contributionCount contributionLevel } } } }"
        }
    }

    /// The part whose selection names `field`, which a server said it does not have.
    static func part(naming field: String) -> ProfileExtras.Part? {
        ProfileExtras.Part.allCases.first { part in
            selection(part).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0 == field }
        }
    }

    /// The most logins one query may ask for `parts`.
    static func batchSize(for parts: Set<ProfileExtras.Part>) -> Int {
        parts.isSubset(of: ProfileExtras.Part.scalars) ? maximumLogins : maximumHeavyLogins
    }

    /// The alias login `index` answers under.
    func alias(_ index: Int) -> String { "u\(index)" }

    /// The query text.
    var text: String {
        let variables = logins.indices.map { "$l\($0): String!" }.joined(separator: ", ")
        var text = "query(\(variables)) {\n"
        for index in logins.indices {
            text += "  \(alias(index)): repositoryOwner(login: $l\(index)) { __typename login ...extras }\n"
        }
        let fields = ProfileExtras.Part.allCases.filter(parts.contains).map { "  \(Self.selection($0))\n" }.joined()
        return text + "}\nfragment extras on User {\n" + fields + "}\n"
    }

    /// The request body: `{"query": …, "variables": {"l0": "<login>", …}}`.
    var body: Data {
        var variables: [String: String] = [:]
        for (index, login) in logins.enumerated() {
            variables["l\(index)"] = login.rawValue
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(["query": AnyEncodable.string(text), "variables": .object(variables)])) ?? Data()
    }

    /// The two kinds of value the body holds.
    private enum AnyEncodable: Encodable {
        case string(String)
        case object([String: String])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .object(let members): try container.encode(members)
            }
        }
    }
}
