import Foundation
import GHDomain
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The viewer's follows on GitHub's REST API: `GET /user` for who the viewer is (asked once;
/// the HTTP cache revalidates it between runs, so it costs no budget while it is unchanged),
/// `GET`, `PUT` and `DELETE /user/following/{login}` for the follows. A refusal for a scope
/// the token lacks is told from an unknown login by the answer's scope headers.
public final class GitHubFollowGraph: FollowGraph {
    private let client: GitHubClient
    private let remembered = Mutex<Login?>(nil)

    /// A graph that sends its requests through `transport`.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// `GET /user`'s login, once.
    public func viewer() async throws -> Login {
        if let known = remembered.withLock({ $0 }) { return known }
        let url = Endpoint.viewer.url(relativeTo: client.configuration.baseURL)
        let body = try await client.get(url, as: ViewerDTO.self).0
        guard let login = Login(body.login) else {
            throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: "\"login\" is not a GitHub login")
        }
        remembered.withLock { $0 = login }
        return login
    }

    /// `GET /user/following/{login}`: 204 when followed, 404 when not.
    public func isFollowing(_ login: Login) async throws -> Bool {
        let url = Endpoint.viewerFollowing(login: login).url(relativeTo: client.configuration.baseURL)
        let (data, response) = try await client.send(await client.request(url))
        switch response.statusCode {
        case 204: return true
        case 404: return false
        default: throw GitHubClient.error(status: response.statusCode, data: data, response: response, url: url, rootPath: client.rootPath)
        }
    }

    /// `PUT` (with an empty body, as GitHub asks) or `DELETE /user/following/{login}`; 204 is done.
    public func setFollowing(_ login: Login, to follow: Bool) async throws {
        let url = Endpoint.viewerFollowing(login: login).url(relativeTo: client.configuration.baseURL)
        var request = await client.request(url)
        request.httpMethod = follow ? "PUT" : "DELETE"
        if follow {
            request.httpBody = Data()
            request.setValue("0", forHTTPHeaderField: "Content-Length")
        }
        let (data, response) = try await client.send(request)
        guard !(200..<300).contains(response.statusCode) else { return }
        if [403, 404].contains(response.statusCode), let missing = OAuthScopes.missing(in: response) {
            throw GitHubError.missingScope(needed: missing.needed, granted: missing.granted)
        }
        if response.statusCode == 404 { throw GitHubError.userNotFound(login: login.rawValue) }
        throw GitHubClient.error(status: response.statusCode, data: data, response: response, url: url, rootPath: client.rootPath)
    }
}

/// The one member of `GET /user` the graph reads.
private struct ViewerDTO: Decodable {
    let login: String
}
