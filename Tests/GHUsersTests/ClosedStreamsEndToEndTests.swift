import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary started with a standard stream closed (`<&-`, `>&-`, `2>&-`): the closed
/// one behaves as /dev/null, and nothing the process opens later takes its place, so the
/// other streams carry exactly what they would.
@Suite(.timeLimit(.minutes(1)))
struct ClosedStreamsEndToEndTests {
    private static let expected = [1, 2].map { TestUsers.line($0) }.joined()

    @Test func aClosedStream_isNullAndTheOthersAreUntouched() async throws {
        for closed: Int32 in [Int32(0), 1, 2] {
            let server = try FakeGitHub(userIDs: [1, 2, 3]).start()
            defer { server.stop() }
            let result = try BinaryRunner.run(["list", "--per-page", "2", "--api-url", server.baseURL.absoluteString], closing: closed)
            #expect(result == ProcessResult(stdout: closed == 1 ? "" : Self.expected, stderr: "", status: 0))
            #expect(server.requests.count == 1)
        }
    }

    @Test func withStdoutClosed_anErrorStillReachesStderr() async throws {
        let closedPort = try ClosedPort()
        let result = try BinaryRunner.run(
            ["show", "octocat", "--api-url", closedPort.baseURL.absoluteString], closing: 1, variables: ["GH_USERS_TEST_TIME_SCALE": "0.02"]
        )
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: cannot connect to 127.0.0.1:\(closedPort.port): connection refused
                        Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.

                        """,
                    status: 1))
    }
}
