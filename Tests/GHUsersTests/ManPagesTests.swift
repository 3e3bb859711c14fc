import Foundation
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// The manual pages in `docs/man/`, made from the command specs: each regenerated and compared
/// whole with its committed file (`GH_USERS_UPDATE_GOLDEN=1 swift test --filter ManPages`
/// rewrites them, and removes a page no command has any more), and each read by groff with
/// every warning on, which must print nothing.
@Suite(.timeLimit(.minutes(1)))
struct ManPagesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/man")
    static let pages = ManPages(router: .standard).pages
    static let groff = ExternalProgram.find("/usr/bin/groff", "/usr/local/bin/groff")

    @Test func everyPage_isItsCommittedFile() throws {
        for page in Self.pages {
            Golden.expect(page.text, named: page.fileName, in: Self.folder)
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".1") }
        let stale = Set(committed).subtracting(Self.pages.map(\.fileName))
        if Golden.isUpdating {
            for name in stale { try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(name)) }
        } else {
            #expect(stale.isEmpty, "pages in docs/man/ that no command has: \(stale.sorted())")
        }
    }

    @Test func thereIsAPageForEveryCommand_andEveryAction() {
        let names = Self.pages.map(\.fileName)
        #expect(
            names == [
                "gh-users.1", "gh-users-browse.1", "gh-users-list.1", "gh-users-show.1", "gh-users-search.1", "gh-users-followers.1",
                "gh-users-following.1", "gh-users-relations.1", "gh-users-follow.1", "gh-users-unfollow.1", "gh-users-orgs.1",
                "gh-users-members.1", "gh-users-repos.1", "gh-users-starred.1",
                "gh-users-trending.1",
                "gh-users-fav.1",
                "gh-users-fav-add.1", "gh-users-fav-remove.1", "gh-users-fav-list.1", "gh-users-status.1", "gh-users-config.1",
                "gh-users-config-list.1",
                "gh-users-config-get.1", "gh-users-config-set.1", "gh-users-config-unset.1", "gh-users-cache.1", "gh-users-cache-info.1",
                "gh-users-cache-clear.1", "gh-users-completion.1", "gh-users-version.1",
            ])
    }

    @Test func aPage_saysWhatHelpSays() throws {
        let page = try #require(Self.pages.first { $0.fileName == "gh-users-config-set.1" })
        #expect(page.text.contains(".SH SYNOPSIS\n\\fBgh\\-users config set <key> <value>\\fR\n"))
        let list = try #require(Self.pages.first { $0.fileName == "gh-users-list.1" })
        #expect(
            list.text.hasPrefix(
                ".TH GH\\-USERS\\-LIST 1 \"\" \"gh-users 0.1.0\" \"gh-users Manual\"\n.SH NAME\ngh\\-users\\-list \\- List GitHub users"))
        #expect(list.text.contains(".TP\n\\fB\\-\\-since\\fR \\fIid\\fR\n"))
    }

    @Test(.enabled(if: groff != nil, "groff is not installed (apt-get install -y groff)"))
    func groff_readsEveryPage_withoutAWarning() async throws {
        let groff = try #require(Self.groff)
        for page in Self.pages {
            let result = try await ExternalProgram.run(
                groff, ["-man", "-ww", "-z"], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], input: page.text)
            #expect(result == ProcessResult(stdout: "", stderr: "", status: 0), "\(page.fileName)")
        }
    }
}
