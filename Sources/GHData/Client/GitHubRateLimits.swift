import Foundation
import GHDomain

/// The caller's rate limits from GitHub's REST API.
public struct GitHubRateLimits: RateLimitSource {
    private let client: GitHubClient

    /// Asks the API `configuration` names, through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// `GET /rate_limit`.
    public func rateLimits() async throws -> [RateLimitSnapshot] {
        try await client.get(Endpoint.rateLimit.url(relativeTo: client.configuration.baseURL), as: RateLimitDTO.self).0.toDomain()
    }
}
