import Foundation
import GHDomain
import GHWire

extension GitHubUsers: OrganizationRoster {
    /// `GET /orgs/{org}/members`; a 404 becomes ``GitHubError/organizationNotFound(login:)``.
    public func members(of organization: Login, role: MemberRole?, perPage: Int) async throws -> Page<Sent<UserSummary>> {
        let url = Endpoint.members(organization: organization, role: role, perPage: perPage).url(relativeTo: client.configuration.baseURL)
        do {
            return try await client.arrayPage(at: url, of: UserSummaryDTO.self).map { $0.toSent() }
        } catch GitHubError.notFound {
            throw GitHubError.organizationNotFound(login: organization.rawValue)
        }
    }

    /// The page of members at a next link GitHub sent earlier.
    public func members(at cursor: PageCursor) async throws -> Page<Sent<UserSummary>> {
        try await users(at: cursor)
    }

    /// `GET /user/memberships/orgs/{org}`: an active membership means every member; no token,
    /// none found (404) or none the token may read (403) means the public ones. Nothing is
    /// asked without a token.
    public func visibility(in organization: Login) async throws -> MemberVisibility {
        guard await client.configuration.credentials.token() != nil else { return .publicOnly }
        let url = Endpoint.membership(organization: organization).url(relativeTo: client.configuration.baseURL)
        do {
            let (membership, _) = try await client.get(url, as: MembershipDTO.self)
            return membership.state == "active" ? .all : .publicOnly
        } catch GitHubError.notFound {
            return .publicOnly
        } catch GitHubError.httpStatus(status: 403, _, _) {
            return .publicOnly
        }
    }
}
