import GHTestSupport

extension Scenario {
    /// The round trip of the network scenarios, in seconds: a user far from GitHub's servers.
    static let farRoundTrip = 0.150

    /// The round trip of the network scenarios' nearer user.
    static let nearRoundTrip = 0.050

    /// The scenarios that take a ``DelayingProxy``'s round trip (and, for https, an nghttpx
    /// front), at ``nearRoundTrip`` and ``farRoundTrip``: curl through each route first, the
    /// yardstick that checks the proxy against its model; then a listing's pages, `show` of 50
    /// over HTTP/1.1 and HTTP/2, and 1,000 followers, plain and with `--full`.
    static func networkCatalogue(runs: Int?) -> [Scenario] {
        [nearRoundTrip, farRoundTrip].flatMap { network(roundTrip: $0, runs: runs) }
    }

    private static func network(roundTrip rtt: Double, runs: Int?) -> [Scenario] {
        let suffix = "-\(Int((rtt * 1000).rounded()))ms"
        let logins = (1...50).map { "user\($0)" }
        let http = NetworkRoute.Plan(roundTrip: rtt, front: nil)
        let http1 = NetworkRoute.Plan(roundTrip: rtt, front: .http1)
        let http2 = NetworkRoute.Plan(roundTrip: rtt, front: .http2)
        // One request on a new connection: the handshake's round trip, then the request's; TLS 1.3
        // adds one.
        let curlHTTP = ["-sS", "--fail", "-o", "/dev/null", "-w", "%{http_code}\n", "{api}/users/user1"]
        let curlHTTPS = ["--http2", "--cacert", "{ca}"] + curlHTTP
        // curl's own multiplexing: the 50 profiles in parallel on one HTTP/2 connection.
        let curlParallel =
            ["--http2", "--cacert", "{ca}", "-sS", "--fail", "-Z", "--parallel-max", "50", "-w", "%{http_code}\n"]
            + logins.flatMap { ["-o", "/dev/null", "{api}/users/\($0)"] }
        let pages = 10
        var scenarios: [Scenario] = []
        if rtt == farRoundTrip {
            // curl straight to the stand-in: what curl costs without a network.
            scenarios.append(
                Scenario(
                    name: "net-curl-direct", program: .curl, arguments: curlHTTP, api: BenchAPI(users: 0, latency: 0), runs: runs ?? 5,
                    expectation: .prefix("200\n"), requests: 1))
        }
        return scenarios + [
            Scenario(
                name: "net-curl" + suffix, program: .curl, arguments: curlHTTP, api: BenchAPI(users: 0, latency: 0), runs: runs ?? 5,
                physicalLimit: 2 * rtt, expectation: .prefix("200\n"), requests: 1, network: http),
            Scenario(
                name: "net-curl-h2" + suffix, program: .curl, arguments: curlHTTPS, api: BenchAPI(users: 0, latency: 0),
                runs: runs ?? 5, physicalLimit: 3 * rtt, expectation: .prefix("200\n"), requests: 1, network: http2),
            Scenario(
                name: "net-curl-h2-50" + suffix, program: .curl, arguments: curlParallel, api: BenchAPI(users: 0, latency: 0),
                runs: runs ?? 3, physicalLimit: 3 * rtt, expectation: .prefix(String(repeating: "200\n", count: logins.count)),
                requests: logins.count, network: http2),
            // A new connection, then each page a round trip after the one before.
            Scenario(
                name: "paging" + suffix, program: .ghUsers, arguments: ["list", "--limit", "1000", "--per-page", "100", "--no-cache"],
                api: BenchAPI(users: 2000, latency: 0), runs: runs ?? 3, physicalLimit: Double(1 + pages) * rtt,
                expectation: .users(ids: BenchAPI(users: 1000, latency: 0).ids), requests: pages, network: http),
            // HTTP/1.1 over TLS: a connection a request in flight, 16 at most.
            Scenario(
                name: "profiles-h1" + suffix, program: .ghUsers, arguments: ["show"] + logins + ["--no-cache"],
                api: BenchAPI(users: 0, latency: 0), runs: runs ?? 3, physicalLimit: Double(2 + (logins.count + 15) / 16) * rtt,
                expectation: .profiles(logins: logins), requests: logins.count, network: http1),
            // HTTP/2: one handshake (TCP and TLS 1.3), then every request on one connection.
            Scenario(
                name: "profiles-h2" + suffix, program: .ghUsers, arguments: ["show"] + logins + ["--no-cache"],
                api: BenchAPI(users: 0, latency: 0), runs: runs ?? 3, physicalLimit: 3 * rtt, wallTarget: rtt == farRoundTrip ? 0.5 : nil,
                expectation: .profiles(logins: logins), requests: logins.count, network: http2),
            followers(roundTrip: rtt, runs: runs ?? 5, wallTarget: rtt == farRoundTrip ? 0.9 : nil),
            followers(roundTrip: rtt, runs: runs ?? 5, full: true),
        ]
    }

    /// `followers octocat --all` (with `--full`: and a token, profiles from GraphQL) over 1,000
    /// followers, 10 pages, through the proxy: the first page on a new connection, then pages 2
    /// to 6 together (four of them on new connections: a round trip more), then 7 to 10 on the
    /// connections now open; `--full`'s last query a round trip after the last page.
    private static func followers(roundTrip rtt: Double, runs: Int, full: Bool = false, wallTarget: Double? = nil) -> Scenario {
        let api = BenchAPI(users: 1000, latency: 0)
        let pages = (api.users + 99) / 100
        let roundTrips = 1 + numberedRoundTrips(pages: pages) + 1 + (full ? 1 : 0)
        return Scenario(
            name: "followers-1k\(full ? "-full" : "")-\(Int((rtt * 1000).rounded()))ms",
            program: .ghUsers,
            arguments: ["followers", "octocat", "--all", "--no-cache"] + (full ? ["--full"] : []),
            api: api,
            runs: runs,
            physicalLimit: Double(roundTrips) * rtt,
            wallTarget: wallTarget,
            expectation: full ? .fullUsers(ids: api.ids) : .users(ids: api.ids),
            requests: full ? 2 * pages : pages,
            environment: full ? ["GH_ENTERPRISE_TOKEN": "bench-token"] : [:],
            network: NetworkRoute.Plan(roundTrip: rtt, front: nil)
        )
    }
}
