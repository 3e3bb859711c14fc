import Foundation

/// Where the API is and who is asking: everything every request carries.
public struct APIConfiguration: Sendable {
    /// The default API root.
    public static let defaultBaseURL = URL(string: "https://api.github.com")!

    /// The API root, without a trailing slash: `https://api.github.com` or
    /// `https://HOST/api/v3` for GitHub Enterprise Server.
    public let baseURL: URL
    /// The token sent as `Authorization: Bearer`, only ever to `baseURL`'s origin, found when
    /// the first request needs it.
    public let credentials: Credentials
    /// The `User-Agent` header GitHub requires, such as `gh-users/0.1.0`.
    public let userAgent: String
    /// The REST API version asked for with `X-GitHub-Api-Version`.
    let apiVersion: String
    /// How long a request may take, to name in a timeout's message; `nil` when not given.
    public let timeout: TimeInterval?

    /// Creates a configuration whose token `credentials` finds.
    public init(
        baseURL: URL, credentials: Credentials, userAgent: String, apiVersion: String = "2022-11-28", timeout: TimeInterval? = nil
    ) {
        var root = baseURL.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        self.baseURL = URL(string: root) ?? baseURL
        self.credentials = credentials
        self.userAgent = userAgent
        self.apiVersion = apiVersion
        self.timeout = timeout
    }

    /// Creates a configuration with a known token (from `GH_TOKEN`, as far as messages say); an
    /// empty token counts as none.
    public init(baseURL: URL, token: String?, userAgent: String, apiVersion: String = "2022-11-28", timeout: TimeInterval? = nil) {
        let found = token.flatMap { $0.isEmpty ? nil : FoundToken(token: $0, source: .variable("GH_TOKEN")) }
        self.init(baseURL: baseURL, credentials: Credentials(found), userAgent: userAgent, apiVersion: apiVersion, timeout: timeout)
    }

    /// Where GraphQL queries are sent: `https://api.github.com/graphql` for github.com (and any
    /// root without `/api/v3`), `https://HOST/api/graphql` for a GitHub Enterprise Server whose
    /// REST root is `https://HOST/api/v3` (GitHub's "Forming calls with GraphQL").
    public var graphQLURL: URL {
        let root = baseURL.absoluteString
        let graphQL = root.hasSuffix("/api/v3") ? String(root.dropLast("/v3".count)) + "/graphql" : root + "/graphql"
        return URL(string: graphQL) ?? baseURL.appendingPathComponent("graphql")
    }

    /// Parses a user-supplied API root; `nil` unless it is an absolute http or https URL with
    /// a host name (letters, digits, hyphens and dots) or an IP address, a port from 1 to 65535
    /// if any, and no user, query or fragment.
    public static func parseBaseURL(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, isHost(host),
            components.port.map({ (1...65535).contains($0) }) ?? true,
            components.query == nil, components.fragment == nil,
            components.user == nil, components.password == nil
        else { return nil }
        return components.url
    }

    /// A DNS name of letters, digits and hyphens in dot-separated labels of at most 63, or an
    /// IPv6 address in brackets.
    private static func isHost(_ host: String) -> Bool {
        if host.hasPrefix("[") && host.hasSuffix("]") {
            return host.count > 2 && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return !host.isEmpty && host.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
    }

    /// `host`, or `host:port` when the port is not the scheme's default, to name a server in
    /// messages.
    public static func hostDescription(_ url: URL?) -> String {
        guard let url, let origin = Origin(url) else { return url?.absoluteString ?? "the server" }
        let defaultPort = origin.scheme == "https" ? 443 : 80
        return origin.port == defaultPort ? origin.host : "\(origin.host):\(origin.port)"
    }

    /// Whether `url` has the API root's scheme, host and port, so it may be sent the token.
    func isSameOrigin(_ url: URL) -> Bool {
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
