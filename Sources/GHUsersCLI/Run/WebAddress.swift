import Foundation
import GHDomain

/// The web pages `--web` opens, on the site that goes with the API root: `https://github.com`
/// for `https://api.github.com`; `https://HOST` for a GitHub Enterprise Server root
/// `https://HOST/api/v3`; `https://NAME.ghe.com` for `https://api.NAME.ghe.com` (any `api.`
/// host loses the prefix); and, for any other root (a proxy, a test server), the root itself.
struct WebAddress: Sendable, Equatable {
    /// The site's root, without a trailing slash.
    let site: String

    /// The site that goes with the API at `apiBaseURL`.
    init(apiBaseURL: URL) {
        guard var parts = URLComponents(url: apiBaseURL, resolvingAgainstBaseURL: false) else {
            site = apiBaseURL.absoluteString
            return
        }
        var path = parts.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        if path.lowercased().hasSuffix("/api/v3") {
            path.removeLast("/api/v3".count)
        } else if let host = parts.host, host.lowercased().hasPrefix("api."), host.count > 4 {
            parts.host = String(host.dropFirst(4))
        }
        parts.percentEncodedPath = path
        parts.query = nil
        parts.fragment = nil
        site = parts.string ?? apiBaseURL.absoluteString
    }

    /// A user's profile page.
    func profile(_ login: Login) -> String {
        site + "/" + Self.escaped(login.rawValue)
    }

    /// A user's list of repositories.
    func repositories(_ login: Login) -> String {
        profile(login) + "?tab=repositories"
    }

    /// `login` safe in a path: `dependabot[bot]` keeps its brackets escaped.
    private static func escaped(_ login: String) -> String {
        login.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-_."))) ?? login
    }
}
