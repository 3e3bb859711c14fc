import Foundation
import LoopbackHTTPServer

/// A small stand-in for GitHub's users API, served by a ``LoopbackServer``: `GET /users`
/// pages through synthetic users by id (with gaps) and sends `Link` headers as GitHub does;
/// `GET /users/{login}` serves recorded profiles, and with ``syntheticProfiles`` a
/// ``SyntheticProfile`` for any `user<ID>` or `org<ID>`; `POST /graphql` answers gh-users'
/// GraphQL queries from the same synthetic accounts; with ``enterprise``, it plays a GitHub
/// Enterprise Server (its release in every answer and in `/meta`, private mode); anything else
/// is GitHub's 404.
public struct FakeGitHub: Sendable {
    /// The ids of the listed users, ascending. Logins are `user<ID>`.
    public var userIDs: [Int]
    /// Ids of users listed with `site_admin: true`.
    public var staffIDs: Set<Int>
    /// Recorded profiles by login (as it appears in the path, percent-encoded).
    public var profiles: [String: Fixture]
    /// Responses for exact request targets (`/path?query`), served before anything else.
    public var overrides: [String: HTTPResponseSpec]
    /// Delay before every answer, in seconds.
    public var latency: TimeInterval
    /// Faults served before anything else, in order, per path.
    public var script: ResponseScript?
    /// Whether 200 answers carry an `ETag` (and a matching `If-None-Match` gets a 304).
    public var sendsETags = true
    /// Ids of each user's followers, by login; `/users/{login}/followers` pages through them.
    public var followers: [String: [Int]] = [:]
    /// Ids of the users each user follows, by login.
    public var following: [String: [Int]] = [:]
    /// Ids of the organizations each user belongs to, by login; logins are `org<ID>`.
    public var organizations: [String: [Int]] = [:]
    /// Relations for any login the dictionaries above do not name, so that every profile a
    /// browser opens has followers, repositories and organizations; `nil` answers 404 for those.
    public var everyone: Relations?
    /// How many synthetic public repositories each user owns, by login.
    public var repositoryCounts: [String: Int] = [:]
    /// How many synthetic repositories each user starred, by login.
    public var starredCounts: [String: Int] = [:]
    /// The users every `/search/users` query matches, in result order.
    public var searchUserIDs: [Int] = []
    /// Accounts the user search filters by its qualifiers (see ``SearchAccount``); when any are
    /// given, they answer `/search/users` instead of ``searchUserIDs``.
    public var searchAccounts: [SearchAccount] = []
    /// The `total_count` search answers report; the number of matches served when `nil`.
    public var searchTotal: Int?
    /// Whether searches answer `"incomplete_results": true`.
    public var searchIncomplete = false
    /// How many synthetic repositories every `/search/repositories` query matches, most
    /// stars first.
    public var searchRepositoryCount = 0
    /// GitHub's rate limits, with windows of seconds; `nil` for none (no `X-RateLimit-*`
    /// headers but the `/users` pages' remaining count, and no `/rate_limit`).
    public var rateLimits: FakeRateLimits?
    /// Whether `GET /users/{login}` serves a ``SyntheticProfile`` for a `user<ID>` or `org<ID>`
    /// that has no recorded profile.
    public var syntheticProfiles = false
    /// Ids listed as organizations (`org<ID>`, type `Organization`) wherever users are listed.
    public var listedOrganizationIDs: Set<Int> = []
    /// Logins neither `GET /users/{login}` nor GraphQL knows any more (renamed or deleted since
    /// they were listed); listings still carry them.
    public var goneLogins: Set<String> = []
    /// `User` fields the GraphQL stand-in does not have, as an older GitHub Enterprise Server
    /// lacks `socialAccounts` (GHES 3.9 added it): asking for one is an `undefinedField` error.
    public var graphQLLacks: Set<String> = []
    /// Whether avatars are served here: `avatar_url`s point to `/avatars/u/<id>` on this server,
    /// which answers with a small PNG (``TinyPNG``), as GitHub's avatar host would.
    public var servesAvatars = false
    /// The logged-in viewer and whom they follow (see ``FakeFollows``); `nil` for none, so that
    /// `/user` is GitHub's 404.
    public var follows: FakeFollows?
    /// How it plays a GitHub Enterprise Server (release, private mode); `nil` for github.com.
    public var enterprise: Enterprise?
    /// The people of each organization, by login in lower case.
    public var organizationMembers: [String: Members] = [:]

    /// Creates a fake with the given users and profiles.
    public init(
        userIDs: [Int] = [],
        staffIDs: Set<Int> = [],
        profiles: [String: Fixture] = [:],
        overrides: [String: HTTPResponseSpec] = [:],
        latency: TimeInterval = 0,
        script: ResponseScript? = nil
    ) {
        self.userIDs = userIDs
        self.staffIDs = staffIDs
        self.profiles = profiles
        self.overrides = overrides
        self.latency = latency
        self.script = script
    }

    /// Who follows, is followed by and belongs to what, for ``everyone``.
    public struct Relations: Sendable {
        /// Ids of the followers.
        public var followers: [Int]
        /// Ids of the users followed.
        public var following: [Int]
        /// How many repositories.
        public var repositories: Int
        /// Ids of the organizations.
        public var organizations: [Int]

        /// Relations from their parts.
        public init(followers: [Int], following: [Int], repositories: Int, organizations: [Int]) {
            self.followers = followers
            self.following = following
            self.repositories = repositories
            self.organizations = organizations
        }
    }

