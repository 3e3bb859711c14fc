import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Synchronization
import Testing

/// Rate-limit times that lie, and a spent budget remembered between runs, against the built
/// binary: `GET /rate_limit` (which GitHub does not count) is the authority that corrects them.
@Suite(.timeLimit(.minutes(1)))
struct RateLimitTruthEndToEndTests {
    /// A GitHub whose `/users/user1` answers each request with the next of `answers` (the last
    /// one once they run out), and whose `/rate_limit` reports `left` of 5,000, resetting at `reset`.
    private final class Budgeted: Sendable {
        let answers: Mutex<[HTTPResponseSpec]>
        let left: Int
        let reset: Int

        init(_ answers: [HTTPResponseSpec], left: Int, reset: Int) {
            self.answers = Mutex(answers)
            self.left = left
            self.reset = reset
        }

        func respond(_ request: HTTPRequestRecord) -> HTTPResponseSpec {
            switch request.path {
            case "/rate_limit":
                return .text(#"{"resources":{"core":{"limit":5000,"remaining":\#(left),"reset":\#(reset),"used":6}}}"#)
            case "/users/user1":
                return answers.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
            default:
                return .text(#"{"message":"Not Found"}"#, status: 404)
            }
        }
    }

    private static let profile = #"{"login":"user1","id":1,"type":"User","site_admin":false,"avatar_url":"","html_url":""}"#
    private static let printed = "login:\tuser1\nid:\t1\ntype:\tUser\nsite_admin:\tfalse\n"

    private static func refusal(remaining: Int = 0, reset: String) -> HTTPResponseSpec {
        .text(
            #"{"message":"API rate limit exceeded"}"#, status: 403,
            headers: [("X-RateLimit-Limit", "5000"), ("X-RateLimit-Remaining", "\(remaining)"), ("X-RateLimit-Reset", reset)])
    }

    private static func answered(reset: Int) -> HTTPResponseSpec {
        .text(profile, headers: [("X-RateLimit-Limit", "5000"), ("X-RateLimit-Remaining", "4993"), ("X-RateLimit-Reset", "\(reset)")])
    }

    /// The paths the server was asked for, in order, leaving out the release check (`/meta`).
    private static func paths(_ server: LoopbackServer) -> [String] {
        server.requests.map(\.path).filter { $0 != "/meta" }
    }

    /// A remembered spent budget is corrected by status, and forgotten by `cache clear`.
    @Test func rememberedSpentBudget_isCorrectedByStatus() async throws {
        let reset = Int(Date().timeIntervalSince1970) + 3000
        let github = Budgeted([Self.refusal(reset: "\(reset)"), Self.answered(reset: reset)], left: 4994, reset: reset)
        let server = try LoopbackServer { github.respond($0) }
        defer { server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-truth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let variables = ["XDG_CACHE_HOME": cache.path, "TZ": "UTC"]
        let show = ["show", "user1", "--api-url", server.baseURL.absoluteString]

        let refused = try await BinaryRunner.run(show, variables: variables)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("Error: API rate limit exceeded (0 of 5,000 left); it resets at "), "\(refused.stderr)")
        // The next run knows it is spent and sends nothing, saying how to check.
        let known = try await BinaryRunner.run(show, variables: variables)
        #expect(known.status == 1)
        let lines = known.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(
            lines.dropFirst().first
                == "Not sent: an earlier answer left 0 of 5,000 requests; 'gh-users status' asks GitHub what is left now.")
        #expect(Self.paths(server) == ["/users/user1"])
        // status asks GitHub, and what it says is what the next run goes by.
        let status = try await BinaryRunner.run(["status", "--api-url", server.baseURL.absoluteString], variables: variables)
        #expect(status.status == 0)
        #expect(status.stdout.contains("core:\t4,994 of 5,000 left, resets at "), "\(status.stdout)")
        let shown = try await BinaryRunner.run(show, variables: variables)
        #expect(shown == ProcessResult(stdout: Self.printed, stderr: "", status: 0))
        #expect(Self.paths(server) == ["/users/user1", "/rate_limit", "/users/user1"])

        // Spent again, then the cache cleared: the limit remembered goes with it.
        let again = Budgeted([Self.refusal(reset: "\(reset)"), Self.answered(reset: reset)], left: 4990, reset: reset)
        let second = try LoopbackServer { again.respond($0) }
        defer { second.stop() }
        let showSecond = ["show", "user1", "--api-url", second.baseURL.absoluteString]
        #expect(try await BinaryRunner.run(showSecond, variables: variables).status == 1)
        #expect(try await BinaryRunner.run(showSecond, variables: variables).status == 1)
        #expect(Self.paths(second) == ["/users/user1"])
        let cleared = try await BinaryRunner.run(["cache", "clear"], variables: variables)
        #expect(cleared.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("gh-users/rate-limits.json").path))
        let afterClear = try await BinaryRunner.run(showSecond, variables: variables)
        #expect(afterClear == ProcessResult(stdout: Self.printed, stderr: "", status: 0))
    }

    /// With `--wait`, a reset that tells nothing asks the rate limit once instead of spending tries on refusals.
    @Test func withWait_aSilentReset_asksRateLimitOnce() async throws {
        for reset: String in ["past", "not a number", "ten days away"] {
            let now = Int(Date().timeIntervalSince1970)
            let header = ["past": "\(now - 100)", "ten days away": "\(now + 864_000)"][reset] ?? reset
            let github = Budgeted([Self.refusal(reset: header), Self.answered(reset: now + 3000)], left: 4999, reset: now + 3000)
            let server = try LoopbackServer { github.respond($0) }
            defer { server.stop() }
            let result = try await BinaryRunner.run(["show", "user1", "--wait", "--no-cache", "--api-url", server.baseURL.absoluteString])
            #expect(result == ProcessResult(stdout: Self.printed, stderr: "", status: 0))
            #expect(Self.paths(server) == ["/users/user1", "/rate_limit", "/users/user1"])

            // When /rate_limit says nothing is left and gives no reset to wait for, it stops there.
            let stuck = Budgeted([Self.refusal(reset: header)], left: 0, reset: now - 100)
            let stuckServer = try LoopbackServer { stuck.respond($0) }
            defer { stuckServer.stop() }
            let stopped = try await BinaryRunner.run(
                ["show", "user1", "--wait", "--no-cache", "--api-url", stuckServer.baseURL.absoluteString], variables: ["TZ": "UTC"])
            #expect(stopped.status == 1)
            #expect(stopped.stdout == "")
            #expect(stopped.stderr.hasPrefix("Error: API rate limit exceeded (0 of 5,000 left)"), "\(stopped.stderr)")
            #expect(Self.paths(stuckServer) == ["/users/user1", "/rate_limit"])
        }
    }
}
