import Foundation

/// One member of a REST profile (`GET /users/{login}`) and how GitHub's GraphQL API gives it:
/// which field of a `User` and of an `Organization` is asked for, and how its value is written
/// back in REST's form. ``all`` is the one table `--full` works from, for the query it sends
/// and for the rows it prints; docs/COMMANDS.md ("Profiles from GraphQL") shows the same table.
///
/// The field names and types are GitHub's public GraphQL schema (`schema.graphql` in
/// octokit/graphql-schema, which GitHub publishes); where the two APIs' values differ in kind,
/// the REST side is from GitHub's recorded REST answers in `GHTestSupport/Fixtures`.
struct GraphQLProfileField: Sendable {
    /// How a GraphQL value becomes the value REST sends.
    enum Conversion: Sendable {
        /// The same value in the same form.
        case same
        /// `String!`: an empty string where REST sends `null` (a user's hidden email).
        case emptyStringAsNull
        /// A `URI` or `null` where REST sends a string, empty when there is none (`blog`).
        case nullAsEmptyString
        /// `Boolean!`: `false` where REST sends `null` (not open to offers).
        case falseAsNull
        /// A connection whose `totalCount` is REST's number.
        case totalCount(arguments: String)
    }

    /// The member's name in REST.
    let rest: String
    /// The `User` field that gives it; `nil` when a user has none.
    let user: String?
    /// The `Organization` field that gives it; `nil` when an organization has none (the member
    /// is then left out of an organization's row, never made up).
    let organization: String?
    /// How the value is written back.
    let conversion: Conversion

    /// Every member a full row adds, in REST's order, with `login` and `id`, which check that the
    /// account GraphQL found by the login is the one listed.
    static let all: [GraphQLProfileField] = [
        .init(rest: "login", user: "login", organization: "login", conversion: .same),
        .init(rest: "id", user: "databaseId", organization: "databaseId", conversion: .same),
        .init(rest: "name", user: "name", organization: "name", conversion: .same),
        .init(rest: "company", user: "company", organization: nil, conversion: .same),
        .init(rest: "blog", user: "websiteUrl", organization: "websiteUrl", conversion: .nullAsEmptyString),
        .init(rest: "location", user: "location", organization: "location", conversion: .same),
        .init(rest: "email", user: "email", organization: "email", conversion: .emptyStringAsNull),
        .init(rest: "hireable", user: "isHireable", organization: nil, conversion: .falseAsNull),
        .init(rest: "bio", user: "bio", organization: "description", conversion: .same),
        .init(rest: "twitter_username", user: "twitterUsername", organization: "twitterUsername", conversion: .same),
        .init(
            rest: "public_repos", user: "repositories", organization: "repositories",
            conversion: .totalCount(arguments: "privacy: PUBLIC, ownerAffiliations: OWNER, first: 1")),
        .init(rest: "public_gists", user: "gists", organization: nil, conversion: .totalCount(arguments: "privacy: PUBLIC, first: 1")),
        .init(rest: "followers", user: "followers", organization: nil, conversion: .totalCount(arguments: "first: 1")),
        .init(rest: "following", user: "following", organization: nil, conversion: .totalCount(arguments: "first: 1")),
        .init(rest: "created_at", user: "createdAt", organization: "createdAt", conversion: .same),
        .init(rest: "updated_at", user: "updatedAt", organization: "updatedAt", conversion: .same),
    ]

    /// The `User` fields a full row also asks for, which REST has no member for: whether the
    /// user follows the caller and the caller the user (``GHDomain/ProfileExtras``'s `follows`
    /// part), old enough for every GitHub Enterprise Server to have them.
    static let followFields = ["isFollowingViewer", "viewerIsFollowing"]

    /// The members a full row takes from the profile: every one but `login` and `id`, which the
    /// row keeps as listed.
    static let profileMembers = all.filter { $0.rest != "login" && $0.rest != "id" }

    /// The field an account of `kind` is asked for.
    func field(for kind: OwnerKind) -> String? {
        kind == .user ? user : organization
    }

    /// The selection that asks for `field`: the name, with the arguments and `{ totalCount }`
    /// of a connection.
    static func selection(_ field: String, _ conversion: Conversion) -> String {
        guard case .totalCount(let arguments) = conversion else { return field }
        return "\(field)(\(arguments)) { totalCount }"
    }

    /// The two kinds of account GraphQL looks up by login.
    enum OwnerKind: String, Sendable {
        /// A person (`User`).
        case user = "User"
        /// An organization (`Organization`).
        case organization = "Organization"
    }
}
