#if os(Linux)
    import Foundation
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    /// `GH_HOST` naming a GitHub Enterprise Server in private mode, as a person sets it: the
    /// stand-in behind an HTTPS front (``HTTPSFront``) whose certificate `SSL_CERT_FILE` trusts,
    /// REST at `https://HOST/api/v3`, and `GH_ENTERPRISE_TOKEN` the token sent there.
    @Suite(
        .timeLimit(.minutes(1)),
        .enabled(if: HTTPSFront.unavailable == nil, "needs nghttpx and openssl: apt-get install nghttp2-proxy openssl (.ci/run does)"))
    struct EnterpriseHostEndToEndTests {
        /// `GH_HOST` refused without a login names the enterprise token, and the token gets in.
        @Test func ghHost_refusedWithoutLogin_namesEnterpriseToken() async throws {
            var fake = FakeGitHub(userIDs: [1, 2, 3])
            fake.enterprise = .init(version: "3.14.2", privateMode: true, servesAPIPaths: true)
            let server = try fake.start()
            defer { server.stop() }
            let front = try await HTTPSFront.start(backend: server.port, protocols: .http1)
            defer { front.stop() }
            let host = "127.0.0.1:\(front.port)"
            let variables = ["GH_HOST": host, "SSL_CERT_FILE": front.certificate.certificatePath]
            let refused = try await BinaryRunner.run(["list", "--limit", "2"], variables: variables)
            #expect(
                refused
                    == ProcessResult(
                        stdout: "",
                        stderr: """
                            Error: \(host) refused a request without a login (HTTP 401: Must authenticate to access this API.)
                            \(host) answers only with a login (a GitHub Enterprise Server in private mode): set GH_ENTERPRISE_TOKEN, or run 'gh auth login --hostname \(host)'.

                            """, status: 4))
            let allowed = try await BinaryRunner.run(
                ["list", "--limit", "2"], variables: variables.merging(["GH_ENTERPRISE_TOKEN": "ghe_x"]) { $1 })
            #expect(allowed == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2), stderr: "", status: 0))
            #expect(server.requests.map(\.target) == ["/api/v3/users?since=0&per_page=2", "/api/v3/users?since=0&per_page=2"])
            #expect(server.requests.map { $0.header("Authorization") } == [nil, "Bearer ghe_x"])
        }
    }
#endif
