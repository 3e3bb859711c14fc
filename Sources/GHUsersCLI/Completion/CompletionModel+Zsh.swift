extension CompletionModel {
    /// A zsh script for `compinit`: save it as `_gh-users` in a directory on `$fpath`, or
    /// evaluate it after `compinit`. One function per subcommand path (`_gh_users_fav_add`),
    /// each offering that command's options and the global ones.
    var zshScript: String {
        var script = """
            #compdef gh-users
            # zsh completion for gh-users, printed by `\(program) completion zsh`.
            #
            # One function per subcommand path (_gh_users_fav_add); each offers its own options, the global
            # ones and what its arguments take.

            # _gh_users_favorites: the logins of the favorites of the API host in use, as the program on
            # the line lists them (fav list --this-host), with the line's --api-url.
            _gh_users_favorites() {
                local -a typed api logins
                local i
                typed=(${(Q)${(z)LBUFFER}})
                for ((i = 2; i < $#typed; i++)); do
                    case $typed[i] in
                        --api-url) api=(--api-url "$typed[i+1]") ;;
                        --api-url=*) api=("$typed[i]") ;;
                    esac
                done
                logins=(${${(f)"$("$typed[1]" "${api[@]}" fav list --this-host 2>/dev/null)"}%%$'\\t'*})
                compadd -a logins
            }

            # The options every command accepts, as _arguments specs, which each function passes to
            # _arguments itself: a function around _arguments would undo, as it returns, the shift of
            # $words that '*::' makes for a subcommand's own function.
            _gh_users_global_options=(

            """
        script += globalOptions.flatMap(Self.zshSpecs).map { "    \($0)\n" }.joined() + ")\n"
        for command in commands {
            script += "\n" + zshFunction(command)
        }
        script += """

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _gh_users "$@"
            else
                compdef _gh_users gh-users
            fi

            """
        return script
    }

    /// `_gh_users_fav_add`, or `_gh_users` for the root.
    private static func zshFunctionName(_ command: Command) -> String {
        let words = ["_gh_users"] + command.path.map { String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
        return words.joined(separator: "_")
    }

    /// The function that completes the words after `command`'s path.
    private func zshFunction(_ command: Command) -> String {
        var specs = command.options.flatMap(Self.zshSpecs)
        var text = "\(Self.zshFunctionName(command))() {\n"
        text += "    local curcontext=\"$curcontext\" state line\n"
        if !command.subcommands.isEmpty {
            text += "    local -a subcommands\n    subcommands=(\n"
            for subcommand in command.subcommands {
                let description = Self.summary(subcommand.abstract)
                text += "        \(Self.shellQuote(description.isEmpty ? subcommand.name : "\(subcommand.name):\(description)"))\n"
            }
            text += "    )\n"
            specs += ["'1: :->subcommand'", "'*:: :->argument'"]
            text += Self.zshCall("_arguments -C \"${_gh_users_global_options[@]}\"", specs)
            text += "    case $state in\n"
            text +=
                "        subcommand) _describe -t subcommands \(Self.shellQuote("\(command.qualifiedName) subcommand")) subcommands ;;\n"
            text += "        argument)\n"
            text +=
                "            curcontext=\"${curcontext%:*:*}:\(command.qualifiedName.replacingOccurrences(of: " ", with: "-"))-$words[1]:\"\n"
            text += "            case $words[1] in\n"
            for subcommand in command.subcommands {
                let words = [subcommand.name] + command.aliases.filter { $0.value == subcommand.name }.keys.sorted()
                text += "                \(words.joined(separator: "|"))) \(Self.zshFunctionName(subcommand)) ;;\n"
            }
            text += "            esac ;;\n"
            text += "    esac\n}\n"
            return text
        }
        var states: [String] = []
        for (index, argument) in command.arguments.enumerated() {
            let position = command.repeatsLastArgument && index == command.arguments.count - 1 ? "*" : "\(index + 1)"
            switch argument {
            case .free(let label):
                specs.append(Self.shellQuote("\(position):\(label): "))
            case .favorites:
                specs.append(Self.shellQuote("\(position):favorite:_gh_users_favorites"))
            case .choices(let words):
                specs.append(Self.shellQuote("\(position):value:(\(words.joined(separator: " ")))"))
            case .choicesAfter(let keyed):
                let state = "argument\(index + 1)"
                specs.append(Self.shellQuote("\(position):value:->\(state)"))
                var code = "        \(state))\n            case $line[\(index)] in\n"
                for entry in keyed where !entry.choices.isEmpty {
                    code += "                \(Self.shellQuote(entry.key))) compadd -- \(entry.choices.joined(separator: " ")) ;;\n"
                }
                code += "                *) _message value ;;\n            esac ;;\n"
                states.append(code)
            }
        }
        if states.isEmpty {
            text += Self.zshCall("_arguments \"${_gh_users_global_options[@]}\"", specs) + "}\n"
            return text
        }
        text += Self.zshCall("_arguments -C \"${_gh_users_global_options[@]}\"", specs)
        text += "    case $state in\n" + states.joined() + "    esac\n}\n"
        return text
    }

    /// `    command \` and one spec a line after it, each but the last ending in ` \`.
    private static func zshCall(_ command: String, _ specs: [String]) -> String {
        (["    " + command] + specs.map { "        " + $0 }).joined(separator: " \\\n") + "\n"
    }

    /// `'--sort=[Sort by …]:key:(followers repositories joined)'`, one spec per spelling; a long
    /// option's value may follow it as the next word or after `=`.
    private static func zshSpecs(_ option: OptionSpec) -> [String] {
        let description = summary(option.help)
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
            .replacingOccurrences(of: ":", with: "\\:")
        return option.names.map { name in
            guard case .value(let placeholder) = option.kind else { return shellQuote("\(name)[\(description)]") }
            let spelled = name.hasPrefix("--") ? "\(name)=" : name
            let action = option.choices.isEmpty ? " " : "(\(option.choices.joined(separator: " ")))"
            return shellQuote("\(spelled)[\(description)]:\(placeholder):\(action)")
        }
    }
}
