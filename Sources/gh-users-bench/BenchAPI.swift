import Foundation
import GHTestSupport
import LoopbackHTTPServer

/// The GitHub stand-in the benchmark measures against: ``FakeGitHub``'s `/users` pager over
/// `users` synthetic users (ids with gaps, `Link` headers as GitHub sends them), who all follow
/// `octocat`, a profile in GitHub's shape for any `/users/<login>` (``SyntheticProfile``'s for
/// `user<ID>` and `org<ID>`, the same facts GraphQL answers with, else one made from GitHub's
/// recorded answer), ``FakeGitHub``'s GraphQL, and `latency` before every answer. With
/// ``showcase`` (what `serve` starts), the listings also carry the staff accounts and some
/// organizations, as the README shows them.
///
/// Every answer is built once and then served from memory, so that after the warm-up run the
/// server spends no CPU building JSON while the measured client runs (the machine may have only
/// two cores, and the client is what is measured).
struct BenchAPI: Sendable {
    /// How many users `/users` pages through.
    var users: Int
    /// Seconds of delay before every answer.
    var latency: TimeInterval
    /// GitHub's rate limits, played with windows of seconds; `nil` for none.
    var rateLimits: FakeRateLimits?
    /// Whether listings show what a person trying the tool should see: ``SyntheticProfile``'s
    /// staff accounts marked, and every tenth account (ids ending in 1, from 11) an organization.
    var showcase = false
    /// How many accounts the qualified user search knows (``FakeGitHub/SearchAccount/spread``,
    /// users only); with none, every search finds the first 1,500 listed users.
    var searchAccounts = 0
    /// Where a line goes for each request that asks to change something (`PUT`, `DELETE`) and
    /// its answer, with the time the server took it; `nil` for no log.
    var changeLog: (@Sendable (String) -> Void)? = nil
    /// The GitHub Enterprise Server it plays (release, APIs under `/api/v3`, private mode);
    /// `nil` for github.com.
    var enterprise: FakeGitHub.Enterprise?

    /// Every listed id in order.
    var ids: [Int] { FakeGitHub.gappedIDs(users) }

    /// Starts a loopback server that answers as this API.
    func start() throws -> BenchServer {
        var fake = FakeGitHub(userIDs: ids)
        // Enough for the browser to be driven by hand against this server: every profile has
        // followers, repositories and organizations, and searches find something.
        let ids = ids
        fake.everyone = FakeGitHub.Relations(
            followers: Array(ids.prefix(120)), following: Array(ids.suffix(7)), repositories: 45, organizations: [3, 8])
        fake.searchUserIDs = Array(ids.prefix(1500))
        // `octocat` is followed by every user, for the `--full` scenario; GraphQL answers from
        // synthetic profiles.
        fake.followers["octocat"] = ids
        fake.searchRepositoryCount = 1200
        fake.searchAccounts = FakeGitHub.SearchAccount.spread(count: searchAccounts, organizations: false)
        // An organization of 250, 50 of them public and 3 owners; a token of `bench-token` is a member's.
        fake.organizationMembers["bench-org"] = FakeGitHub.Members(
            ids: Array(ids.prefix(250)), admins: Set(ids.prefix(3)),
            publicIDs: Set(ids.prefix(250).enumerated().filter { $0.offset % 5 == 0 }.map(\.element)),
            memberTokens: ["bench-token"])
        fake.servesAvatars = true
        fake.enterprise = enterprise
        fake.syntheticProfiles = true
        if showcase {
            fake.staffIDs = Set(ids.filter { SyntheticProfile(login: "user\($0)")?.isStaff == true })
            fake.listedOrganizationIDs = Set(ids.filter { $0 % 10 == 1 && $0 > 1 })
            // A viewer to follow and unfollow as: `user1`, for `follow-token` (which may) and
            // `read-token` (which lacks the scope); `bench-token` may too.
            fake.follows = FakeFollows(
                viewerID: 1, following: ids.filter { $0 % 4 == 0 && $0 <= 40 },
                tokens: ["follow-token": "repo, user:follow", "read-token": "repo, read:org", "bench-token": "read:org, user:follow"])
        }
        let server = fake
        let profile = ProfileTemplate()
        let cache = ResponseCache()
        let traffic = TrafficCounter()
        let latency = latency
        let limits = rateLimits
        let changeLog = changeLog
        let enterprise = enterprise
        let loopback = try LoopbackServer { request in
            // The latency is waited out here rather than by the server, so that the requests
            // in flight can be counted.
            traffic.begin()
            defer { traffic.end() }
            var extra: [(name: String, value: String)] = []
            if let limits {
                // Counted as GitHub counts them, by the path under the API's root.
                let counted = enterprise.flatMap { $0.atRoot(request) } ?? request
                if counted.path == "/rate_limit" {
                    return enterprise.map { $0.labelling($0.refusal(request) ?? limits.status(for: counted)) }
                        ?? limits.status(for: counted)
                }
                switch limits.decide(counted) {
                case .refused(let refusal): return enterprise?.labelling(refusal) ?? refusal
                case .allowed(let headers): extra = headers
                }
            }
            // What following changes is answered afresh each time: the viewer's follows, anyone's
            // followers, and GraphQL's `viewerIsFollowing`.
            var response: HTTPResponseSpec
            if server.follows != nil && Self.followsCanChange(request.path) {
                response = server.respond(to: request)
            } else {
                response = cache.response(for: request) {
                    let parts = request.path.split(separator: "/")
                    if parts.count == 2, parts[0] == "users", SyntheticProfile(login: String(parts[1])) == nil {
                        return FakeGitHub.localizingAvatars(
                            profile.response(forLogin: String(request.path.dropFirst("/users/".count))), for: request)
                    }
                    return server.respond(to: request)
                }
            }
            // A 304 to a logged-in client costs nothing, as on GitHub.
            if response.status == 304, let refunded = limits?.refund(request), !refunded.isEmpty { extra = refunded }
            if !extra.isEmpty {
                response.headers.removeAll { $0.name.lowercased().hasPrefix("x-ratelimit-") }
                response.headers += extra
            }
            if latency > 0 { Thread.sleep(forTimeInterval: latency) }
            if let changeLog, request.method == "PUT" || request.method == "DELETE" {
                let retry = response.headers.first { $0.name == "Retry-After" }.map { " Retry-After: \($0.value)" } ?? ""
                changeLog("\(Self.clock(Date())) \(request.method) \(request.path) \(response.status)\(retry)")
            }
            return response
        }
        return BenchServer(server: loopback, traffic: traffic)
    }

    /// `07:31:02.125`, in UTC, for the change log.
    private static func clock(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let day = milliseconds % 86_400_000
        return String(
            format: "%02d:%02d:%02d.%03d", day / 3_600_000, day / 60_000 % 60, day / 1000 % 60, day % 1000)
    }

    /// Whether the answer to `path` shows follow state, which `PUT` and `DELETE` change.
    private static func followsCanChange(_ path: String) -> Bool {
        path == "/user" || path.hasPrefix("/user/") || path.hasSuffix("/followers") || path.hasSuffix("/following")
            || path.hasSuffix("graphql")
    }
}
