import Foundation
import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `followers --changes` and `following --changes` in memory, with a real snapshot folder:
/// whole stdout, stderr and exit status across runs.
struct ChangesCommandTests {
    private let sandbox = FavoritesSandbox()

    private func followers(_ ids: [Int], list: String = "followers", root: String = "") -> StubTransport {
        let transport = StubTransport()
        transport.register("\(root)/users/octocat/\(list)?per_page=100", body: TestUsers.page(ids))
        return transport
    }

    private var snapshot: URL { sandbox.dataHome.appendingPathComponent("gh-users/snapshots/api.github.com/followers-octocat.json") }

    private func run(_ arguments: [String], _ transport: StubTransport, terminal: Bool = false) async -> ProcessResult {
        await CLIHarness.run(arguments, transport: transport, variables: sandbox.variables, terminal: terminal)
    }

    @Test func theFirstRun_takesTheFirstSnapshot_andSaysSo() async throws {
        let result = await run(["followers", "octocat", "--changes"], followers([1, 2, 3]))
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Took the first snapshot of octocat's followers: octocat has 3 followers. Run it again to see who arrived and who left.\n",
                    status: 0))
        #expect(FileManager.default.fileExists(atPath: snapshot.path))
    }

    /// A later run prints who arrived and who left, and when the snapshot was taken.
    @Test func laterRun_printsWhoCameAndLeft_andSnapshotTime() async throws {
        _ = await run(["followers", "octocat", "--changes"], followers([1, 2, 3]))
        let piped = await run(["followers", "octocat", "--changes"], followers([9, 2, 3, 7]))
        #expect(
            piped
                == ProcessResult(
                    stdout: "added\t" + TestUsers.line(9) + "added\t" + TestUsers.line(7) + "removed\t" + TestUsers.line(1),
                    stderr: "2 arrived and 1 left since 2026-11-21 12:00 (the previous snapshot); octocat has 4 followers.\n", status: 0))
        let table = await run(["followers", "octocat", "--changes", "--color", "never"], followers([9, 2, 3]), terminal: true)
        #expect(
            table
                == ProcessResult(
                    stdout: """
                        CHANGE   LOGIN          ID  TYPE  PROFILE URL
                        removed  user7           7  User  https://github.com/user7

                        """, stderr: "0 arrived and 1 left since 2026-11-21 12:00 (the previous snapshot); octocat has 3 followers.\n",
                    status: 0))
        let same = await run(["followers", "octocat", "--changes"], followers([9, 2, 3]))
        #expect(
            same
                == ProcessResult(
                    stdout: "", stderr: "No changes since 2026-11-21 12:00 (the previous snapshot); octocat has 3 followers.\n", status: 0))
    }

    /// `--json` is one object, with the users as GitHub sent them and as the snapshot kept them.
    @Test func json_isOneObject_withUsersAsSentAndAsKept() async throws {
        let first = await run(["following", "octocat", "--changes", "--json"], followers([1, 2], list: "following"))
        #expect(
            first
                == ProcessResult(
                    stdout: """
                        {
                          "login": "octocat",
                          "previous": null,
                          "added": [],
                          "removed": []
                        }

                        """,
                    stderr:
                        "Took the first snapshot of whom octocat follows: octocat follows 2 users. Run it again to see who arrived and who left.\n",
                    status: 0))
        let second = await run(["following", "octocat", "--changes", "--json"], followers([2, 4], list: "following"))
        #expect(
            second.stdout == """
                {
                  "login": "octocat",
                  "previous": "2026-11-21T12:00:00Z",
                  "added": [
                \(TestUsers.json(4, indent: "    ", whole: false))
                  ],
                  "removed": [
                    {
                      "login": "user1",
                      "id": 1,
                      "type": "User",
                      "site_admin": false,
                      "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4",
                      "html_url": "https://github.com/user1"
                    }
                  ]
                }

                """)
        #expect(second.status == 0)
    }

    /// A damaged snapshot is an error naming it, nothing is sent, and the file is left as it was.
    @Test func damagedSnapshot_isAnError_andIsLeftAsItWas() async throws {
        try FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\":1,".utf8).write(to: snapshot)
        let result = await run(["followers", "octocat", "--changes"], StubTransport())
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: the snapshot file \(snapshot.path) is damaged (not valid JSON); it was left untouched: repair it, or move it away to start afresh\n",
                    status: 1))
        #expect(try Data(contentsOf: snapshot) == Data("{\"version\":1,".utf8))
    }

    @Test func twoHosts_keepTheirOwnSnapshots() async throws {
        _ = await run(["followers", "octocat", "--changes"], followers([1, 2]))
        let enterprise = await run(
            ["followers", "octocat", "--changes", "--api-url", "https://ghe.example/api/v3"], followers([5], root: "/api/v3"))
        #expect(enterprise.stderr.hasPrefix("Took the first snapshot of octocat's followers: octocat has 1 follower."))
        let again = await run(["followers", "octocat", "--changes"], followers([1, 2]))
        #expect(
            again
                == ProcessResult(
                    stdout: "", stderr: "No changes since 2026-11-21 12:00 (the previous snapshot); octocat has 2 followers.\n", status: 0))
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: snapshot.deletingLastPathComponent().deletingLastPathComponent().path)
        #expect(folders.sorted() == ["api.github.com", "ghe.example"])
    }

    @Test func changes_withALimitOrFull_isAUsageError() async {
        for (arguments, message) in [
            (
                ["followers", "octocat", "--changes", "--limit", "5"],
                "'--changes' and '--limit' cannot be used together: the changes need the whole list"
            ),
            (["following", "octocat", "--changes", "--full"], "'--changes' and '--full' cannot be used together"),
        ] as [([String], String)] {
            let result = await run(arguments, StubTransport())
            #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: gh-users \(arguments[0]) <login>"))
            #expect(result.status == 64)
        }
    }
}
