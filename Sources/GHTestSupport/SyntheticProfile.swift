import Foundation

/// The profile the stand-in serves for a synthetic account, `user<ID>` or `org<ID>`: one set of
/// facts, answered in REST's shape (`GET /users/{login}`) and as GraphQL's `User` or
/// `Organization` fields, each with the differences in kind GitHub's two APIs have (a hidden
/// email is `null` in REST and `""` in GraphQL; no website is `""` and `null`; not hireable is
/// `null` and `false`), so that tests can compare the two member by member.
public struct SyntheticProfile: Sendable, Equatable {
    /// The account's id, the number in its login.
    public let id: Int
    /// Whether it is an organization (`org<ID>`) rather than a user (`user<ID>`).
    public let isOrganization: Bool

    /// The profile of `login`, when it is `user<N>` or `org<N>` for a whole number N from 1.
    public init?(login: String) {
        for (prefix, organization) in [("user", false), ("org", true)] where login.hasPrefix(prefix) {
            let digits = login.dropFirst(prefix.count)
            guard let id = Int(digits), id > 0, String(id) == digits else { return nil }
            self.id = id
            isOrganization = organization
            return
        }
        return nil
    }

    /// The login.
    public var login: String { (isOrganization ? "org" : "user") + String(id) }

    /// The display name; a third have none, and some need escaping.
    public var name: String? { id % 3 == 0 ? nil : id % 11 == 0 ? "Zoë \"Z\" \(id)" : "Person \(id)" }
    /// A user's company; organizations have none.
    public var company: String? { !isOrganization && id % 4 == 0 ? "@org\(id % 7)" : nil }
    /// The website as REST gives it: empty when there is none.
    public var blog: String { id % 5 == 0 ? "https://site\(id).example" : "" }
    /// The location; odd ids have none.
    public var location: String? { id % 2 == 0 ? "City \(id % 10)" : nil }
    /// The public email; `nil` when it is hidden.
    public var email: String? { id % 3 == 1 ? "\(login)@example.com" : nil }
    /// Whether a user is open to offers.
    public var hireable: Bool { !isOrganization && id % 6 == 0 }
    /// A user's bio, or an organization's description (REST gives the latter as `bio`).
    public var bio: String? {
        isOrganization ? (id % 2 == 1 ? "Organization \(id)" : nil) : (id % 7 == 0 ? "Bio of \(id)\nwith a second line" : nil)
    }
    /// The Twitter/X handle.
    public var twitterUsername: String? { id % 8 == 0 ? login : nil }
    /// Public repositories owned.
    public var publicRepos: Int { id % 50 }
    /// Public gists (organizations have none).
    public var publicGists: Int { isOrganization ? 0 : id % 9 }
    /// Followers (REST says 0 for an organization).
    public var followers: Int { isOrganization ? 0 : id * 3 % 1000 }
    /// Accounts followed.
    public var following: Int { isOrganization ? 0 : id % 17 }
    /// When the account was created.
    public var createdAt: String { String(format: "2011-01-%02dT12:00:00Z", id % 28 + 1) }
    /// When the profile last changed.
    public var updatedAt: String { String(format: "2026-11-%02dT08:30:00Z", id % 28 + 1) }

    /// The type REST names.
    public var type: String { isOrganization ? "Organization" : "User" }

    /// The profile as `GET /users/{login}` sends it, every member GitHub sends, in its order.
    public var restJSON: String {
        let api = "https://api.github.com/users/\(login)"
        let members: [(String, TestJSON)] = [
            ("login", .string(login)), ("id", .int(id)), ("node_id", .string("MDQ6VXNlcj\(id)=")),
            ("avatar_url", .string("https://avatars.githubusercontent.com/u/\(id)?v=4")), ("gravatar_id", .string("")),
            ("url", .string(api)), ("html_url", .string("https://github.com/\(login)")), ("followers_url", .string("\(api)/followers")),
            ("following_url", .string("\(api)/following{/other_user}")), ("repos_url", .string("\(api)/repos")),
            ("type", .string(type)), ("site_admin", .bool(isStaff)), ("name", .string(name)), ("company", .string(company)),
            ("blog", .string(blog)), ("location", .string(location)), ("email", .string(email)),
            ("hireable", hireable ? .bool(true) : .null), ("bio", .string(bio)), ("twitter_username", .string(twitterUsername)),
            ("public_repos", .int(publicRepos)), ("public_gists", .int(publicGists)), ("followers", .int(followers)),
            ("following", .int(following)), ("created_at", .string(createdAt)), ("updated_at", .string(updatedAt)),
        ]
        return TestJSON.object(members).text
    }

    /// What GraphQL answers for scalar field `field` of this account's type, or `nil` when the
    /// type has no such scalar field.
    func graphQLScalar(_ field: String) -> TestJSON? {
        let shared: [String: TestJSON] = [
            "__typename": .string(type), "login": .string(login), "databaseId": .int(id), "name": .string(name),
            "avatarUrl": .string("https://avatars.githubusercontent.com/u/\(id)?v=4"),
            "websiteUrl": .string(blog.isEmpty ? nil : blog), "location": .string(location),
            "twitterUsername": .string(twitterUsername), "createdAt": .string(createdAt), "updatedAt": .string(updatedAt),
        ]
        if let value = shared[field] { return value }
        switch (isOrganization, field) {
        // `User.email` is `String!`: empty when hidden; an organization's is nullable.
        case (false, "email"): return .string(email ?? "")
        case (true, "email"): return .string(email)
        case (false, "company"): return .string(company)
        case (false, "isHireable"): return .bool(hireable)
        case (false, "bio"): return .string(bio)
        case (true, "description"): return .string(bio)
        default: return nil
        }
    }

    /// The `totalCount` of connection `field` of this account's type (counted as REST counts
    /// it), or `nil` when the type has no such connection.
    func graphQLCount(_ field: String) -> Int? {
        switch (isOrganization, field) {
        case (_, "repositories"): return publicRepos
        case (false, "gists"): return publicGists
        case (false, "followers"): return followers
        case (false, "following"): return following
        default: return nil
        }
    }
}
