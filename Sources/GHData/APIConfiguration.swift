import Foundation

/// Where the API is and who is asking: everything every request carries.
public struct APIConfiguration: Sendable, Equatable {
    /// The default API root.
    public static let defaultBaseURL = URL(string: "https://api.github.com")!

    /// The API root, without a trailing slash: `https://api.github.com` or
    /// `https://HOST/api/v3` for GitHub Enterprise Server.
    public let baseURL: URL
    /// The token sent as `Authorization: Bearer`, only ever to `baseURL`'s origin.
    public let token: String?
    /// The `User-Agent` header GitHub requires, such as `gh-users/0.1.0`.
    public let userAgent: String
    /// The REST API version asked for with `X-GitHub-Api-Version`.
    public let apiVersion: String
    /// How long a request may take, to name in a timeout's message; `nil` when not given.
    public let timeout: TimeInterval?

    /// Creates a configuration. An empty token counts as none.
    public init(baseURL: URL, token: String?, userAgent: String, apiVersion: String = "2022-11-28", timeout: TimeInterval? = nil) {
        var root = baseURL.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        self.baseURL = URL(string: root) ?? baseURL
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.userAgent = userAgent
        self.apiVersion = apiVersion
        self.timeout = timeout
    }

    /// Parses a user-supplied API root; `nil` unless it is an absolute http or https URL with
    /// a host and no query or fragment.
    public static func parseBaseURL(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil,
            components.user == nil, components.password == nil
        else { return nil }
        return components.url
    }

    /// Whether `url` has the API root's scheme, host and port, so it may be sent the token.
    public func isSameOrigin(_ url: URL) -> Bool {
        Origin(baseURL) == Origin(url)
    }
}

/// A URL's scheme, host and port, with the scheme's default port filled in.
struct Origin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased()
        else { return nil }
        self.scheme = scheme
        self.host = host
        port = components.port ?? (scheme == "https" ? 443 : 80)
    }
}
