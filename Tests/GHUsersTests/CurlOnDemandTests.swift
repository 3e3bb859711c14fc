#if os(Linux)
    import Foundation
    import GHSystem
    import GHTestSupport
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

        /// CCurl's list of FoundationNetworking's functions and CCurlOnDemand's definitions name
        /// the same 23.
        @Test func definedFunctions_areTheOnesChecked() throws {
            let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
            let onDemand = try String(contentsOf: sources.appendingPathComponent("CCurlOnDemand/CCurlOnDemand.c"), encoding: .utf8)
            let checked = try String(contentsOf: sources.appendingPathComponent("CCurl/CCurl.c"), encoding: .utf8)
            let defined = Set(onDemand.matches(of: /HIDDEN [^\n(]*?\b(curl_\w+)\(/).map { String($0.output.1) })
            let list = try #require(checked.firstMatch(of: /foundation_functions\[\] = \{([^}]*)\}/)).output.1
            let named = Set(list.matches(of: /"(curl_\w+)"/).map { String($0.output.1) })
            #expect(defined.count == 23)
            #expect(defined == named)
        }
    }
#endif
