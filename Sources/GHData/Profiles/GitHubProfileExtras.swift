import Foundation
import GHDomain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The extras of profiles (``GHDomain/ProfileExtras``) from GitHub's GraphQL API: one query for
/// one profile's every part, or a hundred logins a query for the cheap parts (twenty for the
/// heavy ones), through the same transport as every request (retries, deadline, `-v`, rate
/// limits). A server that says it has no such field (GitHub's `undefinedField`, an older GitHub
/// Enterprise Server without `socialAccounts`) is asked again without that part, which is then
/// listed in ``GHDomain/ProfileExtras/unavailable``; it never fails the command.
public struct GitHubProfileExtras: ProfileExtrasDirectory {
    private let client: GitHubClient

    /// How many times a query is sent again without the parts the server lacks.
    static let maximumRetries = 3

    /// Extras asked of the GraphQL endpoint that goes with `configuration`'s API root.
    public init(configuration: APIConfiguration, transport: any HTTPTransport) {
        client = GitHubClient(configuration: configuration, transport: transport)
    }

    /// The extras of each login, batches one after another.
    public func extras(of logins: [Login], parts: Set<ProfileExtras.Part>) async throws -> [ProfileExtras?] {
        guard !parts.isEmpty else { return logins.map { _ in nil } }
        let size = GraphQLExtrasQuery.batchSize(for: parts)
        var found: [ProfileExtras?] = []
        var start = 0
        var parts = parts
        var unavailable: [ProfileExtras.Part] = []
        while start < logins.count {
            let batch = Array(logins[start..<min(logins.count, start + size)])
            var answer: [ProfileExtras?] = []
            (answer, parts, unavailable) = try await halving(batch[...], parts: parts, unavailable: unavailable)
            found += answer
            start += batch.count
        }
        return found
    }

    /// One batch from one query, or, when GitHub cut it off at its 10 s limit (HTTP 502 or 504),
    /// from two of half as many, as ``GitHubGraphQLProfiles`` asks again; one login still cut off
    /// is the error.
    private func halving(_ logins: ArraySlice<Login>, parts: Set<ProfileExtras.Part>, unavailable: [ProfileExtras.Part]) async throws
        -> ([ProfileExtras?], Set<ProfileExtras.Part>, [ProfileExtras.Part])
    {
        do {
            return try await batch(Array(logins), parts: parts, unavailable: unavailable)
        } catch GitHubError.serverError(let status, _) where [502, 504].contains(status) && logins.count > 1 {
            let middle = logins.startIndex + logins.count / 2
            let first = try await halving(logins[..<middle], parts: parts, unavailable: unavailable)
            let second = try await halving(logins[middle...], parts: first.1, unavailable: first.2)
            return (first.0 + second.0, second.1, second.2)
        }
    }

    /// One batch: the extras, and the parts still asked for and those found lacking so far.
    private func batch(_ logins: [Login], parts: Set<ProfileExtras.Part>, unavailable: [ProfileExtras.Part]) async throws -> (
        [ProfileExtras?], Set<ProfileExtras.Part>, [ProfileExtras.Part]
    ) {
        var parts = parts
        var unavailable = unavailable
        let url = client.configuration.graphQLURL
        for _ in 0...Self.maximumRetries {
            let query = GraphQLExtrasQuery(logins: logins, parts: parts)
            let (data, response) = try await client.post(url, json: query.body)
            guard let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: "the body is not a GraphQL answer")
            }
            let errors = (answer["errors"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
            let lacking = Self.lackingParts(errors)
            if !lacking.isEmpty, lacking.isSubset(of: parts) {
                parts.subtract(lacking)
                unavailable += ProfileExtras.Part.allCases.filter(lacking.contains)
                if parts.isEmpty { return (logins.map { _ in nil }, parts, unavailable) }
                continue
            }
            try Self.check(errors, query: query, url: url, response: response)
            guard let owners = answer["data"] as? [String: Any] else {
                throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: "the answer has no data")
            }
            let extras = try logins.indices.map { index -> ProfileExtras? in
                try Self.extras(of: logins[index], from: owners, alias: query.alias(index), parts: parts, url: url)
            }
            return (
                extras.map {
                    $0.map {
                        var with = $0
                        with.unavailable = unavailable
                        return with
                    }
                }, parts, unavailable
            )
        }
        throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: "GitHub kept naming fields it does not have")
    }

    /// The parts whose fields the server says it does not have (`undefinedField`).
    static func lackingParts(_ errors: [[String: Any]]) -> Set<ProfileExtras.Part> {
        var parts = Set<ProfileExtras.Part>()
        for error in errors {
            guard let extensions = error["extensions"] as? [String: Any], extensions["code"] as? String == "undefinedField",
                let field = extensions["fieldName"] as? String, let part = GraphQLExtrasQuery.part(naming: field)
            else { return [] }
            parts.insert(part)
        }
        return parts
    }

    /// Throws for any error but a login GitHub does not know: the rate limit (GitHub answers 200
    /// with `RATE_LIMITED`), or anything else it says went wrong.
    private static func check(_ errors: [[String: Any]], query: GraphQLExtrasQuery, url: URL, response: HTTPURLResponse) throws {
        for error in errors {
            let type = error["type"] as? String
            if type == "NOT_FOUND" { continue }
            if let type, RateLimitSignal.graphQLErrorTypes.contains(type) {
                throw GitHubError.rateLimited(window: RateLimitSignal.spentWindow(response, resource: "graphql"), sent: true)
            }
            let said = [type, error["message"] as? String].compactMap { $0 }.joined(separator: ": ")
            throw GitHubError.unexpectedResponse(url: url.absoluteString, detail: said.isEmpty ? "GitHub answered with an error" : said)
        }
    }

    /// The extras of `login` under `alias`: `nil` for an organization or an account GitHub does
    /// not know; an answer that leaves the alias out, names another login or another kind of
    /// account is an error that names the login.
    private static func extras(of login: Login, from owners: [String: Any], alias: String, parts: Set<ProfileExtras.Part>, url: URL) throws
        -> ProfileExtras?
    {
        // The same checks as --full's records (GraphQLProfileQuery.record), in the same words.
        func wrong(_ detail: String) -> GitHubError {
            .unexpectedProfile(login: login.rawValue, url: url.absoluteString, detail: detail)
        }
        guard let owner = owners[alias] else { throw wrong("the answer has no \(alias) for it") }
        guard let user = owner as? [String: Any] else {
            // repositoryOwner gives null, with no error, for a login it does not know.
            if owner is NSNull { return nil }
            throw wrong("\(alias) is not an object")
        }
        let typename = user["__typename"] as? String
        guard typename == "User" || typename == "Organization" else {
            throw wrong("its __typename is \(typename.map { "'\($0.prefix(100))'" } ?? "missing"), not User or Organization")
        }
        guard let sent = user["login"] as? String, sent.lowercased() == login.rawValue.lowercased() else {
            throw wrong("its record is for the login \((user["login"] as? String).map { "'\($0.prefix(100))'" } ?? "missing")")
        }
        return typename == "User" ? ProfileExtrasReader.extras(from: user, parts: parts) : nil
    }
}
