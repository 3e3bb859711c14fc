import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// A reader that stops reading for a while (a pager held on one screen, a script busy with each
/// line) while a listing is under way: the request sent ahead for the next page must not run
/// out its deadline waiting for the reader, and nothing may be lost.
@Suite(.timeLimit(.minutes(1)))
struct SlowReaderEndToEndTests {
    @Test func readerPausingPastTheDeadline_getsEveryUser() async throws {
        for extra: [String] in [[String](), ["--json"]] {
            let ids = Array(1...3000)
            let server = try FakeGitHub(userIDs: ids).start()
            defer { server.stop() }
            // A deadline of 1.5 s a request (15 s scaled by 0.1: a machine busy enough to take 0.4 s
            // for a page of a hundred did happen); the reader pauses for longer than that once the
            // pipe holds a few pages, and again later.
            let running = try BinaryRunner.launch(
                ["list", "--limit", "3000", "--per-page", "100", "--no-cache", "--api-url", server.baseURL.absoluteString] + extra,
                variables: ["GH_USERS_TIMEOUT": "15", "GH_USERS_TEST_TIME_SCALE": "0.1"])
            _ = running.readOutput(atLeast: 1)
            try await Task.sleep(for: .milliseconds(1800))
            _ = running.readOutput(atLeast: 200_000)
            try await Task.sleep(for: .milliseconds(1800))
            let result = await running.wait()
            #expect(result.stderr == "")
            #expect(result.status == 0)
            if extra.isEmpty {
                #expect(result.stdout == ids.map { TestUsers.line($0) }.joined())
            } else {
                let users = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
                #expect(users?.compactMap { $0["id"] as? Int } == ids)
            }
        }
    }
}
