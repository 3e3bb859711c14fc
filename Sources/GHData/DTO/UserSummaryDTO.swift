import Foundation
import GHDomain
import GHWire

/// A user as `GET /users` and friends send it. Unknown fields are ignored.
struct UserSummaryDTO: Decodable, Sendable {
    var login: String
    var id: Int
    var type: String
    var siteAdmin: Bool
    var avatarURL: String
    var htmlURL: String
    /// The members as sent, when the user was scanned from a response.
    var source = SourceFields()

    enum CodingKeys: String, CodingKey {
        case login, id, type
        case siteAdmin = "site_admin"
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
    }

    /// A user from values already read.
    init(login: String, id: Int, type: String, siteAdmin: Bool, avatarURL: String, htmlURL: String, source: SourceFields) {
        self.login = login
        self.id = id
        self.type = type
        self.siteAdmin = siteAdmin
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
        self.source = source
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        login = try container.decode(String.self, forKey: .login)
        id = try container.decode(Int.self, forKey: .id)
        // Older and enterprise servers leave these out; their absence is no reason to fail, and
        // an absent type is empty: shown as unknown, never guessed.
        type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
        siteAdmin = try container.decodeIfPresent(Bool.self, forKey: .siteAdmin) ?? false
        avatarURL = try container.decodeIfPresent(String.self, forKey: .avatarURL) ?? ""
        htmlURL = try container.decodeIfPresent(String.self, forKey: .htmlURL) ?? ""
    }

    func toDomain() -> UserSummary {
        UserSummary(login: login, id: id, type: type, siteAdmin: siteAdmin, avatarURL: avatarURL, htmlURL: htmlURL)
    }

    /// The user, with its members as sent.
    func toSent() -> Sent<UserSummary> {
        Sent(toDomain(), source: source)
    }
}
