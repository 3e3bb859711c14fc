import Foundation
import GHDomain

/// The two extras REST serves too, for a run without a login (GraphQL answers only with a
/// token): the social accounts a user lists (`GET /users/{login}/social_accounts`) and the
/// organizations they publicly belong to (`GET /users/{login}/orgs`), the first ten of each as
/// GraphQL's query asks. Only what `--json` names is fetched: a request a part a login.
public struct GitHubRESTProfileExtras: ProfileExtrasDirectory {
    /// The parts this directory can give.
    public static let parts: Set<ProfileExtras.Part> = [.socialAccounts, .organizations]
    /// How many of each are asked for, as the GraphQL query asks for ten.
    static let perPart = 10

    private let client: GitHubClient

    /// Asks the API `configuration` names, through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// The social accounts and organizations of each login, as far as `parts` asks, in order;
    /// `nil` for a login GitHub does not know. The other parts are left unknown.
    public func extras(of logins: [Login], parts: Set<ProfileExtras.Part>) async throws -> [ProfileExtras?] {
        var all: [ProfileExtras?] = []
        for login in logins {
            try Task.checkCancellation()
            all.append(try await extras(of: login, parts: parts))
        }
        return all
    }

    private func extras(of login: Login, parts: Set<ProfileExtras.Part>) async throws -> ProfileExtras? {
        var extras = ProfileExtras()
        let base = client.configuration.baseURL
        do {
            if parts.contains(.socialAccounts) {
                let url = Endpoint.socialAccounts(login: login, perPage: Self.perPart).url(relativeTo: base)
                extras.socialAccounts = try await client.get(url, as: [SocialAccountDTO].self).0.prefix(Self.perPart).map {
                    SocialAccount(provider: $0.provider.lowercased(), url: $0.url)
                }
            }
            if parts.contains(.organizations) {
                let url = Endpoint.organizations(login: login, perPage: Self.perPart).url(relativeTo: base)
                extras.organizations = try await client.get(url, as: [OrganizationDTO].self).0.prefix(Self.perPart).map {
                    MemberOrganization(login: $0.login, avatarURL: $0.avatarURL)
                }
            }
        } catch GitHubError.notFound {
            return nil
        }
        return extras
    }
}

/// One of `GET /users/{login}/social_accounts`'s entries.
struct SocialAccountDTO: Decodable, Sendable {
    let provider: String
    let url: String
}
