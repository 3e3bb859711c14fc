import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `gh-users version` in memory: the version, the build (unknown outside Scripts/release) and
/// the transport the environment reports; `--version` stays one line.
struct VersionCommandTests {
    @Test func version_printsTheBuildAndTheTransport() async {
        let choice = TransportChoice(name: "curl", libcurlVersion: "7.74.0", notes: ["not shown here"])
        let result = await CLIHarness.run(["version"], transportChoice: choice)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        gh-users version 0.1.0 (2026-11-28)
                        commit:     unknown
                        built:      unknown
                        transport:  curl
                        libcurl:    7.74.0

                        """, stderr: "", status: 0))
    }

    @Test func version_saysWhyURLSessionStandsInForCurl() async {
        let choice = TransportChoice(name: "URLSession", reason: "cannot load libcurl.so.4: not found")
        let result = await CLIHarness.run(["version"], programName: .ghExtension, transportChoice: choice)
        #expect(
            result.stdout == """
                gh users version 0.1.0 (2026-11-28)
                commit:     unknown
                built:      unknown
                transport:  URLSession (cannot load libcurl.so.4: not found)
                libcurl:    none

                """)
    }

    @Test func versionOption_isOneLine_versionTakesNoArgument() async {
        #expect(
            await CLIHarness.run(["--version"]) == ProcessResult(stdout: "gh-users version 0.1.0 (2026-11-28)\n", stderr: "", status: 0))
        #expect(
            await CLIHarness.run(["version", "--version"])
                == ProcessResult(stdout: "gh-users version 0.1.0 (2026-11-28)\n", stderr: "", status: 0))
        // As gh prints its own: `gh version 2.40.0 (2023-12-12)`.
        #expect(await CLIHarness.run(["--version"], programName: .ghExtension).stdout == "gh users version 0.1.0 (2026-11-28)\n")
        let extra = await CLIHarness.run(["version", "now"])
        #expect(extra.status == 64)
        #expect(extra.stderr.hasPrefix("Error: Unexpected argument 'now'\nUsage: gh-users version\n"))
    }
}
