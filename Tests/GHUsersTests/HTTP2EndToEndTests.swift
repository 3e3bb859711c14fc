#if os(Linux)
    import Foundation
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    /// The built binary through `nghttpx` (``HTTPSFront``), an HTTPS front that speaks HTTP/2 as
    /// GitHub does, to the loopback stand-in, trusting the front's throwaway certificate by
    /// `SSL_CERT_FILE`: what it prints is what it prints over plain http, and the front's access
    /// log says how many connections carried the requests.
    @Suite(
        .timeLimit(.minutes(2)),
        .enabled(if: HTTPSFront.unavailable == nil, "needs nghttpx and openssl: apt-get install nghttp2-proxy openssl (.ci/run does)"))
    struct HTTP2EndToEndTests {
        private static func fake() -> FakeGitHub {
            var fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(12), staffIDs: [4])
            fake.syntheticProfiles = true
            return fake
        }

        private static let logins = (1...40).map { "user\($0)" }

        /// Runs `arguments` against the server directly (http) and through `front` (https,
        /// trusting its certificate), with `variables` for the second.
        private static func both(
            _ arguments: [String], server: LoopbackServer, front: HTTPSFront, variables: [String: String] = [:]
        ) async throws -> (plain: ProcessResult, https: ProcessResult) {
            let plain = try await BinaryRunner.run(arguments + ["--no-cache", "--api-url", server.baseURL.absoluteString])
            let https = try await BinaryRunner.run(
                arguments + ["--no-cache", "--api-url", front.baseURL.absoluteString],
                variables: variables.merging(["SSL_CERT_FILE": front.certificate.certificatePath]) { $1 })
            return (plain, https)
        }

        @Test func show_overHTTP2_sendsAllOnOneConnection() async throws {
            let server = try Self.fake().start()
            defer { server.stop() }
            let front = try await HTTPSFront.start(backend: server.port)
            defer { front.stop() }
            let (plain, https) = try await Self.both(["show"] + Self.logins + ["--json", "login"], server: server, front: front)
            let expected = "[\n" + Self.logins.map { "  {\n    \"login\": \"\($0)\"\n  }" }.joined(separator: ",\n") + "\n]\n"
            #expect(plain == ProcessResult(stdout: expected, stderr: "", status: 0))
            #expect(https == plain)
            let records = try await front.records(count: Self.logins.count)
            #expect(Set(records.map(\.request)) == Set(Self.logins.map { "GET /users/\($0) HTTP/2" }))
            #expect(records.allSatisfy { $0.protocolName == "h2" && $0.status == 200 })
            // Each request waited for the first connection to say it multiplexes, then shared it.
            #expect(Set(records.map(\.clientPort)).count == 1, "\(records.map(\.clientPort))")
        }

        @Test func list_overHTTP2_sendsEachPageOnTheSameConnection() async throws {
            let server = try Self.fake().start()
            defer { server.stop() }
            let front = try await HTTPSFront.start(backend: server.port)
            defer { front.stop() }
            let (plain, https) = try await Self.both(["list", "--per-page", "3", "--limit", "9"], server: server, front: front)
            #expect(plain.status == 0 && plain.stdout.split(separator: "\n").count == 9)
            #expect(https == plain)
            let records = try await front.records(count: 3)
            #expect(records.map(\.request).first == "GET /users?since=0&per_page=3 HTTP/2")
            #expect(records.count == 3 && Set(records.map(\.clientPort)).count == 1, "\(records)")
        }

        @Test func show_overHTTP11_keepsAConnectionARequestInFlight() async throws {
            let server = try Self.fake().start()
            defer { server.stop() }
            let front = try await HTTPSFront.start(backend: server.port, protocols: .http1)
            defer { front.stop() }
            let logins = Array(Self.logins.prefix(12))
            let (plain, https) = try await Self.both(["show"] + logins + ["--concurrency", "3"], server: server, front: front)
            #expect(plain.status == 0 && plain.stderr == "")
            #expect(https == plain)
            let records = try await front.records(count: logins.count)
            #expect(records.count == logins.count && records.allSatisfy { $0.protocolName == "http/1.1" })
            #expect(Set(records.map(\.clientPort)).count <= 3, "\(records.map(\.clientPort))")
        }

        @Test(.enabled(if: OldLibcurlShim.isAvailable, "no C compiler (cc) to build the old-libcurl shim"))
        func libcurlWithoutHTTP2_usesHTTP11_saidWithVerbose() async throws {
            let server = try Self.fake().start()
            defer { server.stop() }
            let front = try await HTTPSFront.start(backend: server.port)
            defer { front.stop() }
            var shim = try OldLibcurlShim.variables()
            shim["GH_USERS_SHIM_CURL_NO_HTTP2"] = "1"
            let (plain, https) = try await Self.both(["show", "user1", "user2", "user3"], server: server, front: front, variables: shim)
            #expect(https == plain && plain.status == 0)
            let records = try await front.records(count: 3)
            #expect(records.count == 3 && records.allSatisfy { $0.protocolName == "http/1.1" }, "\(records)")
            let verbose = try await BinaryRunner.run(
                ["-v", "show", "user1", "--no-cache", "--api-url", front.baseURL.absoluteString],
                variables: shim.merging(["SSL_CERT_FILE": front.certificate.certificatePath]) { $1 })
            let version = try await OldLibcurlEndToEndTests.thisMachinesLibcurl()
            let notes = verbose.stderr.split(separator: "\n").filter { !$0.hasPrefix("* GET ") }
            #expect(
                notes == [
                    "* no token for 127.0.0.1:\(front.port)",
                    "* libcurl \(version) does not accept CURLOPT_PROTOCOLS_STR: using CURLOPT_PROTOCOLS to allow only http and https",
                    "* libcurl \(version) has no HTTP/2: each request to a host in flight at once has a connection of its own",
                    "* trusting the certificate authorities in \(front.certificate.certificatePath) (SSL_CERT_FILE)",
                ])
            #expect(verbose.status == 0)
        }

        /// Without its certificate trusted, the handshake fails and nothing is answered.
        @Test func untrustedCertificate_failsTheHandshake() async throws {
            let server = try Self.fake().start()
            defer { server.stop() }
            let front = try await HTTPSFront.start(backend: server.port)
            defer { front.stop() }
            let result = try await BinaryRunner.run(["show", "user1", "--no-cache", "--api-url", front.baseURL.absoluteString])
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: """
                            Error: cannot connect to 127.0.0.1:\(front.port): the TLS handshake failed
                            Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.

                            """, status: 1))
            #expect(server.requests.isEmpty)
        }
    }
#endif
