import Foundation
import GHTestSupport
import Testing

/// The manual pages committed in `docs/man/`: each exactly what `gh-users-docs` makes from the
/// command specs now (`swift run gh-users-docs` rewrites them, and removes a page no command has
/// any more), one for every command and action, and each read by groff with every warning on,
/// which must print nothing.
@Suite(.timeLimit(.minutes(1)))
struct ManPagesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/man")
    static let groff = ExternalProgram.find("/usr/bin/groff", "/usr/local/bin/groff")
    /// The tool, built beside gh-users.
    static let tool = BinaryRunner.executableURL.deletingLastPathComponent().appendingPathComponent("gh-users-docs").path

    /// The committed pages, by file name.
    static func committed() throws -> [String: String] {
        try pages(in: folder)
    }

    private static func pages(in folder: URL) throws -> [String: String] {
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".1") {
            pages[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return pages
    }

    @Test func everyPage_isWhatTheToolMakesNow() async throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-man-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: made) }
        // A page no command has any more is removed.
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: made.appendingPathComponent("gh-users-gone.1"))
        let result = try await ExternalProgram.run(Self.tool, [made.path], environment: [:])
        #expect(result == ProcessResult(stdout: "", stderr: "", status: 0))
        let generated = try Self.pages(in: made)
        let committed = try Self.committed()
        #expect(generated.keys.sorted() == committed.keys.sorted(), "run 'swift run gh-users-docs' and review the diff")
        for (name, text) in generated.sorted(by: { $0.key < $1.key }) where committed[name] != text {
            Issue.record("docs/man/\(name) is not what gh-users-docs makes: run 'swift run gh-users-docs' and review the diff")
        }
    }

    @Test func thereIsAPageForEveryCommand_andEveryAction() throws {
        #expect(
            try Self.committed().keys.sorted()
                == [
                    "gh-users.1", "gh-users-browse.1", "gh-users-list.1", "gh-users-show.1", "gh-users-search.1", "gh-users-followers.1",
                    "gh-users-following.1", "gh-users-relations.1", "gh-users-follow.1", "gh-users-unfollow.1", "gh-users-orgs.1",
                    "gh-users-members.1", "gh-users-repos.1", "gh-users-starred.1",
                    "gh-users-trending.1",
                    "gh-users-fav.1",
                    "gh-users-fav-add.1", "gh-users-fav-remove.1", "gh-users-fav-list.1", "gh-users-status.1", "gh-users-config.1",
                    "gh-users-config-list.1",
                    "gh-users-config-get.1", "gh-users-config-set.1", "gh-users-config-unset.1", "gh-users-cache.1",
                    "gh-users-cache-info.1",
                    "gh-users-cache-clear.1", "gh-users-completion.1", "gh-users-version.1",
                ].sorted())
    }

    @Test func aPage_saysWhatHelpSays() throws {
        let pages = try Self.committed()
        let set = try #require(pages["gh-users-config-set.1"])
        #expect(set.contains(".SH SYNOPSIS\n\\fBgh\\-users config set <key> <value>\\fR\n"))
        let list = try #require(pages["gh-users-list.1"])
        #expect(
            list.hasPrefix(
                ".TH GH\\-USERS\\-LIST 1 \"\" \"gh-users 0.1.0\" \"gh-users Manual\"\n.SH NAME\ngh\\-users\\-list \\- List GitHub users"))
        #expect(list.contains(".TP\n\\fB\\-\\-since\\fR \\fIid\\fR\n"))
    }

    @Test(.enabled(if: groff != nil, "groff is not installed (apt-get install -y groff)"))
    func groff_readsEveryPage_withoutAWarning() async throws {
        let groff = try #require(Self.groff)
        for (name, text) in try Self.committed().sorted(by: { $0.key < $1.key }) {
            let result = try await ExternalProgram.run(
                groff, ["-man", "-ww", "-z"], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], input: text)
            #expect(result == ProcessResult(stdout: "", stderr: "", status: 0), "\(name)")
        }
    }
}
