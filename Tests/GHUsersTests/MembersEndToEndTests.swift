import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `members` run as the built binary against the stand-in's organization of 250 people, 50 of
/// them public and 3 owners, asked as a member (every one) and as anyone else (the public ones).
@Suite(.timeLimit(.minutes(1)))
struct MembersEndToEndTests {
    private let fake: FakeGitHub
    private let server: LoopbackServer
    private let member = ["GH_ENTERPRISE_TOKEN": "member-token"]
    private let outsider = ["GH_ENTERPRISE_TOKEN": "outsider-token"]

    init() throws {
        var fake = FakeGitHub()
        fake.organizationMembers["big"] = FakeGitHub.Members(
            ids: Array(1...250), admins: [1, 2, 200], publicIDs: Set(stride(from: 5, through: 250, by: 5)), memberTokens: ["member-token"])
        self.fake = fake
        server = try fake.start()
    }

    private func run(_ arguments: [String], _ variables: [String: String] = [:], terminal: Bool = false) async throws -> ProcessResult {
        try await BinaryRunner.run(arguments + ["--api-url", server.baseURL.absoluteString], variables: variables, terminal: terminal)
    }

    private static func lines(_ ids: some Sequence<Int>) -> String { ids.map { TestUsers.line($0) }.joined() }

    @Test func aMember_getsEveryMember_pageByPage() async throws {
        defer { server.stop() }
        let result = try await run(["members", "big", "--all"], member)
        #expect(result == ProcessResult(stdout: Self.lines(1...250), stderr: "", status: 0))
        #expect(
            server.requests.map(\.target).sorted() == [
                "/orgs/big/members?per_page=100", "/orgs/big/members?per_page=100&page=2", "/orgs/big/members?per_page=100&page=3",
                "/user/memberships/orgs/big",
            ])
    }

    /// Anyone else gets the public members, and without a token nothing more is asked.
    @Test func anyoneElse_getsThePublicMembers() async throws {
        defer { server.stop() }
        let outside = try await run(["members", "big", "--all"], outsider)
        #expect(outside == ProcessResult(stdout: Self.lines(stride(from: 5, through: 250, by: 5)), stderr: "", status: 0))
        let anonymous = try await run(["members", "big", "--limit", "3"])
        #expect(anonymous == ProcessResult(stdout: Self.lines([5, 10, 15]), stderr: "", status: 0))
        #expect(server.requests.filter { $0.path.hasPrefix("/user/") }.count == 1)
    }

    @Test func role_picksOwnersOrTheRest_withGitHubsJSON() async throws {
        defer { server.stop() }
        #expect(
            try await run(["members", "big", "--role", "admin"], member)
                == ProcessResult(stdout: Self.lines([1, 2, 200]), stderr: "", status: 0))
        let rest = try await run(["members", "big", "--role", "member", "--all"], member)
        #expect(rest == ProcessResult(stdout: Self.lines((3...250).filter { $0 != 200 }), stderr: "", status: 0))
        let json = try await run(["members", "big", "--role", "admin", "--json", "login,id"], outsider)
        #expect(json == ProcessResult(stdout: "[\n  {\n    \"login\": \"user200\",\n    \"id\": 200\n  }\n]\n", stderr: "", status: 0))
    }

    @Test func onATerminal_theLastLineSaysWhichMembersCameBack() async throws {
        defer { server.stop() }
        let inside = try await run(["members", "big", "--role", "admin", "--no-pager", "--color", "never"], member, terminal: true)
        #expect(inside.stderr == "These are all of big's owners, concealed ones included: the token's user belongs to it.\n")
        #expect(
            inside.stdout.split(separator: "\n").map { String($0.prefix(12)) } == [
                "LOGIN       ", "user1       ", "user2       ", "user200     ",
            ])
        let outside = try await run(["members", "big", "--role", "admin", "--no-pager", "--color", "never"], outsider, terminal: true)
        #expect(outside.stderr == "These are big's public owners; only its members see the others.\n")
        let first = try await run(["members", "big", "--no-pager", "--color", "never"], member, terminal: true)
        #expect(first.stderr == "Showing the first 30 members; add --limit <n> or --all for more.\n")
    }

    @Test func unknownOrganization_isNamed_misuseIsAUsageError() async throws {
        defer { server.stop() }
        #expect(
            try await run(["members", "nosuch"], member)
                == ProcessResult(stdout: "", stderr: "Error: organization 'nosuch' not found\n", status: 1))
        let role = try await run(["members", "big", "--role", "owner"])
        #expect(
            role.status == 64
                && role.stderr.hasPrefix("Error: The value 'owner' is invalid for '--role <role>': expected one of admin, member\n"))
        let missing = try await run(["members"])
        #expect(missing.status == 64 && missing.stderr.hasPrefix("Error: Missing expected argument '<organization>'\n"))
        #expect(server.requests.count == 2)
    }
}
