import Foundation
import GHDomain
import GHWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whole profiles from GitHub's GraphQL API, up to 100 users a query (``GraphQLProfileQuery``),
/// named and valued as REST's `GET /users/{login}` would (``GraphQLProfileField/all``).
///
/// The queries go through the same transport as every REST request, so the cache (which passes
/// POSTs by), the retries, the deadline, `-v` and the rate limits see them too; GitHub counts
/// them against its `graphql` limit. GraphQL needs a token: without one GitHub answers 401.
public struct GitHubGraphQLProfiles: ProfileDirectory {
    private let client: GitHubClient

    /// Profiles asked of the GraphQL endpoint that goes with `configuration`'s API root.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// One query for up to 100 users.
    public var costsARequestPerUser: Bool { false }

    /// The user as listed, with no profile members.
    public func listedOnly(_ user: Sent<UserSummary>) -> Sent<UserProfile> {
        Sent(listedOnly: user)
    }

    /// One query per 100 users, one after another.
    public func profiles(of users: [Sent<UserSummary>]) async throws -> [Sent<UserProfile>?] {
        var profiles: [Sent<UserProfile>?] = []
        profiles.reserveCapacity(users.count)
        var start = 0
        while start < users.count {
            let batch = users[start..<min(users.count, start + GraphQLProfileQuery.maximumUsers)]
            profiles += try await halving(batch)
            start += batch.count
        }
        return profiles
    }

    /// The profiles of `users` from one query, or, when GitHub cut that query off at its 10 s
    /// limit (HTTP 502 or 504, "Rate limits and query limits for the GraphQL API"), from two
    /// queries of half as many, halved again as often as it takes: 100, 50, 25 … No user is
    /// dropped: one user whose query is still cut off is the error, and no more is asked.
    private func halving(_ users: ArraySlice<Sent<UserSummary>>) async throws -> [Sent<UserProfile>?] {
        do {
            return try await batch(Array(users))
        } catch GitHubError.serverError(let status, _) where [502, 504].contains(status) && users.count > 1 {
            let middle = users.startIndex + users.count / 2
            let first = try await halving(users[..<middle])
            return try await first + halving(users[middle...])
        }
    }

    /// The profiles of at most 100 users, from one query.
    private func batch(_ users: [Sent<UserSummary>]) async throws -> [Sent<UserProfile>?] {
        let query = GraphQLProfileQuery(users.map(\.value))
        let url = client.configuration.graphQLURL
        let (data, response) = try await client.post(url, json: query.body)
        let answer: GraphQLAnswerDTO
        do {
            // The scanner reads what GitHub sends; JSONDecoder anything else it does not.
            answer = try (try? GraphQLAnswerDTO.scanned(from: data)) ?? JSONDecoder().decode(GraphQLAnswerDTO.self, from: data)
        } catch {
            throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: "the body is not a GraphQL answer")
        }
        let errors = answer.errors ?? []
        try Self.check(errors, query: query, url: url, response: response)
        guard let data = answer.data else {
            throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: "the answer has no data")
        }
        let notFound = Set(errors.filter { $0.type == "NOT_FOUND" }.compactMap(\.alias))
        var writer = FullRowWriter()
        var rows: [(Int, UserProfile)?] = []
        for index in users.indices {
            let owner = try query.record(index, in: data, notFound: notFound, url: url)
            rows.append(owner.flatMap { Self.profile(of: users[index], from: $0, writer: &writer) })
        }
        return writer.finish(rows)
    }

    /// Throws for an error that is not about one account GitHub no longer knows: the rate limit
    /// (GitHub answers 200 with `RATE_LIMITED`), or anything else GitHub says went wrong.
    private static func check(_ errors: [GraphQLAnswerDTO.Failure], query: GraphQLProfileQuery, url: URL, response: HTTPURLResponse) throws
    {
        let aliases = Set(query.users.indices.map(query.alias))
        for error in errors {
            if error.type == "NOT_FOUND", let alias = error.alias, aliases.contains(alias) { continue }
            if let type = error.type, RateLimitSignal.graphQLErrorTypes.contains(type) {
                throw GitHubError.rateLimited(window: RateLimitSignal.spentWindow(response, resource: "graphql"), sent: true)
            }
            let said = [error.type, error.message].compactMap { $0 }.joined(separator: ": ")
            throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: said.isEmpty ? "GitHub answered with an error" : said)
        }
    }

    /// `user` as listed with the members `owner` (a record ``GraphQLProfileQuery/record(_:in:notFound:url:)``
    /// checked) gives, added to `writer`; `nil` when `owner` is another account that took the
    /// login since (its `databaseId` differs).
    private static func profile(of user: Sent<UserSummary>, from owner: [String: GraphQLValue], writer: inout FullRowWriter) -> (
        Int, UserProfile
    )? {
        guard case .string(let typename) = owner["__typename"], let kind = GraphQLProfileField.OwnerKind(rawValue: typename),
            owner["databaseId"] == .int(user.id)
        else { return nil }
        var profile = UserProfile(summary: user.value)
        var members: [(name: String, json: [UInt8])] = []
        for field in GraphQLProfileField.profileMembers {
            // A field the account's kind does not have, or one GitHub did not send, is left out.
            guard let name = field.field(for: kind), let value = owner[name]?.converted(field.conversion) else { continue }
            members.append((field.rest, value.json))
            profile.assign(value, to: field.rest)
        }
        if case .bool(let follows) = owner["isFollowingViewer"] { profile.extras.followsYou = follows }
        if case .bool(let follows) = owner["viewerIsFollowing"] { profile.extras.youFollow = follows }
        return (writer.add(user, profile: members), profile)
    }
}

extension UserProfile {
    /// Sets the field REST names `member` to `value`, when it is of that field's type.
    mutating func assign(_ value: GraphQLValue, to member: String) {
        var number: Int?? {
            switch value {
            case .int(let number): return .some(number)
            case .null: return .some(nil)
            default: return nil
            }
        }
        switch member {
        case "name": value.text.map { name = $0 }
        case "company": value.text.map { company = $0 }
        case "blog": value.text.map { blog = $0 }
        case "location": value.text.map { location = $0 }
        case "email": value.text.map { email = $0 }
        case "bio": value.text.map { bio = $0 }
        case "twitter_username": value.text.map { twitterUsername = $0 }
        case "created_at": value.text.map { createdAt = $0.map(Timestamp.init) }
        case "updated_at": value.text.map { updatedAt = $0.map(Timestamp.init) }
        case "hireable": if case .bool(let flag) = value { hireable = flag }
        case "public_repos": number.map { publicRepos = $0 }
        case "public_gists": number.map { publicGists = $0 }
        case "followers": number.map { followers = $0 }
        case "following": number.map { following = $0 }
        default: break
        }
    }
}
