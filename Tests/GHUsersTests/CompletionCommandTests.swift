import Foundation
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `gh-users completion`: the three scripts, each compared whole with its golden file in
/// `Golden/` (`GH_USERS_UPDATE_GOLDEN=1 swift test --filter Completion` rewrites them), and
/// the installation its help and the README give.
@Suite(.timeLimit(.minutes(1)))
struct CompletionCommandTests {
    @Test func script_isItsGoldenFile() async {
        let cases: [(String, String)] = [("bash", "completion.bash"), ("zsh", "completion.zsh"), ("fish", "completion.fish")]
        for (shell, golden) in cases {
            let result = await CLIHarness.run(["completion", shell])
            #expect(result.stderr == "", "case \(String(reflecting: (shell, golden)))")
            #expect(result.status == 0, "case \(String(reflecting: (shell, golden)))")
            Golden.expect(result.stdout, named: golden)
        }
    }

    @Test func scripts_offerEachSettingKey_fromSettingKey() async {
        for shell in ["bash", "zsh", "fish"] {
            let script = await CLIHarness.run(["completion", shell]).stdout
            #expect(script.contains(SettingKey.allCases.map(\.rawValue).joined(separator: " ")), "\(shell)")
        }
    }

    @Test func fish_conditionsNameWholePaths_favListIsNotList() async {
        let script = await CLIHarness.run(["completion", "fish"]).stdout
        let expected = [
            "complete -c gh-users -n \"__gh_users_at 'gh-users fav list'\" -l filter -x -d 'Show only favorites whose login or name contains this text, ignoring case'",
            "complete -c gh-users -n \"__gh_users_at 'gh-users list'\" -l per-page -x -d 'Users per request, 1 to 100'",
            "complete -c gh-users -n \"__gh_users_at 'gh-users config set' 1 'color'\" -a 'auto always never'",
        ]
        for line in expected {
            #expect(script.contains("\n" + line + "\n"), "\(line)")
        }
        #expect(!script.contains("__fish_seen_subcommand_from"))
    }

    @Test func help_showsTheInstallation_asTheREADMEDoes() async throws {
        let result = await CLIHarness.run(["completion", "--help"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                """
                EXAMPLES:
                  # bash: in ~/.bashrc
                  eval "$(gh-users completion bash)"

                  # zsh: in ~/.zshrc, after compinit
                  eval "$(gh-users completion zsh)"

                  # zsh, or: as a file on $fpath, with fpath=(~/.zfunc $fpath) before compinit
                  mkdir -p ~/.zfunc && gh-users completion zsh > ~/.zfunc/_gh-users

                  # fish
                  gh-users completion fish > ~/.config/fish/completions/gh-users.fish

                """))
        let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let block = "```sh\n" + CompletionCommand.installation.map { "# \($0.comment)\n\($0.command)\n" }.joined() + "```\n"
        #expect(readme.contains(block), "README.md's completion section must list CompletionCommand.installation:\n\(block)")
    }
}
