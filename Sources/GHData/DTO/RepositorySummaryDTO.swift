import Foundation
import GHDomain

/// A repository as `GET /users/{login}/repos` and `GET /search/repositories` send it.
struct RepositorySummaryDTO: Decodable, Sendable {
    struct OwnerDTO: Decodable, Sendable {
        let login: String
        let avatarURL: String?

        enum CodingKeys: String, CodingKey {
            case login
            case avatarURL = "avatar_url"
        }
    }

    let id: Int
    let name: String
    let fullName: String
    let description: String?
    let language: String?
    let stargazersCount: Int
    let forksCount: Int
    let htmlURL: String
    let updatedAt: Date?
    let owner: OwnerDTO

    enum CodingKeys: String, CodingKey {
        case id, name, description, language, owner
        case fullName = "full_name"
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case htmlURL = "html_url"
        case updatedAt = "updated_at"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        fullName = try container.decode(String.self, forKey: .fullName)
        owner = try container.decode(OwnerDTO.self, forKey: .owner)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        stargazersCount = try container.decodeIfPresent(Int.self, forKey: .stargazersCount) ?? 0
        forksCount = try container.decodeIfPresent(Int.self, forKey: .forksCount) ?? 0
        htmlURL = try container.decodeIfPresent(String.self, forKey: .htmlURL) ?? ""
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
    }

    func toDomain() -> RepositorySummary {
        RepositorySummary(
            id: id,
            name: name,
            fullName: fullName,
            description: description,
            language: language,
            stargazersCount: stargazersCount,
            forksCount: forksCount,
            htmlURL: htmlURL,
            updatedAt: updatedAt,
            owner: .init(login: owner.login, avatarURL: owner.avatarURL ?? "")
        )
    }
}
