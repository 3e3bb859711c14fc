import Foundation
import GHDomain
import GHWire

/// A profile as `GET /users/{login}` sends it. Missing optional fields decode as absent; a
/// date is kept as the text GitHub sent, and one of another type is left out rather than
/// failing the profile.
struct UserProfileDTO: Decodable, Sendable {
    var summary: UserSummaryDTO
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
    let createdAt: String?
    let updatedAt: String?

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
        createdAt = (try? container.decodeIfPresent(String.self, forKey: .createdAt)) ?? nil
        updatedAt = (try? container.decodeIfPresent(String.self, forKey: .updatedAt)) ?? nil
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
            createdAt: createdAt.map(Timestamp.init),
            updatedAt: updatedAt.map(Timestamp.init)
        )
    }

    /// The profile, with its members as sent.
    func toSent() -> Sent<UserProfile> {
        Sent(toDomain(), source: source)
    }
}

extension UserProfileDTO: SourceKeeping, SourceAttaching {
    /// Every member `--json` prints for a profile.
    static let keptMemberNames: [StaticString] = [
        "login", "id", "avatar_url", "html_url", "type", "site_admin", "name", "company", "blog", "location", "email",
        "hireable", "bio", "twitter_username", "public_repos", "public_gists", "followers", "following", "created_at",
        "updated_at",
    ]

    var source: SourceFields {
        get { summary.source }
        set { summary.source = newValue }
    }

    func attachingSources(from data: Data) -> UserProfileDTO {
        let body = [UInt8](data)
        let found = body.withUnsafeBytes { bytes -> SentObject? in
            var scanner = JSONScanner(bytes)
            return try? scanner.memberRanges(named: Self.keptMemberNames)
        }
        guard let found else { return self }
        var profile = self
        profile.keep(found, of: body)
        return profile
    }
}
