#if os(Linux)
    import Foundation
    import GHSystem
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    /// The built gh-users leaves libcurl for its first request (CCurlOnDemand): the dynamic
    /// loader is not told to load it, and the functions CCurlOnDemand defines are the ones CCurl
    /// checks before it lets URLSession stand in.
    @Suite(.timeLimit(.minutes(1)))
    struct CurlOnDemandTests {
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf"), "no readelf (binutils)"))
        func binary_doesNotNeedLibcurl() async throws {
            let outcome = try await ChildProcess.run(
                ["/usr/bin/readelf", "-d", BinaryRunner.executableURL.path], timeout: .seconds(30), outputLimit: 1 << 20)
            let dynamic = String(decoding: outcome.output, as: UTF8.self)
            #expect(outcome.status.exitCode == 0)
            #expect(dynamic.contains("(NEEDED)"), "a dynamic section was read")
            #expect(!dynamic.contains("libcurl"), "\(dynamic)")
        }

        /// The GnuTLS build of libcurl, where this machine has it: its symbols carry other
        /// versions than Debian's OpenSSL build (`CURL_GNUTLS_3`, not `CURL_OPENSSL_4`).
        static let gnutlsLibcurl = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu"].map { $0 + "/libcurl-gnutls.so.4" }
            .first { FileManager.default.fileExists(atPath: $0) }

        /// Looked up without symbol versions, any distribution's libcurl.so.4 serves: the GnuTLS
        /// build put in its place works as the OpenSSL one does. The binary linked against
        /// libcurl refused to start there (`version 'CURL_OPENSSL_4' not found`).
        @Test(.enabled(if: gnutlsLibcurl != nil, "no libcurl-gnutls.so.4 on this machine (the libcurl3-gnutls package)"))
        func anotherBuildOfLibcurl_serves() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-gnutls-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("libcurl.so.4").path, withDestinationPath: try #require(Self.gnutlsLibcurl))
            let server = try FakeGitHub(userIDs: [1, 2, 4]).start()
            defer { server.stop() }
            let variables = ["LD_LIBRARY_PATH": folder.path, "GH_USERS_API_URL": server.baseURL.absoluteString]
            let listed = try await BinaryRunner.run(["list", "--limit", "2"], variables: variables)
            #expect(listed == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2), stderr: "", status: 0))
            let stated = try await BinaryRunner.run(["version"], variables: ["LD_LIBRARY_PATH": folder.path])
            #expect(stated.stdout.contains("\ntransport:  curl\n"), "\(stated.stdout)")
            #expect(stated.status == 0)
        }

        /// CCurl's list of FoundationNetworking's functions and CCurlOnDemand's definitions name
        /// the same 23.
        @Test func definedFunctions_areTheOnesChecked() throws {
            let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
            let onDemand = try String(contentsOf: sources.appendingPathComponent("CCurlOnDemand/CCurlOnDemand.c"), encoding: .utf8)
            let checked = try String(contentsOf: sources.appendingPathComponent("CCurl/CCurl.c"), encoding: .utf8)
            // Written out (`HIDDEN int curl_easy_getinfo(`) or through a macro (`FORWARD(int, curl_url_get,`).
            let defined = Set(
                onDemand.matches(of: /(?:HIDDEN [^\n(]*?\b|FORWARD(?:_VOID|_OPTION)?\((?:[^,\n]*, )?)(curl_\w+)[(,]/).map {
                    String($0.output.1)
                })
            let list = try #require(checked.firstMatch(of: /foundation_functions\[\] = \{([^}]*)\}/)).output.1
            let named = Set(list.matches(of: /"(curl_\w+)"/).map { String($0.output.1) })
            #expect(defined.count == 23)
            #expect(defined == named)
        }
    }
#endif
