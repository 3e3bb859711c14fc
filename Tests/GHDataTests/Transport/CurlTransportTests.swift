#if os(Linux) && canImport(CCurl)
    import Foundation
    import GHDomain
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    @testable import GHData

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// `CurlTransport` against the loopback server: what it sends and returns, and each limit it
    /// holds a response to while it arrives.
    @Suite(.timeLimit(.minutes(1)))
    struct CurlTransportTests {
        private static func transport(timeout: TimeInterval = 10, limits: ResponseLimits = .standard) throws -> CurlTransport {
            try #require(CurlTransport(timeout: timeout, limits: limits))
        }

        private static func get(_ server: LoopbackServer, _ path: String, headers: [String: String] = [:]) -> URLRequest {
            var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            return request
        }

        @Test func sendsHeaders_returnsWholeAnswer_whateverStatus() async throws {
            let server = try LoopbackServer { _ in
                .text(#"{"message":"Not Found"}"#, status: 404, headers: [("X-RateLimit-Remaining", "59")])
            }
            defer { server.stop() }
            let (data, response) = try await Self.transport().send(
                Self.get(server, "users/x", headers: ["Accept": "application/vnd.github+json"]))
            #expect(response.statusCode == 404)
            #expect(response.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "59")
            #expect(response.url == server.baseURL.appendingPathComponent("users/x"))
            #expect(String(decoding: data, as: UTF8.self) == #"{"message":"Not Found"}"#)
            let sent = try #require(server.requests.first)
            #expect(sent.header("Accept") == "application/vnd.github+json")
            #expect(sent.header("Expect") == nil)
        }

        @Test func aPOST_sendsAnyBytesWhole_withTheirLength() async throws {
            let server = try LoopbackServer { request in .text(request.method + " " + String(request.body.count)) }
            defer { server.stop() }
            // A NUL in the middle: the length, not a C string's end, decides what is sent.
            let body = Data(#"{"query":"query{viewer{login}}","variables":{"a":"\#u{0}b"}}"#.utf8) + Data([0, 0xFF]) + Data(count: 70_000)
            var request = Self.get(server, "graphql", headers: ["Content-Type": "application/json"])
            request.httpMethod = "POST"
            request.httpBody = body
            let (data, _) = try await Self.transport().send(request)
            #expect(String(decoding: data, as: UTF8.self) == "POST \(body.count)")
            let sent = try #require(server.requests.first)
            #expect(sent.body == body)
            #expect(sent.header("Content-Type") == "application/json")
            #expect(sent.header("Content-Length") == String(body.count))
        }

        @Test func aPOST_withAnEmptyBody_sendsAZeroLength() async throws {
            let server = try LoopbackServer { request in .text(request.method) }
            defer { server.stop() }
            var request = Self.get(server, "graphql")
            request.httpMethod = "POST"
            request.httpBody = Data()
            let (data, _) = try await Self.transport().send(request)
            #expect(String(decoding: data, as: UTF8.self) == "POST")
            #expect(server.requests.first?.header("Content-Length") == "0")
        }

        /// The calling thread, from synchronous code (async code may not ask).
        private static func thread() -> pthread_t { pthread_self() }

        /// Work that prefers the engine runs on its thread, before and after each answer.
        @Test func workPreferringTheEngine_runsOnItsThread() async throws {
            let server = try LoopbackServer { request in .text(request.path) }
            defer { server.stop() }
            let transport = try Self.transport()
            let outside = Self.thread()
            let threads = try await withTaskExecutorPreference(transport.preferredExecutor) { () async throws -> [pthread_t] in
                var threads = [Self.thread()]
                for path in ["a", "b"] {
                    let (data, _) = try await transport.send(Self.get(server, path))
                    #expect(String(decoding: data, as: UTF8.self) == "/" + path)
                    threads.append(Self.thread())
                }
                // A request sent ahead as a child task, as a listing sends one, runs there too.
                async let ahead = { () async throws -> pthread_t in
                    _ = try await transport.send(Self.get(server, "c"))
                    return Self.thread()
                }()
                threads.append(try await ahead)
                return threads
            }
            #expect(Set(threads.map { UInt($0) }).count == 1)
            #expect(threads.first != outside)
            #expect(server.requests.map(\.path) == ["/a", "/b", "/c"])
        }

        @Test func aRequestFromACancelledTask_isNotSent() async throws {
            let server = try LoopbackServer { request in .text(request.path) }
            defer { server.stop() }
            let transport = try Self.transport()
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await transport.send(Self.get(server, "never"))
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(server.requests.isEmpty)
        }

        @Test func requestsShareOneConnection() async throws {
            let server = try LoopbackServer { request in .text(request.path) }
            defer { server.stop() }
            let transport = try Self.transport()
            for path in ["a", "b", "c"] {
                let (data, _) = try await transport.send(Self.get(server, path))
                #expect(String(decoding: data, as: UTF8.self) == "/" + path)
            }
            #expect(server.connectionsAccepted == 1)
        }

        @Test func aBodyPastTheLimit_isStoppedAsItArrives() async throws {
            let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data(count: 64 * 1024)) }
            defer { server.stop() }
            let limits = ResponseLimits(maximumBodyBytes: 16 * 1024, maximumHeaderCount: 500, maximumHeaderBytes: 256 * 1024)
            await #expect(throws: TransportRefusal.bodyTooLarge(limit: 16 * 1024)) {
                try await Self.transport(limits: limits).send(Self.get(server, "big"))
            }
        }

        @Test func aBodyCapSetByTheSendingTask_holdsItsRequestsOnly() async throws {
            let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data(count: 64 * 1024), delivery: .endlessChunks) }
            defer { server.stop() }
            let transport = try Self.transport()
            await #expect(throws: TransportRefusal.bodyTooLarge(limit: 16 * 1024)) {
                try await ResponseBodyCap.$bytes.withValue(16 * 1024) { try await transport.send(Self.get(server, "avatar")) }
            }
            // Without the cap, the same endless answer runs on to the transport's own 16 MB.
            await #expect(throws: TransportRefusal.bodyTooLarge(limit: 16 << 20)) {
                try await transport.send(Self.get(server, "avatar"))
            }
        }

        @Test func aGzipBody_isDecoded_andItsCRCChecked() async throws {
            let server = try LoopbackServer { _ in
                HTTPResponseSpec(headers: [("Content-Encoding", "gzip")], body: GzipBomb.zeros(100_000))
            }
            defer { server.stop() }
            let (data, _) = try await Self.transport().send(Self.get(server, "small"))
            #expect(data == Data(count: 100_000))
            #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
        }

        @Test func gzipBomb_isStoppedWhenDecodedPastTheLimit() async throws {
            // 100 KB on the wire, 16 MB decoded; the limit is 1 MB.
            let bomb = GzipBomb.zeros(16 << 20)
            #expect(bomb.count < 110_000)
            let server = try LoopbackServer { _ in HTTPResponseSpec(headers: [("Content-Encoding", "gzip")], body: bomb) }
            defer { server.stop() }
            let limits = ResponseLimits(maximumBodyBytes: 1 << 20, maximumHeaderCount: 500, maximumHeaderBytes: 256 * 1024)
            await #expect(throws: TransportRefusal.bodyTooLarge(limit: 1 << 20)) {
                try await Self.transport(limits: limits).send(Self.get(server, "bomb"))
            }
        }

        @Test func anEndlessChunkedBody_isStoppedAtTheLimit() async throws {
            let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data(count: 8 * 1024), delivery: .endlessChunks) }
            defer { server.stop() }
            let limits = ResponseLimits(maximumBodyBytes: 1 << 20, maximumHeaderCount: 500, maximumHeaderBytes: 256 * 1024)
            await #expect(throws: TransportRefusal.bodyTooLarge(limit: 1 << 20)) {
                try await Self.transport(limits: limits).send(Self.get(server, "endless"))
            }
        }

        @Test func tooManyHeaders_areRefused() async throws {
            let server = try LoopbackServer { _ in .text("[]", headers: (0..<600).map { ("X-Padding-\($0)", "x") }) }
            defer { server.stop() }
            await #expect(throws: TransportRefusal.headersTooLarge) { try await Self.transport().send(Self.get(server, "h")) }
        }

        @Test func aSilentServer_timesOut() async throws {
            let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data("[]".utf8), delay: 5) }
            defer { server.stop() }
            await #expect(throws: URLError(.timedOut)) { try await Self.transport(timeout: 0.2).send(Self.get(server, "slow")) }
        }

        @Test func requestDeadline_endsItBeforeTheTransportTimeout() async throws {
            let server = try LoopbackServer { _ in
                HTTPResponseSpec(body: Data(repeating: 0x20, count: 10_000), delivery: .trickle(interval: 0.01))
            }
            defer { server.stop() }
            // Its own timeout is an hour and the trickle lasts 100 s: only the request's deadline
            // ends it before the suite's time limit would.
            let transport = try Self.transport(timeout: 3600)
            await #expect(throws: URLError(.timedOut)) {
                try await RequestDeadline.$current.withValue(ContinuousClock.now.advanced(by: .milliseconds(200))) {
                    try await transport.send(Self.get(server, "trickle"))
                }
            }
        }

        @Test func cancelling_endsTheRequestAtOnce() async throws {
            // The body is held until the test is done: only the cancellation can end the request.
            let gate = ResponseGate()
            let server = try LoopbackServer { _ in HTTPResponseSpec(body: Data("[]".utf8), delivery: .holdBody(until: gate, timeout: 60)) }
            defer {
                gate.open()
                server.stop()
            }
            let transport = try Self.transport(timeout: 3600)
            let request = Task { try await transport.send(Self.get(server, "slow")) }
            while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
            request.cancel()
            let outcome = await request.result
            #expect { try outcome.get() } throws: { ($0 as? URLError)?.code == .cancelled }
        }

        @Test func aClosedPort_isConnectionRefused() async throws {
            let closed = try ClosedPort()
            await #expect(throws: URLError(.cannotConnectToHost)) {
                try await Self.transport().send(URLRequest(url: closed.baseURL.appendingPathComponent("users")))
            }
        }
    }
#endif
