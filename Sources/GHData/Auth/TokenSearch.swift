/// Finds the token for a host the way gh's own libraries do (go-gh's `auth.TokenForHost`), in
/// order, the first that applies winning:
/// 1. the environment: `GH_TOKEN`, else `GITHUB_TOKEN` for github.com, `github.localhost` and
///    `*.ghe.com`; `GH_ENTERPRISE_TOKEN`, else `GITHUB_ENTERPRISE_TOKEN` for any other host;
/// 2. the host's `oauth_token` in gh's `hosts.yml`;
/// 3. `gh auth token --hostname HOST`, for a host `hosts.yml` names without a token (gh keeps
///    that token in the system's keyring), or when `hosts.yml` could not be read.
///
/// A source that is there but cannot be used (a file that cannot be read, gh failing or
/// printing something else than a token) is passed over with a note for `-v`, never an error;
/// one that is simply absent is passed over silently. Only a
/// token variable holding a control character stops the run (see
/// ``environmentToken(for:variables:)``).
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

    /// A token variable holds a control character (a stray line break): sending it would fail
    /// or, worse, split a header.
    public struct ControlCharacter: Error, Equatable, Sendable {
        /// The variable.
        public var variable: String
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
    public static func environmentToken(for host: GitHubHost, variables: [String: String]) throws(ControlCharacter) -> FoundToken? {
        for name in host.tokenVariables {
            guard let value = variables[name], !value.isEmpty else { continue }
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw ControlCharacter(variable: name)
            }
            return FoundToken(token: value, source: .variable(name))
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
                return Outcome(found: FoundToken(token: token, source: .hostsFile(path: path)))
            }
        } catch {
            outcome.notes.append("not reading \(error.path): \(error.reason)")
            // gh would read the same file: a login someone else could have planted is not used.
            if error.isUntrusted { return outcome }
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
