extension CompletionModel {
    /// A bash script that completes subcommands, options and the values of options with a
    /// fixed set of choices, through `complete -F`.
    var bashScript: String {
        let valueOptions = globalOptions.filter { $0.kind != .flag }.flatMap(\.names)
        var script = """
            # bash completion for gh-users, printed by `gh-users completion bash`.
            _gh_users() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local subcommand="" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "${COMP_WORDS[i]}" in
                        \(valueOptions.joined(separator: "|"))) ((i++)) ;;
                        -*) ;;
                        *) subcommand="${COMP_WORDS[i]}"; break ;;
                    esac
                done
                case "$subcommand" in

            """
        let globalWords = globalOptions.flatMap(\.names)
        script += Self.bashCase(
            pattern: "\"\"", options: globalOptions, words: subcommands.map(\.name) + globalWords)
        for subcommand in subcommands {
            script += Self.bashCase(
                pattern: subcommand.name,
                options: subcommand.options + globalOptions,
                words: subcommand.options.flatMap(\.names) + globalWords + subcommand.argumentChoices
            )
        }
        script += """
                esac
            }
            complete -F _gh_users gh-users

            """
        return script
    }

    /// One arm of the `case "$subcommand"`: after an option that takes a value, its choices
    /// (or nothing, for free text); otherwise `words`.
    private static func bashCase(pattern: String, options: [OptionSpec], words: [String]) -> String {
        var arm = "        \(pattern))\n"
        arm += "            case \"$prev\" in\n"
        for option in options where option.kind != .flag {
            let names = option.names.joined(separator: "|")
            if option.choices.isEmpty {
                arm += "                \(names)) return ;;\n"
            } else {
                arm +=
                    "                \(names)) COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            }
        }
        arm += "            esac\n"
        arm += "            COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;\n"
        return arm
    }
}
