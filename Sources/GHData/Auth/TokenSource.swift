/// Where a token was found, so `-v` and `status` can say so without ever showing the token.
public enum TokenSource: Hashable, Sendable {
    /// An environment variable, by name (`GH_TOKEN`).
    case variable(String)
    /// gh's `hosts.yml`, where gh keeps a token it could not put in the system's keyring.
    case hostsFile(path: String)
    /// What `gh auth token --hostname HOST` printed: gh's login, usually kept in the keyring.
    case ghAuthToken

    /// The source in a few words: `GH_TOKEN`, `/home/me/.config/gh/hosts.yml`, `gh auth token`.
    public var description: String {
        switch self {
        case .variable(let name): return name
        case .hostsFile(let path): return path
        case .ghAuthToken: return "gh auth token"
        }
    }
}

/// A token and where it came from.
public struct FoundToken: Hashable, Sendable {
    /// The token, sent as `Authorization: Bearer`.
    public let token: String
    /// Where it was found.
    public let source: TokenSource

    /// A token from `source`.
    public init(token: String, source: TokenSource) {
        self.token = token
        self.source = source
    }
}
