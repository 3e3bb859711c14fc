import Foundation
import GHDomain

/// The version of the GitHub Enterprise Server the API root belongs to: the
/// `X-GitHub-Enterprise-Version` any answer of the run carried, else `GET /meta` (its header,
/// else its `installed_version`), asked once a run. A host GitHub runs has no version to ask for.
public struct GitHubServerVersion: ServerVersionSource {
    private let client: GitHubClient
    private let host: GitHubHost
    private let record: ServerVersionRecord

    /// Asks the API `configuration` names, for `host`, through `transport`, keeping what it
    /// learns in `record`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport, host: GitHubHost, record: ServerVersionRecord) {
        client = GitHubClient(configuration: configuration, transport: transport)
        self.host = host
        self.record = record
    }

    /// The server's release; `nil` for github.com and `*.ghe.com`, and for a server whose
    /// `/meta` is not found or names no version (not a GitHub Enterprise Server).
    public func serverVersion() async throws -> ServerVersion? {
        guard !host.isRunByGitHub else { return nil }
        let client = client
        let record = record
        return try await record.version {
            do {
                let (meta, _) = try await client.get(Endpoint.meta.url(relativeTo: client.configuration.baseURL), as: MetaDTO.self)
                // The answer's header was noted on the way, and is what the server says first.
                return record.seen ?? meta.installedVersion.flatMap(ServerVersion.init)
            } catch GitHubError.notFound {
                return nil
            }
        }
    }
}
