import GHText

extension CompletionModel {
    /// A bash script that completes subcommands at every level, each one's own options and the
    /// global ones, and the values of options and arguments with a fixed set of choices, through
    /// `complete -F`. It needs nothing but bash, and works alongside the bash-completion package.
    var bashScript: String {
        var script = "# bash completion for gh-users, printed by `\(program) completion bash`.\n" + Self.bashPrelude
        script += "\n# _gh_users_takes_value PATH WORD: whether WORD is an option that takes a value under PATH, a\n"
        script += "# subcommand path such as 'gh-users fav list'.\n"
        script += "_gh_users_takes_value() {\n    case \"$1/$2\" in\n"
        let globalValues = globalOptions.filter { $0.kind != .flag }.flatMap(\.names)
        if !globalValues.isEmpty {
            script += "        " + globalValues.map { "*/" + Self.shellQuote($0) }.joined(separator: " | ") + ") return 0 ;;\n"
        }
        for command in commands {
            let names = command.options.filter { $0.kind != .flag }.flatMap(\.names)
            guard !names.isEmpty else { continue }
            script +=
                "        " + names.map { Self.shellQuote("\(command.qualifiedName)/\($0)") }.joined(separator: " | ") + ") return 0 ;;\n"
        }
        script += "    esac\n    return 1\n}\n"

        script += "\n# _gh_users_option_choices PATH OPTION: sets choices to the values OPTION takes under PATH, when\n"
        script += "# they are a fixed set; returns 1 when they are not.\n"
        script += "_gh_users_option_choices() {\n    case \"$1/$2\" in\n"
        for option in globalOptions where !option.choices.isEmpty {
            script += "        " + option.names.map { "*/" + Self.shellQuote($0) }.joined(separator: " | ")
            script += ") choices=\(Self.shellQuote(option.choices.joined(separator: " "))) ;;\n"
        }
        for command in commands {
            for option in command.options where !option.choices.isEmpty {
                script += "        " + option.names.map { Self.shellQuote("\(command.qualifiedName)/\($0)") }.joined(separator: " | ")
                script += ") choices=\(Self.shellQuote(option.choices.joined(separator: " "))) ;;\n"
            }
        }
        script += "        *) return 1 ;;\n    esac\n}\n"

        script += "\n# _gh_users_options PATH: sets choices to the options PATH accepts, its own and the global ones.\n"
        script += "_gh_users_options() {\n    case \"$1\" in\n"
        for command in commands where !command.options.isEmpty {
            script +=
                "        \(Self.shellQuote(command.qualifiedName))) choices=\(Self.shellQuote(command.options.flatMap(\.names).joined(separator: " "))) ;;\n"
        }
        script += "        *) choices= ;;\n    esac\n"
        script += "    choices+=\(Self.shellQuote(" " + globalOptions.flatMap(\.names).joined(separator: " ")))\n}\n"

        script += "\n# _gh_users_arguments PATH COUNT PREVIOUS: sets choices to what the argument after COUNT others\n"
        script += "# takes under PATH (PREVIOUS is the one before it): subcommands, fixed values, or the options\n"
        script += "# once no argument is left; nothing for free text.\n"
        script += "_gh_users_arguments() {\n    case \"$1\" in\n"
        for command in commands {
            script += "        \(Self.shellQuote(command.qualifiedName)))\n"
            script += Self.bashArguments(command, indent: "            ")
            script += "            ;;\n"
        }
        script += "        *) choices= ;;\n    esac\n}\n"

        script += Self.bashMainStart
        for command in commands {
            var words = command.subcommands.map { ($0.name, $0) }
            for (alias, name) in command.aliases.sorted(by: { $0.key < $1.key }) {
                if let target = command.subcommands.first(where: { $0.name == name }) { words.append((alias, target)) }
            }
            for (word, target) in words {
                script += "                \(Self.shellQuote("\(command.qualifiedName)/\(word)")))"
                script += " path=\(Self.shellQuote(target.qualifiedName)); continue ;;\n"
            }
        }
        script += Self.bashMainEnd
        return script
    }

    /// The body of one arm of `_gh_users_arguments`: a `case` on how many arguments came before.
    private static func bashArguments(_ command: Command, indent: String) -> String {
        let explicit = command.subcommands.isEmpty ? command.arguments.count : 1
        let after = command.argument(at: explicit)
        let afterCode =
            after.map { bashChoices($0, indent: indent + "    ") }
            ?? (command.subcommands.isEmpty ? "_gh_users_options \"$1\"" : "choices=")
        let arms = (0..<explicit).map { bashChoices(command.argument(at: $0) ?? .free(label: ""), indent: indent + "    ") }
        guard arms.contains(where: { $0 != afterCode }) else { return indent + afterCode + "\n" }
        var code = indent + "case $2 in\n"
        for (index, arm) in arms.enumerated() {
            code += indent + "    \(index)) " + arm + " ;;\n"
        }
        code += indent + "    *) " + afterCode + " ;;\n"
        code += indent + "esac\n"
        return code
    }

