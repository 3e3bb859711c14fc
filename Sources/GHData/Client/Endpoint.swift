import Foundation
import GHDomain

/// The GitHub REST API operations gh-users calls.
enum Endpoint: Equatable, Sendable {
    /// `GET /users?since=…&per_page=…`: all users, in id order.
    case listUsers(since: Int, perPage: Int)
    /// `GET /users/{login}`: one profile.
    case user(login: Login)
    /// `GET /users/{login}/followers?per_page=…`: who follows a user.
    case followers(login: Login, perPage: Int)
    /// `GET /users/{login}/following?per_page=…`: whom a user follows.
    case following(login: Login, perPage: Int)
    /// `GET /users/{login}/orgs?per_page=…`: the organizations a user publicly belongs to.
    case organizations(login: Login, perPage: Int)
    /// `GET /users/{login}/social_accounts?per_page=…`: the social accounts a user lists.
    case socialAccounts(login: Login, perPage: Int)
    /// `GET /users/{login}/repos?sort=…&per_page=…`: a user's public repositories.
    case userRepositories(login: Login, sort: RepositoryListSort?, perPage: Int)
    /// `GET /users/{login}/starred`: the repositories the user starred, most recently starred first.
    case starred(login: Login, perPage: Int)
    /// `GET /search/users?q=…&sort=…&order=…&per_page=…`.
    case searchUsers(UserSearch, perPage: Int)
    /// `GET /search/users?q=…&sort=…&order=…&per_page=…&page=…`: one numbered page.
    case searchUsersPage(UserSearch, perPage: Int, page: Int)
    /// `GET /search/repositories?q=…&sort=…&order=…&per_page=…`.
    case searchRepositories(RepositorySearch, perPage: Int)
    /// `GET /rate_limit`: the caller's rate limits, not counted against them.
    case rateLimit
    /// `GET /user`: the user the token belongs to.
    case viewer
    /// `/user/following/{login}`: `GET` says whether the viewer follows `login` (204 or 404),
    /// `PUT` follows them and `DELETE` stops following them.
    case viewerFollowing(login: Login)
    /// `GET /orgs/{org}/members?role=…&per_page=…`: an organization's members, as the caller may see them.
    case members(organization: Login, role: MemberRole?, perPage: Int)
    /// `GET /user/memberships/orgs/{org}`: the caller's own membership in an organization.
    case membership(organization: Login)
    /// `GET /meta`: what the server says of itself (GitHub Enterprise Server: its version).
    case meta

    /// The absolute URL of this operation under `baseURL`.
    func url(relativeTo baseURL: URL) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            preconditionFailure("APIConfiguration keeps only parseable base URLs")
        }
        let root =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        let (path, query) = pathAndQuery
        components.percentEncodedPath = root + path
        // Every value is encoded here, `+` and `&` included, rather than by URLComponents,
        // which leaves `+` alone: GitHub would read `language:c++` as `language:c  `.
        components.percentEncodedQuery =
            query.isEmpty
            ? nil : query.map { "\($0.name)=\(Self.encode($0.value))" }.joined(separator: "&")
        guard let url = components.url else {
            preconditionFailure("an endpoint built from valid parts is a valid URL")
        }
        return url
    }

    /// The path under the API root (percent-encoded) and the query's names and raw values.
    private var pathAndQuery: (String, [(name: String, value: String)]) {
        switch self {
        case .listUsers(let since, let perPage):
            return ("/users", [("since", String(since)), ("per_page", String(perPage))])
        case .user(let login):
            return ("/users/" + Self.encode(login.rawValue), [])
        case .followers(let login, let perPage):
            return ("/users/" + Self.encode(login.rawValue) + "/followers", [("per_page", String(perPage))])
        case .following(let login, let perPage):
            return ("/users/" + Self.encode(login.rawValue) + "/following", [("per_page", String(perPage))])
        case .organizations(let login, let perPage):
            return ("/users/" + Self.encode(login.rawValue) + "/orgs", [("per_page", String(perPage))])
        case .socialAccounts(let login, let perPage):
            return ("/users/" + Self.encode(login.rawValue) + "/social_accounts", [("per_page", String(perPage))])
        case .starred(let login, let perPage):
            return ("/users/" + Self.encode(login.rawValue) + "/starred", [("per_page", String(perPage))])
        case .userRepositories(let login, let sort, let perPage):
            var query: [(name: String, value: String)] = []
            if let sort { query.append(("sort", sort.rawValue)) }
            query.append(("per_page", String(perPage)))
            return ("/users/" + Self.encode(login.rawValue) + "/repos", query)
        case .searchUsers(let search, let perPage):
            return ("/search/users", Self.searchQuery(search, perPage: perPage))
        case .searchUsersPage(let search, let perPage, let page):
            return ("/search/users", Self.searchQuery(search, perPage: perPage) + [("page", String(page))])
        case .searchRepositories(let search, let perPage):
            let query: [(name: String, value: String)] = [
                ("q", search.query), ("sort", search.sort.rawValue), ("order", search.order.rawValue), ("per_page", String(perPage)),
            ]
            return ("/search/repositories", query)
        case .rateLimit:
            return ("/rate_limit", [])
        case .viewer:
            return ("/user", [])
        case .viewerFollowing(let login):
            return ("/user/following/" + Self.encode(login.rawValue), [])
        case .meta:
            return ("/meta", [])
        case .members(let organization, let role, let perPage):
            var query: [(name: String, value: String)] = []
            if let role { query.append(("role", role.rawValue)) }
            query.append(("per_page", String(perPage)))
            return ("/orgs/" + Self.encode(organization.rawValue) + "/members", query)
        case .membership(let organization):
            return ("/user/memberships/orgs/" + Self.encode(organization.rawValue), [])
        }
    }

    /// A user search's query, sort, order and page size.
    private static func searchQuery(_ search: UserSearch, perPage: Int) -> [(name: String, value: String)] {
        var query: [(name: String, value: String)] = [("q", search.query)]
        if let sort = search.sort { query.append(("sort", sort.rawValue)) }
        if let order = search.order { query.append(("order", order.rawValue)) }
        query.append(("per_page", String(perPage)))
        return query
    }

    /// RFC 3986's unreserved characters: ASCII letters, digits and `-._~`.
    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// Percent-encodes everything but unreserved characters, so `[bot]` becomes `%5Bbot%5D`
    /// and `followers:>100` becomes `followers%3A%3E100`.
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
