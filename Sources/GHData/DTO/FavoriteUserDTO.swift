import Foundation
import GHDomain

/// A favorite as the favorites file keeps it, with the field names `fav list --json` prints.
///
/// Files written before favorites had a host have no `host` field: their favorites all came
/// from github.com, so they are read as ``FavoriteUserDTO/hostBeforeHosts``'s, and saved with
/// the field the next time the file is written. Fields this version does not know are kept.
struct FavoriteUserDTO: Codable, Sendable {
    /// The host of a favorite saved without one: github.com's API, the only one there was.
    static let hostBeforeHosts = APIConfiguration.hostDescription(APIConfiguration.defaultBaseURL)

    let host: String
    let id: Int
    let login: String
    let name: String?
    let avatarURL: String
    let htmlURL: String
    let addedAt: Date
    let otherFields: [String: AnyJSON]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case host, id, login, name
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case addedAt = "added_at"
    }

    /// Any member's name, to read and write the fields this version does not know.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(_ user: FavoriteUser) {
        host = user.host
        id = user.id
        login = user.login
        name = user.name
        avatarURL = user.avatarURL
        htmlURL = user.htmlURL
        addedAt = user.addedAt
        otherFields = user.otherFields
    }

    /// Reads `added_at` as an ISO 8601 time, with or without fractions of a second, and a
    /// missing `host` as ``hostBeforeHosts``.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        host = try container.decodeIfPresent(String.self, forKey: .host) ?? Self.hostBeforeHosts
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
        let known = Set(CodingKeys.allCases.map(\.stringValue))
        let all = try decoder.container(keyedBy: AnyKey.self)
        var others: [String: AnyJSON] = [:]
        for key in all.allKeys where !known.contains(key.stringValue) {
            others[key.stringValue] = try all.decode(AnyJSON.self, forKey: key)
        }
        otherFields = others
    }

    /// Writes `name` as `null` when absent, so every entry has the same fields, `added_at`
    /// in UTC to the second (`2026-11-21T12:00:00Z`), and the fields kept from a newer version.
    func encode(to encoder: any Encoder) throws {
        var others = encoder.container(keyedBy: AnyKey.self)
        for (name, value) in otherFields {
            try others.encode(value, forKey: AnyKey(stringValue: name))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(host, forKey: .host)
        try container.encode(id, forKey: .id)
        try container.encode(login, forKey: .login)
        try container.encode(name, forKey: .name)
        try container.encode(avatarURL, forKey: .avatarURL)
        try container.encode(htmlURL, forKey: .htmlURL)
        try container.encode(addedAt.formatted(Date.ISO8601FormatStyle()), forKey: .addedAt)
    }

    func toDomain() -> FavoriteUser {
        var user = FavoriteUser(host: host, id: id, login: login, name: name, avatarURL: avatarURL, htmlURL: htmlURL, addedAt: addedAt)
        user.otherFields = otherFields
        return user
    }
}
