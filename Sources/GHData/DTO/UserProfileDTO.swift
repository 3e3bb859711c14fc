import Foundation
import GHDomain

/// A profile as `GET /users/{login}` sends it. Missing optional fields decode as absent.
struct UserProfileDTO: Decodable, Sendable {
    let summary: UserSummaryDTO
    let name: String?
    let company: String?
    let blog: String?
    let location: String?
    let email: String?
    let hireable: Bool?
    let bio: String?
    let twitterUsername: String?
    let publicRepos: Int?
    let publicGists: Int?
    let followers: Int?
    let following: Int?
    let createdAt: Date?
    let updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case name, company, blog, location, email, hireable, bio, followers, following
        case twitterUsername = "twitter_username"
        case publicRepos = "public_repos"
        case publicGists = "public_gists"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(from decoder: any Decoder) throws {
        summary = try UserSummaryDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        company = try container.decodeIfPresent(String.self, forKey: .company)
        blog = try container.decodeIfPresent(String.self, forKey: .blog)
        location = try container.decodeIfPresent(String.self, forKey: .location)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        hireable = try container.decodeIfPresent(Bool.self, forKey: .hireable)
        bio = try container.decodeIfPresent(String.self, forKey: .bio)
        twitterUsername = try container.decodeIfPresent(String.self, forKey: .twitterUsername)
        publicRepos = try container.decodeIfPresent(Int.self, forKey: .publicRepos)
        publicGists = try container.decodeIfPresent(Int.self, forKey: .publicGists)
        followers = try container.decodeIfPresent(Int.self, forKey: .followers)
        following = try container.decodeIfPresent(Int.self, forKey: .following)
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
    }

    func toDomain() -> UserProfile {
        UserProfile(
            summary: summary.toDomain(),
            name: name,
            company: company,
            blog: blog,
            location: location,
            email: email,
            hireable: hireable,
            bio: bio,
            twitterUsername: twitterUsername,
            publicRepos: publicRepos,
            publicGists: publicGists,
            followers: followers,
            following: following,
            createdAt: createdAt,
            updatedAt: updatedAt
        )
    }
}