    /// `count` ids starting at 1 with growing gaps: 1, 2, 4, 7, 11, …
    public static func gappedIDs(_ count: Int) -> [Int] {
        var ids: [Int] = []
        var id = 1
        for step in 0..<count {
            ids.append(id)
            id += step % 5 + 1
        }
        return ids
    }

    /// Starts a loopback server that answers as this fake.
    public func start() throws -> LoopbackServer {
        try LoopbackServer(handler: respond)
    }

    /// The answer to one request.
    public func respond(to request: HTTPRequestRecord) -> HTTPResponseSpec {
        guard let enterprise else { return respondAsGitHub(to: request) }
        guard let routed = enterprise.atRoot(request) else {
            var missing = Self.notFound
            missing.delay = latency
            return enterprise.labelling(missing)
        }
        var response = enterprise.rooting(enterprise.answer(routed) ?? respondAsGitHub(to: routed), for: request)
        if var refusal = enterprise.refusal(request) {
            // Refused, the request still counts, and the answer names its window.
            refusal.headers += response.headers.filter { $0.name.lowercased().hasPrefix("x-ratelimit-") }
            response = refusal
        }
        response.delay = max(response.delay, latency)
        return enterprise.labelling(response)
    }

    private func respondAsGitHub(to request: HTTPRequestRecord) -> HTTPResponseSpec {
        var limitHeaders: [(name: String, value: String)] = []
        if let rateLimits {
            if request.path == "/rate_limit" { return rateLimits.status(for: request) }
            switch rateLimits.decide(request) {
            case .refused(var refusal):
                refusal.delay = max(refusal.delay, latency)
                return refusal
            case .allowed(let headers):
                limitHeaders = headers
            }
        }
        var response = route(request)
        if !limitHeaders.isEmpty {
            response.headers.removeAll { $0.name.lowercased().hasPrefix("x-ratelimit-") }
            response.headers += limitHeaders
        }
        if servesAvatars { response = Self.localizingAvatars(response, for: request) }
        response.delay = max(response.delay, latency)
        // GitHub sends no validators for GraphQL answers.
        guard request.method == "GET" else { return response }
        // As GitHub does, every 200 carries a validator, and a request that sends it back
        // while the body is unchanged is answered 304 with no body.
        if response.status == 200 && sendsETags && !response.headers.contains(where: { $0.name.lowercased() == "etag" }) {
            response.headers.append(("ETag", Self.etag(response.body)))
        }
        if response.status == 200, let sent = request.header("If-None-Match"),
            let etag = response.headers.first(where: { $0.name.lowercased() == "etag" })?.value, sent == etag
        {
            response.status = 304
            response.body = Data()
            // GitHub does not count a conditional request answered 304.
            if let refunded = rateLimits?.refund(request), !refunded.isEmpty {
                response.headers.removeAll { $0.name.lowercased().hasPrefix("x-ratelimit-") }
                response.headers += refunded
            }
        }
        return response
    }

    /// The avatar host GitHub names in `avatar_url`.
    static let avatarHost = "https://avatars.githubusercontent.com/"

    /// `response` with avatars served by the server `request` reached: `/avatars/u/<id>` answers
    /// a PNG (unless an override or the script answered it), and every `avatar_url` in a body
    /// points there.
    public static func localizingAvatars(_ response: HTTPResponseSpec, for request: HTTPRequestRecord) -> HTTPResponseSpec {
        if request.path.hasPrefix("/avatars/u/"), response.status == 404, let id = Int(request.path.dropFirst("/avatars/u/".count)) {
            return HTTPResponseSpec(status: 200, headers: [("Content-Type", "image/png")], body: TinyPNG.image(seed: id, size: 32))
        }
        let body = String(decoding: response.body, as: UTF8.self)
        guard body.contains(avatarHost) else { return response }
        var localized = response
        localized.body = Data(
            body.replacingOccurrences(of: avatarHost, with: "http://\(request.header("Host") ?? "127.0.0.1")/avatars/").utf8)
        return localized
    }

    /// A weak ETag for `body`: FNV-1a, stable across runs.
    public static func etag(_ body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "W/\"\(String(hash, radix: 16))\""
    }

    private func route(_ request: HTTPRequestRecord) -> HTTPResponseSpec {
        if let scripted = script?.next(for: request) {
            return scripted
        }
        if let override = overrides[request.target] ?? overrides[request.path] {
            return override
        }
        if let follows, let answer = follows.respond(to: request, fake: self) {
            return answer
        }
        if request.path == "/graphql" || request.path == "/api/graphql" {
            let lacking = graphQLLacks.union(enterprise?.graphQLLacks ?? [])
            return GraphQLStandIn(gone: goneLogins, lacking: lacking, viewerFollows: follows.map { Set($0.following) }).respond(
                to: request)
        }
        if request.path == "/users" {
            return listUsers(request)
        }
        if let answer = routeRelationsAndSearch(request) ?? routeMembers(request) {
            return answer
        }
        if request.path.hasPrefix("/users/"), let fixture = profiles[String(request.path.dropFirst("/users/".count))] {
            return HTTPResponseSpec(
                status: fixture.status, headers: [("ETag", fixture.header("ETag") ?? "\"fixture\"")], body: fixture.body)
        }
        let login = String(request.path.dropFirst("/users/".count))
        if syntheticProfiles, request.path.hasPrefix("/users/"), !goneLogins.contains(login), let profile = SyntheticProfile(login: login) {
            return .text(profile.restJSON)
        }
        return Self.notFound
    }

    /// GitHub's 404 body, as recorded.
    public static var notFound: HTTPResponseSpec {
        let fixture = Fixture.named("error-404-not-found")
        return HTTPResponseSpec(status: 404, body: fixture.body)
    }
}
