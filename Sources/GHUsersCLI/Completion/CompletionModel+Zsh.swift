extension CompletionModel {
    /// A zsh script for `compinit`: put it in a directory on `$fpath` as `_gh-users`, or
    /// source it after `compinit`.
    var zshScript: String {
        var script = """
            #compdef gh-users
            # zsh completion for gh-users, printed by `gh-users completion zsh`.
            _gh_users() {
                local -a subcommands
                subcommands=(

            """
        for subcommand in subcommands {
            script += "        \(Self.zshQuote("\(subcommand.name):\(subcommand.abstract)"))\n"
        }
        script += """
                )
                local curcontext="$curcontext" state line
                _arguments -C \\

            """
        for option in globalOptions {
            script += "        \(Self.zshSpec(option)) \\\n"
        }
        script += """
                    '1: :->subcommand' \\
                    '*:: :->argument'
                case $state in
                    subcommand) _describe -t subcommands 'gh-users subcommand' subcommands ;;
                    argument)
                        case $words[1] in

            """
        for subcommand in subcommands {
            var specs = (subcommand.options + globalOptions).map(Self.zshSpec)
            // Without a spec for positional arguments, _arguments stops completing options
            // once a login or query has been typed.
            specs.append(
                subcommand.argumentChoices.isEmpty
                    ? Self.zshQuote("*:argument: ") : Self.zshQuote("1:value:(\(subcommand.argumentChoices.joined(separator: " ")))"))
            script += "                \(subcommand.name)) _arguments \(specs.joined(separator: " ")) ;;\n"
        }
        script += """
                        esac ;;
                esac
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _gh_users "$@"
            else
                compdef _gh_users gh-users
            fi

            """
        return script
    }

    /// `'--sort[Sort by …]:key:(followers repositories joined)'`, one spec per spelling.
    private static func zshSpec(_ option: OptionSpec) -> String {
        let description = summary(option.help)
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
            .replacingOccurrences(of: ":", with: "\\:")
        return option.names.map { name in
            var spec = "\(name)[\(description)]"
            if case .value(let placeholder) = option.kind {
                spec += option.choices.isEmpty ? ":\(placeholder): " : ":\(placeholder):(\(option.choices.joined(separator: " ")))"
            }
            return zshQuote(spec)
        }.joined(separator: " ")
    }

    /// `text` in single quotes for zsh.
    private static func zshQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
