import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `gh-users completion`: each script offers every subcommand, every option, and the values
/// of options with a fixed set of choices.
struct CompletionCommandTests {
    private let routes = CommandRouter.standard.routes

    @Test func fish_completesEverySubcommandAndOption_withChoices() async {
        let result = await CLIHarness.run(["completion", "fish"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let lines = Set(result.stdout.split(separator: "\n").map(String.init))
        #expect(
            result.stdout.hasPrefix("# fish completion for gh-users, printed by `gh-users completion fish`.\ncomplete -c gh-users -f\n"))
        for route in routes {
            let offered = lines.contains { $0.contains("not __fish_seen_subcommand_from") && $0.contains("-a \(route.name) -d ") }
            #expect(offered, "subcommand \(route.name)")
            for option in route.allOptions {
                let spelled = option.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }.joined(
                    separator: " ")
                let line = lines.first { $0.hasPrefix("complete -c gh-users -n '__fish_seen_subcommand_from \(route.name)' \(spelled) ") }
                #expect(line != nil, "\(route.name) \(option.key)")
            }
        }
        #expect(
            lines.contains(
                "complete -c gh-users -n '__fish_seen_subcommand_from search' -l sort -x -a 'followers repositories joined' -d 'Sort by followers, repositories or joined'"
            ))
        #expect(
            lines.contains(
                "complete -c gh-users -n '__fish_seen_subcommand_from search' -l order -x -a 'asc desc' -d 'With --sort: asc or desc'"))
        #expect(lines.contains("complete -c gh-users -l color -x -a 'auto always never' -d 'Colour the output: auto, always or never'"))
        #expect(lines.contains("complete -c gh-users -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'"))
        #expect(lines.contains("complete -c gh-users -n '__fish_seen_subcommand_from fav' -a 'add remove list'"))
        #expect(
            lines.contains(
                "complete -c gh-users -n '__fish_seen_subcommand_from repos' -l json -d 'Print a JSON array: name, full_name, description, language, stargazers_count, forks_count, html_url, updated_at'"
            ))
    }

    @Test func bash_completesEverySubcommandAndOption_withChoices() async {
        let result = await CLIHarness.run(["completion", "bash"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let script = result.stdout
        #expect(script.hasPrefix("# bash completion for gh-users, printed by `gh-users completion bash`.\n_gh_users() {\n"))
        #expect(script.hasSuffix("}\ncomplete -F _gh_users gh-users\n"))
        #expect(script.contains("COMPREPLY=($(compgen -W \"\(routes.map(\.name).joined(separator: " ")) help --api-url --color"))
        for route in routes {
            let words = (route.allOptions + GlobalOptions.specs).flatMap(\.names) + route.help.argumentChoices
            #expect(script.contains("        \(route.name))\n"), "subcommand \(route.name)")
            #expect(
                script.contains("COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;\n"), "\(route.name) words")
        }
        #expect(
            script.contains("                --sort) COMPREPLY=($(compgen -W \"followers repositories joined\" -- \"$cur\")); return ;;\n"))
        #expect(
            script.contains(
                "                --sort) COMPREPLY=($(compgen -W \"created updated pushed full_name\" -- \"$cur\")); return ;;\n"))
        #expect(script.contains("                --order) COMPREPLY=($(compgen -W \"asc desc\" -- \"$cur\")); return ;;\n"))
        #expect(script.contains("                --color) COMPREPLY=($(compgen -W \"auto always never\" -- \"$cur\")); return ;;\n"))
        #expect(
            script.contains(
                "COMPREPLY=($(compgen -W \"--filter --json --api-url --color -v --verbose --offline --no-cache --no-pager --version -h --help add remove list\" -- \"$cur\")) ;;\n"
            ))
    }

    @Test func zsh_completesEverySubcommandAndOption_withChoices() async {
        let result = await CLIHarness.run(["completion", "zsh"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let script = result.stdout
        #expect(script.hasPrefix("#compdef gh-users\n"))
        for route in routes {
            #expect(script.contains("        '\(route.name):"), "subcommand \(route.name)")
            let line = script.split(separator: "\n").first { $0.hasPrefix("                \(route.name)) _arguments ") }
            for option in route.allOptions + GlobalOptions.specs {
                #expect(line?.contains("'\(option.key)[") == true, "\(route.name) \(option.key)")
            }
        }
        #expect(script.contains("'--sort[Sort by followers, repositories or joined]:key:(followers repositories joined)'"))
        #expect(
            script.contains("'--sort[Sort by created, updated, pushed (newest first) or full_name]:key:(created updated pushed full_name)'")
        )
        #expect(script.contains("'--order[With --sort\\: asc or desc]:order:(asc desc)'"))
        #expect(script.contains("'--color[Colour the output\\: auto, always or never]:when:(auto always never)'"))
        #expect(script.contains("completion) _arguments ") && script.contains("'1:value:(bash zsh fish)'"))
        #expect(script.contains("fav) _arguments ") && script.contains("'1:value:(add remove list)'"))
    }
}
