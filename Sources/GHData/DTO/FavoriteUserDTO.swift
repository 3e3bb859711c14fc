import Foundation
import GHDomain

/// A favorite as the favorites file keeps it, with the field names `fav list --json` prints.
struct FavoriteUserDTO: Codable, Sendable {
    let id: Int
    let login: String
    let name: String?
    let avatarURL: String
    let htmlURL: String
    let addedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, login, name
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case addedAt = "added_at"
    }

    init(_ user: FavoriteUser) {
        id = user.id
        login = user.login
        name = user.name
        avatarURL = user.avatarURL
        htmlURL = user.htmlURL
        addedAt = user.addedAt
    }

    /// Reads `added_at` as an ISO 8601 time, with or without fractions of a second.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        login = try container.decode(String.self, forKey: .login)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        avatarURL = try container.decode(String.self, forKey: .avatarURL)
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        let text = try container.decode(String.self, forKey: .addedAt)
        guard
            let date = (try? Date(text, strategy: Date.ISO8601FormatStyle()))
                ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        else {
            throw DecodingError.dataCorruptedError(forKey: .addedAt, in: container, debugDescription: "not an ISO 8601 time")
        }
        addedAt = date
    }

    /// Writes `name` as `null` when absent, so every entry has the same fields, and `added_at`
    /// in UTC to the second: `2026-11-21T12:00:00Z`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(login, forKey: .login)
        try container.encode(name, forKey: .name)
        try container.encode(avatarURL, forKey: .avatarURL)
        try container.encode(htmlURL, forKey: .htmlURL)
        try container.encode(addedAt.formatted(Date.ISO8601FormatStyle()), forKey: .addedAt)
    }

    func toDomain() -> FavoriteUser {
        FavoriteUser(id: id, login: login, name: name, avatarURL: avatarURL, htmlURL: htmlURL, addedAt: addedAt)
    }
}
