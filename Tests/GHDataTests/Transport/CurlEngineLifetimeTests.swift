#if os(Linux) && canImport(CCurl)
    import Foundation
    import LoopbackHTTPServer
    import Testing

    @testable import GHData

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A ``CurlTransport``'s engine thread ends when the transport goes: each thread is found in
    /// `/proc/self/task` while its transport lives, and is gone from there once it is dropped.
    @Suite(.timeLimit(.minutes(1)))
    struct CurlEngineLifetimeTests {
        @Test func droppingTransports_endsTheirThreads() async throws {
            let server = try LoopbackServer { request in .text(request.path) }
            defer { server.stop() }
            var threads: [String] = []
            for index in 0..<4 {
                let transport = try #require(CurlTransport(timeout: 10))
                let thread = try await withTaskExecutorPreference(transport.preferredExecutor) {
                    let (data, _) = try await transport.send(URLRequest(url: server.baseURL.appendingPathComponent("t\(index)")))
                    #expect(String(decoding: data, as: UTF8.self) == "/t\(index)")
                    return Self.currentThread()
                }
                threads.append(thread)
                #expect(FileManager.default.fileExists(atPath: "/proc/self/task/\(thread)"), "thread \(thread) while its transport lives")
            }
            #expect(Set(threads).count == 4)
            // Each transport went at the end of its loop turn; their threads end soon after.
            for thread in threads {
                while FileManager.default.fileExists(atPath: "/proc/self/task/\(thread)") {
                    try await Task.sleep(for: .milliseconds(2))
                }
            }
        }

        /// The thread this runs on, as `/proc/thread-self` names it (`<pid>/task/<tid>`): its id.
        private static func currentThread() -> String {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
            return String(target.split(separator: "/").last ?? "")
        }
    }
#endif
