import Foundation
import GHDomain

/// A favorite as the favorites file keeps it, with the field names `fav list --json` prints.
///
/// Files written before favorites had a host have no `host` field: a favorite there belongs to
/// the host its profile page names (`https://ghe.example.com/octocat` to `ghe.example.com`,
/// github.com's pages to ``FavoriteUserDTO/hostBeforeHosts``), and is saved with the field the
/// next time the file is written. A host is kept in one form (lower case, no default port), so
/// a file edited by hand still matches. Fields this version does not know are kept.
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
    /// missing `host` from `html_url` (see the type's notes).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        login = try container.decode(String.self, forKey: .login)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        avatarURL = try container.decode(String.self, forKey: .avatarURL)
        htmlURL = try container.decode(String.self, forKey: .htmlURL)
        host = try container.decodeIfPresent(String.self, forKey: .host).map(Self.normalized) ?? Self.host(ofPage: htmlURL)
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

    /// The API host of a profile page: github.com's pages are api.github.com's; a GitHub
    /// Enterprise Server serves its pages and its API (`/api/v3`) from one host.
    static func host(ofPage page: String) -> String {
        guard let url = URL(string: page), let host = url.host?.lowercased(), !host.isEmpty else { return hostBeforeHosts }
        if host == "github.com" || host == "www.github.com" { return hostBeforeHosts }
        return APIConfiguration.hostDescription(url)
    }

    /// `host` in the form the API's host is described in: lower case, without the scheme's
    /// default port (`API.GitHub.com:443` is `api.github.com`).
    static func normalized(_ host: String) -> String {
        let lower = host.lowercased()
        for port in [":443", ":80"] where lower.hasSuffix(port) {
            return String(lower.dropLast(port.count))
        }
        return lower
    }

    func toDomain() -> FavoriteUser {
        var user = FavoriteUser(host: host, id: id, login: login, name: name, avatarURL: avatarURL, htmlURL: htmlURL, addedAt: addedAt)
        user.otherFields = otherFields
        return user
    }
}
