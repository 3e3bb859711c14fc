import Foundation
import GHDomain
import GHWire

/// A repository as `GET /users/{login}/repos`, `GET /users/{login}/starred` and
/// `GET /search/repositories` send it. Only the identity is required: a count, URL or date
/// GitHub left out stays absent, a date is kept as the text GitHub sent, and `owner` may be
/// `null`, as GitHub's schema allows.
struct RepositorySummaryDTO: Decodable, Sendable {
    struct OwnerDTO: Decodable, Sendable {
        let login: String
        let avatarURL: String?

        enum CodingKeys: String, CodingKey {
            case login
            case avatarURL = "avatar_url"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            login = try container.decode(String.self, forKey: .login)
            avatarURL = try container.decodeIfPresent(String.self, forKey: .avatarURL)
        }
    }

    let id: Int
    let name: String
    let fullName: String
    let description: String?
    let language: String?
    let stargazersCount: Int?
    let forksCount: Int?
    let htmlURL: String?
    let updatedAt: String?
    var owner: OwnerDTO?
    var source = SourceFields()

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
        owner = try container.decodeIfPresent(OwnerDTO.self, forKey: .owner)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        stargazersCount = try container.decodeIfPresent(Int.self, forKey: .stargazersCount)
        forksCount = try container.decodeIfPresent(Int.self, forKey: .forksCount)
        htmlURL = try container.decodeIfPresent(String.self, forKey: .htmlURL)
        // Shown only as a day, so a date of another type is left out rather than failing the page.
        updatedAt = (try? container.decodeIfPresent(String.self, forKey: .updatedAt)) ?? nil
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
            updatedAt: updatedAt.map(Timestamp.init),
            owner: owner.map { .init(login: $0.login, avatarURL: $0.avatarURL) }
        )
    }

    /// The repository, with its members as sent (its owner's among them).
    func toSent() -> Sent<RepositorySummary> {
        Sent(toDomain(), source: source)
    }
}

extension RepositorySummaryDTO: SourceKeeping {
    /// Every member `--json` prints for a repository.
    static let keptMemberNames: [StaticString] = [
        "name", "full_name", "description", "language", "stargazers_count", "forks_count", "html_url", "updated_at",
        "owner",
    ]
}