    /// The code that sets `choices` for `argument`.
    private static func bashChoices(_ argument: Argument, indent: String) -> String {
        switch argument {
        case .free: return "choices="
        case .favorites: return "_gh_users_favorites"
        case .choices(let words): return "choices=" + shellQuote(words.joined(separator: " "))
        case .choicesAfter(let keyed):
            var code = "case $3 in\n"
            for entry in keyed where !entry.choices.isEmpty {
                code += indent + "    \(shellQuote(entry.key))) choices=\(shellQuote(entry.choices.joined(separator: " "))) ;;\n"
            }
            code += indent + "    *) choices= ;;\n"
            code += indent + "esac"
            return code
        }
    }

    /// `text` in single quotes for bash or zsh.
    static func shellQuote(_ text: String) -> String {
        ShellQuote.quoted(text)
    }

    private static let bashPrelude = #"""
        #
        # Words are read whole, from COMP_LINE: a URL after --api-url keeps its ':' and --color=al
        # completes its value, with or without the bash-completion package. Each subcommand, at every
        # level, offers its own options and the global ones.

        # _gh_users_split LINE: LINE's words as the shell reads them, quotes and backslashes removed,
        # into the array _gh_users_words; the last one is the word being completed, maybe empty.
        _gh_users_split() {
            local line=$1 word= quote= char i started=
            _gh_users_words=()
            for ((i = 0; i < ${#line}; i++)); do
                char=${line:i:1}
                if [[ $quote == "'" ]]; then
                    if [[ $char == "'" ]]; then quote=; else word+=$char; fi
                elif [[ $quote == '"' ]]; then
                    if [[ $char == '"' ]]; then
                        quote=
                    elif [[ $char == '\' && ${line:i+1:1} == [\"\\\$\`] ]]; then
                        i=$((i + 1))
                        word+=${line:i:1}
                    else
                        word+=$char
                    fi
                elif [[ $char == "'" || $char == '"' ]]; then
                    quote=$char started=1
                elif [[ $char == '\' ]]; then
                    i=$((i + 1))
                    word+=${line:i:1} started=1
                elif [[ $char == [[:space:]] ]]; then
                    [[ -n $started ]] && _gh_users_words+=("$word")
                    word= started=
                else
                    word+=$char started=1
                fi
            done
            _gh_users_words+=("$word")
        }

        # _gh_users_favorites: sets choices to the logins of the favorites of the API host in use, as
        # the program on the line lists them (fav list --this-host), with the line's --api-url.
        _gh_users_favorites() {
            local login rest
            choices=
            while IFS=$'\t' read -r login rest; do
                choices+=" $login"
            done < <("$_gh_users_program" ${_gh_users_api_url:+--api-url "$_gh_users_api_url"} fav list --this-host 2>/dev/null)
        }

        """#

    private static let bashMainStart = #"""

        _gh_users() {
            # The words come from the line itself, not COMP_WORDS, which bash splits at ':' and '='. (The
            # bash-completion package's _get_comp_words_by_ref -n =: would join them again but keeps
            # quotes in the words, so it is not used even when it is loaded.)
            local cur cword words=() choices= reply=() _gh_users_words
            _gh_users_split "${COMP_LINE:0:COMP_POINT}"
            words=("${_gh_users_words[@]}")
            cword=$((${#words[@]} - 1))
            cur=${words[cword]}
            # The subcommand path: the first word that is neither an option nor an option's value picks a
            # subcommand, and so on down; the words after it are its arguments.
            local path=gh-users count=0 previous= word i ended= value_of=
            local _gh_users_program=${words[0]} _gh_users_api_url=
            for ((i = 1; i < cword; i++)); do
                word=${words[i]}
                if [[ -z $ended && $word == -?* ]]; then
                    [[ $word == --api-url=* ]] && _gh_users_api_url=${word#*=}
                    [[ $word == --api-url ]] && _gh_users_api_url=${words[i + 1]}
                    if [[ $word == -- ]]; then
                        ended=1
                    elif _gh_users_takes_value "$path" "$word"; then
                        ((i + 1 == cword)) && value_of=$word
                        i=$((i + 1))
                    fi
                    continue
                fi
                if ((count == 0)); then
                    case "$path/$word" in

        """#

    private static let bashMainEnd = #"""
                    esac
                fi
                previous=$word
                count=$((count + 1))
            done
            if [[ -n $value_of ]]; then
                _gh_users_option_choices "$path" "$value_of" && reply=($(compgen -W "$choices" -- "$cur"))
            elif [[ -z $ended && $cur == --*=* ]]; then
                _gh_users_option_choices "$path" "${cur%%=*}" && reply=($(compgen -P "${cur%%=*}=" -W "$choices" -- "${cur#*=}"))
            elif [[ -z $ended && $cur == -* ]]; then
                _gh_users_options "$path"
                reply=($(compgen -W "$choices" -- "$cur"))
            else
                _gh_users_arguments "$path" "$count" "$previous"
                reply=($(compgen -W "$choices" -- "$cur"))
            fi
            # bash replaces only the part of the word after its last COMP_WORDBREAKS character (after the
            # last ':' of a URL, after the '=' of --color=al): each candidate loses what comes before it.
            local keep=${#cur}
            while ((keep > 0)) && [[ $COMP_WORDBREAKS != *"${cur:keep-1:1}"* ]]; do
                keep=$((keep - 1))
            done
            COMPREPLY=("${reply[@]#"${cur:0:keep}"}")
        }
        complete -F _gh_users gh-users

        """#
}
