import Foundation
import GHDomain
import GHWire

/// An organization as `GET /users/{login}/orgs` sends it (GitHub's "organization simple").
struct OrganizationDTO: Decodable, Sendable {
    let login: String
    let id: Int
    let description: String?
    let avatarURL: String?
    var source = SourceFields()

    enum CodingKeys: String, CodingKey {
        case login, id, description
        case avatarURL = "avatar_url"
    }

    func toDomain() -> Organization {
        Organization(login: login, id: id, description: description, avatarURL: avatarURL)
    }

    /// The organization, with its members as sent.
    func toSent() -> Sent<Organization> {
        Sent(toDomain(), source: source)
    }
}

extension OrganizationDTO: SourceKeeping {
    /// Every member `--json` prints for an organization.
    static let keptMemberNames: [StaticString] = ["login", "id", "description", "avatar_url"]
}
