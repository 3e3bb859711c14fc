import Foundation
import GHDomain

/// The GitHub REST API operations gh-users calls.
enum Endpoint: Equatable, Sendable {
    /// `GET /users?since=…&per_page=…`: all users, in id order.
    case listUsers(since: Int, perPage: Int)
    /// `GET /users/{login}`: one profile.
    case user(login: Login)

    /// The absolute URL of this operation under `baseURL`.
    func url(relativeTo baseURL: URL) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            preconditionFailure("APIConfiguration keeps only parseable base URLs")
        }
        let root =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        switch self {
        case .listUsers(let since, let perPage):
            components.percentEncodedPath = root + "/users"
            components.queryItems = [
                URLQueryItem(name: "since", value: String(since)),
                URLQueryItem(name: "per_page", value: String(perPage)),
            ]
        case .user(let login):
            components.percentEncodedPath = root + "/users/" + Self.pathSegment(login.rawValue)
            components.queryItems = nil
        }
        guard let url = components.url else {
            preconditionFailure("an endpoint built from valid parts is a valid URL")
        }
        return url
    }

    /// RFC 3986's unreserved characters: ASCII letters, digits and `-._~`.
    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// Percent-encodes everything but unreserved characters, so `[bot]` becomes `%5Bbot%5D`.
    static func pathSegment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
