/// Finds the token for a host the way gh's own libraries do (go-gh's `auth.TokenForHost`), in
/// order, the first that applies winning:
/// 1. the environment: `GH_TOKEN`, else `GITHUB_TOKEN` for github.com, `github.localhost` and
///    `*.ghe.com`; `GH_ENTERPRISE_TOKEN`, else `GITHUB_ENTERPRISE_TOKEN` for any other host;
/// 2. the host's `oauth_token` in gh's `hosts.yml`;
/// 3. `gh auth token --hostname HOST`, only for a host that a readable `hosts.yml` names without
///    a token (gh keeps that token in the system's keyring).
///
/// A source that is there but cannot be used (a file that cannot be read, a token in it that
/// is not one, gh failing or printing something else than a token) is passed over with a note
/// for `-v` and `status`, never an error; one that is simply absent is passed over silently. A
/// `hosts.yml` that cannot be read, or holds a token that is not one, means no login at all: gh
/// would read the same file and hand back what was refused. Only a token variable that is not a
/// token stops the run (see ``environmentToken(for:variables:)``).
public struct TokenSearch: Sendable {
    /// The host whose token is wanted.
    public let host: GitHubHost
    /// The run's environment variables.
    public let variables: [String: String]

    /// A search for `host`'s token in `variables` and the files and programs they name.
    public init(host: GitHubHost, variables: [String: String]) {
        self.host = host
        self.variables = variables
    }

    /// A token variable holds something no token holds (a stray line break, a space): sending it
    /// would fail or, worse, split a header.
    public struct UnusableToken: Error, Equatable, Sendable {
        /// The variable.
        public var variable: String
        /// What it holds, from ``flaw(in:)``: `a space`.
        public var flaw: String
    }

    /// What the search found, and the notes `-v` shows about the sources passed over.
    public struct Outcome: Sendable, Equatable {
        /// The token, if a source had one.
        public var found: FoundToken?
        /// Why sources were passed over, one line each.
        public var notes: [String] = []

        /// An outcome from its parts.
        public init(found: FoundToken? = nil, notes: [String] = []) {
            self.found = found
            self.notes = notes
        }
    }

    /// The token the environment gives `host`, checked now, before anything is sent; an empty
    /// variable counts as unset.
    public static func environmentToken(for host: GitHubHost, variables: [String: String]) throws(UnusableToken) -> FoundToken? {
        for name in host.tokenVariables {
            guard let value = variables[name], !value.isEmpty else { continue }
            if let flaw = flaw(in: value) { throw UnusableToken(variable: name, flaw: flaw) }
            return FoundToken(token: value, source: .variable(name))
        }
        return nil
    }

    /// What in `token` no token holds, in a few words after "it holds", or `nil` for a token
    /// of visible ASCII alone (as GitHub's are): a control character (C0, DEL or C1), a space
    /// of any kind, or any other character outside ASCII (a bidirectional override, an
    /// invisible character). The same rule holds wherever a token comes from.
    public static func flaw(in token: String) -> String? {
        for scalar in token.unicodeScalars where !(0x21...0x7E).contains(scalar.value) {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return "a control character (such as a line break)" }
            if scalar.properties.isWhitespace { return "a space" }
            return "a character that is not plain ASCII (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        }
        return nil
    }

    /// The first token the sources give, searching gh's `hosts.yml` and gh itself only when the
    /// environment has none.
    public func find() async -> Outcome {
        if let token = try? Self.environmentToken(for: host, variables: variables) {
            return Outcome(found: token)
        }
        // gh keeps the host in hosts.yml even when its token is in the keyring: a host the file
        // does not name has no login to ask gh for, and gh is not started (it takes ~50 ms).
        var outcome = Outcome()
        guard let path = HostsFile.path(variables: variables) else { return outcome }
        do {
            guard let file = try HostsFile.read(path), file.knows(host) else { return outcome }
            if let token = file.token(for: host) {
                if let flaw = Self.flaw(in: token) {
                    // gh would hand back the same token: no login rather than a broken one.
                    outcome.notes.append("not using the token for \(host.name) in \(path): it holds \(flaw)")
                    return outcome
                }
                return Outcome(found: FoundToken(token: token, source: .hostsFile(path: path)))
            }
        } catch {
            // gh would read the same file: whatever it found there (a login someone else could
            // have planted, or one this reader refused) is not used.
            outcome.notes.append("not reading \(error.path): \(error.reason); so gh's login is not used")
            return outcome
        }
        guard let program = GHAuthToken.locate(variables: variables) else {
            outcome.notes.append("gh is not on PATH, so its login for \(host.name) cannot be asked for")
            return outcome
        }
        switch await GHAuthToken(program: program, environment: variables).token(for: host) {
        case .success(let token):
            outcome.found = FoundToken(token: token, source: .ghAuthToken)
        case .failure(let refusal):
            outcome.notes.append("not using gh auth token --hostname \(host.name): it \(refusal.reason)")
        }
        return outcome
    }
}
