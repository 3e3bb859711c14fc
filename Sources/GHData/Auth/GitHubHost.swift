import Foundation

/// A GitHub host as gh names it (`github.com`, `octo.ghe.com`, `ghe.example.com`), and what
/// follows from its kind: where its REST API is, which token variables apply to it, and
/// whether GitHub's own published rate limits do. The rules are go-gh's (`pkg/auth`).
public struct GitHubHost: Hashable, Sendable {
    /// What sort of GitHub a host is.
    public enum Kind: Hashable, Sendable {
        /// github.com.
        case dotcom
        /// `github.localhost`, GitHub's own development host.
        case localhost
        /// A GitHub Enterprise Cloud tenant with data residency, `NAME.ghe.com`.
        case tenancy
        /// GitHub Enterprise Server, or any other host.
        case enterprise
    }

    /// The name gh's `hosts.yml` and `gh auth token --hostname` use: lower case, with the port
    /// when it is not the scheme's default (`127.0.0.1:8080`).
    public let name: String
    /// What sort of GitHub it is.
    public let kind: Kind

    /// The variables read for a github.com, `github.localhost` or `*.ghe.com` token, the one
    /// preferred first.
    public static let gitHubTokenVariables = ["GH_TOKEN", "GITHUB_TOKEN"]
    /// The variables read for a GitHub Enterprise Server token, the one preferred first.
    public static let enterpriseTokenVariables = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    /// github.com.
    public static let dotcom = GitHubHost(normalizing: "github.com")

    /// The host a name stands for, normalized as go-gh does: any `*.github.com` is github.com,
    /// any `*.github.localhost` is `github.localhost`, and `a.b.NAME.ghe.com` is `NAME.ghe.com`.
    public init(normalizing name: String) {
        let lowered = name.lowercased()
        if lowered == "github.com" || lowered.hasSuffix(".github.com") {
            (self.name, kind) = ("github.com", .dotcom)
        } else if lowered == "github.localhost" || lowered.hasSuffix(".github.localhost") {
            (self.name, kind) = ("github.localhost", .localhost)
        } else if lowered.hasSuffix(".ghe.com"), let tenant = lowered.dropLast(".ghe.com".count).split(separator: ".").last {
            (self.name, kind) = ("\(tenant).ghe.com", .tenancy)
        } else {
            (self.name, kind) = (lowered, .enterprise)
        }
    }

    /// The host `GH_HOST` names, or `nil` when it is not a host name (with an optional port).
    public init?(environmentValue text: String) {
        guard !text.contains("/"), let url = APIConfiguration.parseBaseURL("https://" + text), url.path.isEmpty || url.path == "/"
        else { return nil }
        self.init(normalizing: APIConfiguration.hostDescription(url))
    }

    /// The host whose REST API is at `apiRoot`: `https://api.github.com` is github.com,
    /// `https://api.octo.ghe.com` is `octo.ghe.com`, `https://ghe.example.com/api/v3` is
    /// `ghe.example.com`, and any other root is its own host (with its port when not the default).
    public init(apiRoot: URL) {
        self.init(normalizing: APIConfiguration.hostDescription(apiRoot))
    }

    /// The REST API's root, as gh finds it for a host: `https://api.github.com`,
    /// `http://api.github.localhost`, `https://api.NAME.ghe.com`, else `https://HOST/api/v3`.
    public var apiRoot: URL {
        let text: String
        switch kind {
        case .dotcom: text = "https://api.github.com"
        case .localhost: text = "http://api.github.localhost"
        case .tenancy: text = "https://api.\(name)"
        case .enterprise: text = "https://\(name)/api/v3"
        }
        guard let url = URL(string: text) else { preconditionFailure("a checked host name makes a URL") }
        return url
    }

    /// The variables a token for this host is read from, the one preferred first.
    public var tokenVariables: [String] {
        kind == .enterprise ? Self.enterpriseTokenVariables : Self.gitHubTokenVariables
    }

    /// The variables that hold tokens for other hosts, never sent here.
    public var otherTokenVariables: [String] {
        kind == .enterprise ? Self.gitHubTokenVariables : Self.enterpriseTokenVariables
    }

    /// Whether `url` is on a host GitHub serves over https only: github.com, any `*.github.com`
    /// and `*.ghe.com`, whatever its case, a trailing dot or its port. gh never uses `http:`
    /// there, so an `http:` API root on one of them would only send a token in clear text.
    public static func servesOnlyHTTPS(_ url: URL) -> Bool {
        guard var name = Origin(url)?.host else { return false }
        if name.hasSuffix(".") { name.removeLast() }
        return ["github.com", "ghe.com"].contains { name == $0 || name.hasSuffix("." + $0) }
    }

    /// `url` with `https:` for `http:` (and without the port when it was http's default), to
    /// suggest in place of a plain-http root that ``servesOnlyHTTPS(_:)``.
    public static func secureCounterpart(of url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        if components.port == 80 { components.port = nil }
        components.scheme = "https"
        return components.url ?? url
    }

    /// Whether GitHub runs this host, so its published limits hold before any answer says so:
    /// 60 requests an hour without a token, a secondary limit of 900 REST requests a minute.
    public var isRunByGitHub: Bool { kind == .dotcom || kind == .tenancy }
}
