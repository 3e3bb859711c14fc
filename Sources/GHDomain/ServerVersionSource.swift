/// Where the version of the GitHub a run talks to can be learned: any answer's
/// `X-GitHub-Enterprise-Version` header, else the server's own description of itself, asked
/// at most once a run.
public protocol ServerVersionSource: Sendable {
    /// The GitHub Enterprise Server release the host runs; `nil` for a host GitHub runs
    /// (github.com, GitHub Enterprise Cloud), which has every feature, and for a host that does
    /// not say. Throws only what asking the host threw.
    func serverVersion() async throws -> ServerVersion?
}

extension ServerVersionSource {
    /// Whether the host has `feature`: yes unless its version is known and lacks it. A host
    /// that cannot be asked is given the benefit of the doubt: the feature's own request says
    /// what is wrong.
    public func supports(_ feature: ServerFeature) async -> Bool {
        guard let version = try? await serverVersion() else { return true }
        return version.supports(feature)
    }
}
