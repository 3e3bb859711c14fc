import GHTestSupport

extension Scenario {
    /// The round trip of the network scenarios, in seconds: a user far from GitHub's servers.
    static let farRoundTrip = 0.150

    /// The scenarios that take a ``DelayingProxy``'s round trip (and, for https, an nghttpx
    /// front): curl through each route first, the yardstick that checks the proxy against its
    /// model; then a listing's pages, and `show` of 50 over HTTP/1.1 and HTTP/2.
    static func networkCatalogue(runs: Int?) -> [Scenario] {
        let rtt = farRoundTrip
        let logins = (1...50).map { "user\($0)" }
        let http = NetworkRoute.Plan(roundTrip: rtt, front: nil)
        let http1 = NetworkRoute.Plan(roundTrip: rtt, front: .http1)
        let http2 = NetworkRoute.Plan(roundTrip: rtt, front: .http2)
        // One request on a new connection: the handshake's round trip, then the request's; TLS 1.3
        // adds one.
        let curlHTTP = ["-sS", "--fail", "-o", "/dev/null", "-w", "%{http_code}\n", "{api}/users/user1"]
        let curlHTTPS = ["--http2", "--cacert", "{ca}"] + curlHTTP
        let pages = 10
        return [
            // curl straight to the stand-in: what curl costs without a network.
            Scenario(
                name: "net-curl-direct", program: .curl, arguments: curlHTTP, api: BenchAPI(users: 0, latency: 0), runs: runs ?? 5,
                expectation: .prefix("200\n"), requests: 1),
            Scenario(
                name: "net-curl-150ms", program: .curl, arguments: curlHTTP, api: BenchAPI(users: 0, latency: 0), runs: runs ?? 5,
                physicalLimit: 2 * rtt, expectation: .prefix("200\n"), requests: 1, network: http),
            Scenario(
                name: "net-curl-h2-150ms", program: .curl, arguments: curlHTTPS, api: BenchAPI(users: 0, latency: 0), runs: runs ?? 5,
                physicalLimit: 3 * rtt, expectation: .prefix("200\n"), requests: 1, network: http2),
            // A new connection, then each page a round trip after the one before.
            Scenario(
                name: "paging-150ms", program: .ghUsers, arguments: ["list", "--limit", "1000", "--per-page", "100", "--no-cache"],
                api: BenchAPI(users: 2000, latency: 0), runs: runs ?? 3, physicalLimit: Double(1 + pages) * rtt,
                expectation: .users(ids: BenchAPI(users: 1000, latency: 0).ids), requests: pages, network: http),
            // HTTP/1.1 over TLS: a connection a request in flight, 16 at most.
            Scenario(
                name: "profiles-h1-150ms", program: .ghUsers, arguments: ["show"] + logins + ["--no-cache"],
                api: BenchAPI(users: 0, latency: 0), runs: runs ?? 3, physicalLimit: Double(2 + (logins.count + 15) / 16) * rtt,
                expectation: .profiles(logins: logins), requests: logins.count, network: http1),
            // HTTP/2: one handshake (TCP and TLS 1.3), then every request on one connection.
            Scenario(
                name: "profiles-h2-150ms", program: .ghUsers, arguments: ["show"] + logins + ["--no-cache"],
                api: BenchAPI(users: 0, latency: 0), runs: runs ?? 3, physicalLimit: 3 * rtt, wallTarget: 0.5,
                expectation: .profiles(logins: logins), requests: logins.count, network: http2),
        ]
    }
}
