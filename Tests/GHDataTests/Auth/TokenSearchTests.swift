import Foundation
import GHTestSupport
import Testing

@testable import GHData

/// The token search against real files and a stand-in `gh` (a shell script on PATH), as a
/// person's machine has them.
@Suite(.timeLimit(.minutes(1)))
struct TokenSearchTests {
    private let folder: URL
    /// The `gh` on PATH, in `folder`.
    private let gh: StandInGh

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-token-\(UUID().uuidString)")
        gh = StandInGh(in: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("gh"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
    }

    private var hostsPath: String { folder.appendingPathComponent("gh/hosts.yml").path }

    private func write(hosts text: String) {
        #expect(FileManager.default.createFile(atPath: hostsPath, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]))
    }

    private func search(_ host: GitHubHost = .dotcom, _ extra: [String: String] = [:]) async -> TokenSearch.Outcome {
        var variables = [
            "GH_CONFIG_DIR": folder.appendingPathComponent("gh").path, "PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin",
        ]
        variables.merge(extra) { $1 }
        return await TokenSearch(host: host, variables: variables).find()
    }

    @Test func theEnvironmentWins_andAppliesByHost() async throws {
        write(hosts: "github.com:\n    oauth_token: from_file\n")
        #expect(
            await search(.dotcom, ["GITHUB_TOKEN": "b", "GH_TOKEN": "a"]).found == FoundToken(token: "a", source: .variable("GH_TOKEN")))
        #expect(await search(.dotcom, ["GH_TOKEN": "", "GITHUB_TOKEN": "b"]).found?.source == .variable("GITHUB_TOKEN"))
        let tenant = GitHubHost(normalizing: "octo.ghe.com")
        #expect(await search(tenant, ["GH_TOKEN": "a", "GH_ENTERPRISE_TOKEN": "e"]).found?.source == .variable("GH_TOKEN"))
        let enterprise = GitHubHost(normalizing: "ghe.example.com")
        #expect(
            await search(enterprise, ["GH_TOKEN": "a", "GITHUB_ENTERPRISE_TOKEN": "e"]).found?.source
                == .variable("GITHUB_ENTERPRISE_TOKEN"))
        let control = "a control character (such as a line break)"
        let flaws = [("a\nb", control), ("a\u{85}b", control), ("a b", "a space"), ("a\u{3000}", "a space")]
        for (value, flaw) in flaws + [("a\u{202E}b", "a character that is not plain ASCII (U+202E)")] {
            #expect(throws: TokenSearch.UnusableToken(variable: "GH_TOKEN", flaw: flaw)) {
                try TokenSearch.environmentToken(for: .dotcom, variables: ["GH_TOKEN": value])
            }
        }
    }

    @Test func thenGhsHostsFile_thenGh_onlyForAHostItNames() async throws {
        try await gh.answer(#"echo "gho_from_keyring""#)
        write(hosts: "github.com:\n    oauth_token: gho_file\n")
        #expect(await search() == TokenSearch.Outcome(found: FoundToken(token: "gho_file", source: .hostsFile(path: hostsPath))))
        write(hosts: "github.com:\n    user: monalisa\n    git_protocol: https\n")
        #expect(await search() == TokenSearch.Outcome(found: FoundToken(token: "gho_from_keyring", source: .ghAuthToken)))
        #expect(gh.log == "auth token --hostname github.com\n")
        // A host gh never logged in to: gh is not started.
        #expect(await search(GitHubHost(normalizing: "ghe.example.com")) == TokenSearch.Outcome())
        try FileManager.default.removeItem(atPath: hostsPath)
        #expect(await search() == TokenSearch.Outcome())
        #expect(gh.log == "auth token --hostname github.com\n")
    }

    /// gh that fails, prints garbage or hangs is passed over, with a note.
    @Test func ghThatFailsOrHangs_isPassedOverWithANote() async throws {
        write(hosts: "github.com:\n    user: monalisa\n")
        try await gh.answer("echo 'no oauth token found' >&2; exit 1")
        #expect(
            await search().notes == ["not using gh auth token --hostname github.com: it exited with status 1: no oauth token found"])
        try await gh.answer("printf 'two words\\n'")
        #expect(await search().notes == ["not using gh auth token --hostname github.com: it printed something that is not a token"])
        try await gh.answer("head -c 100000 /dev/zero")
        #expect(await search().notes == ["not using gh auth token --hostname github.com: it printed more than a token"])
        // An hour: the note says it was stopped, and a gh waited for would outlast the suite.
        try await gh.answer("exec sleep 3600")
        let outcome = await search()
        #expect(outcome.notes == ["not using gh auth token --hostname github.com: it did not finish within 2 s and was stopped"])
        #expect(outcome.found == nil)
    }

    /// An unreadable file is passed over with a note, and gh is not asked, as it would read the same file.
    @Test func unreadableFile_isPassedOver_andGhIsNotAsked() async throws {
        write(hosts: "github.com: [oops]\n")
        try await gh.answer(#"echo "gho_k""#)
        #expect(
            await search()
                == TokenSearch.Outcome(notes: ["not reading \(hostsPath): line 1: YAML gh does not write ('['); so gh's login is not used"])
        )
        #expect(gh.log == "")
    }

    @Test func fileTokenThatIsNotOne_isNotUsed_norAskedOfGh() async throws {
        write(hosts: "github.com:\n    oauth_token: gho\u{202E}x\n")
        try await gh.answer(#"echo "gho_k""#)
        #expect(
            await search()
                == TokenSearch.Outcome(notes: [
                    "not using the token for github.com in \(hostsPath): it holds a character that is not plain ASCII (U+202E)"
                ]))
        #expect(gh.log == "")
    }

    @Test func ghPath_namesTheProgram_noRelativeEntryIsSearched() async throws {
        write(hosts: "github.com:\n    user: monalisa\n")
        try await gh.answer(#"echo "gho_path""#)
        let elsewhere = gh.path
        #expect(await search(.dotcom, ["PATH": "/usr/bin", "GH_PATH": elsewhere]).found?.source == .ghAuthToken)
        #expect(GHAuthToken.locate(variables: ["PATH": "bin:.:" + folder.path]) == nil)
        #expect(GHAuthToken.locate(variables: ["PATH": "bin:" + folder.appendingPathComponent("bin").path]) == elsewhere)
    }
}
