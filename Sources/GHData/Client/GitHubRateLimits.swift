import Foundation
import GHDomain

/// The caller's rate limits from GitHub's REST API.
public struct GitHubRateLimits: RateLimitSource {
    private let client: GitHubClient

    /// Asks the API `configuration` names, through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// `GET /rate_limit`; none when the host answers 404, as GitHub Enterprise Server does when
    /// its admin has not turned rate limits on.
    public func rateLimits() async throws -> [RateLimitSnapshot] {
        do {
            return try await client.get(Endpoint.rateLimit.url(relativeTo: client.configuration.baseURL), as: RateLimitDTO.self).0
                .toDomain()
        } catch GitHubError.notFound {
            return []
        }
    }
}
