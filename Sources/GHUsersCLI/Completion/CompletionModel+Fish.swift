extension CompletionModel {
    /// A fish script: save it as `~/.config/fish/completions/gh-users.fish`. Every condition
    /// names the whole subcommand path (`gh-users fav list`), read from the words before the
    /// cursor the way the parser reads them, so `fav list` is never taken for `list`.
    var fishScript: String {
        var lines = ["# fish completion for gh-users, printed by `\(program) completion fish`."]
        lines += Self.fishPrelude.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.append("function __gh_users_takes_value --argument-names path word")
        lines.append("    switch \"$path/$word\"")
        var patterns = globalOptions.filter { $0.kind != .flag }.flatMap(\.names).map { "'*/\($0)'" }
        for command in commands {
            patterns += command.options.filter { $0.kind != .flag }.flatMap(\.names).map {
                Self.fishQuote("\(command.qualifiedName)/\($0)")
            }
        }
        lines.append("        case " + patterns.joined(separator: " "))
        lines.append("            return 0")
        lines.append("    end")
        lines.append("    return 1")
        lines.append("end")
        lines.append("")
        lines += Self.fishStateStart
        for command in commands {
            var words = command.subcommands.map { ($0.name, $0) }
            for (alias, name) in command.aliases.sorted(by: { $0.key < $1.key }) {
                if let target = command.subcommands.first(where: { $0.name == name }) { words.append((alias, target)) }
            }
            for (word, target) in words {
                lines.append("                case \(Self.fishQuote("\(command.qualifiedName)/\(word)"))")
                lines.append("                    set path \(Self.fishQuote(target.qualifiedName))")
                lines.append("                    continue")
            }
        }
        lines += Self.fishStateEnd
        lines.append("")
        lines.append("complete -c gh-users -f")
        for option in globalOptions {
            lines.append("complete -c gh-users " + Self.fishOption(option))
        }
        for command in commands {
            let at = "__gh_users_at \(Self.fishQuote(command.qualifiedName))"
            for subcommand in command.subcommands {
                var line = "complete -c gh-users -n \(Self.fishCondition(at + " 0")) -a \(Self.fishQuote(subcommand.name))"
                if !subcommand.abstract.isEmpty { line += " -d \(Self.fishQuote(Self.summary(subcommand.abstract)))" }
                lines.append(line)
            }
            for option in command.options {
                lines.append("complete -c gh-users -n \(Self.fishCondition(at)) " + Self.fishOption(option))
            }
            for (index, argument) in command.arguments.enumerated() {
                switch argument {
                case .free: break
                case .favorites:
                    lines.append("complete -c gh-users -n \(Self.fishCondition(at)) -a '(__gh_users_favorites)'")
                case .choices(let words):
                    lines.append(
                        "complete -c gh-users -n \(Self.fishCondition(at + " \(index)")) -a \(Self.fishQuote(words.joined(separator: " ")))"
                    )
                case .choicesAfter(let keyed):
                    for entry in keyed where !entry.choices.isEmpty {
                        let condition = Self.fishCondition(at + " \(index) \(Self.fishQuote(entry.key))")
                        lines.append("complete -c gh-users -n \(condition) -a \(Self.fishQuote(entry.choices.joined(separator: " ")))")
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-l sort -x -a 'followers repositories joined' -d 'Sort by …'`.
    private static func fishOption(_ option: OptionSpec) -> String {
        var parts: [String] = []
        for name in option.names {
            parts.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())")
        }
        if case .value = option.kind {
            parts.append(option.choices.isEmpty ? "-x" : "-x -a \(fishQuote(option.choices.joined(separator: " ")))")
        }
        parts.append("-d \(fishQuote(summary(option.help)))")
        return parts.joined(separator: " ")
    }

    /// A condition for `-n`: fish code in double quotes, so the single quotes inside stay as
    /// they are.
    private static func fishCondition(_ code: String) -> String {
        "\""
            + code.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
                of: "$", with: "\\$") + "\""
    }

    /// `text` in single quotes for fish, which escapes `\` and `'` inside them.
    private static func fishQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    private static let fishPrelude = #"""
        #
        # Each completion applies under one subcommand path (gh-users fav list), read from the words before
        # the cursor the way gh-users reads them. The global options apply everywhere.

        # __gh_users_words: the words before the cursor, one a line. Newer fish reads tokens with -x
        # (expanded) and deprecates -o, which older ones only have.
        function __gh_users_words
            if commandline -x >/dev/null 2>&1
                commandline -xpc
            else
                commandline -opc
            end
        end

        # __gh_users_takes_value PATH WORD: whether WORD is an option that takes a value under PATH.
        """#

    private static let fishStateStart = #"""
        # __gh_users_state: the subcommand path of the words before the cursor, how many arguments follow it,
        # and the last of them, one a line.
        function __gh_users_state
            set -l words (__gh_users_words)
            set -q words[1]; and set -e words[1]
            set -l path gh-users
            set -l count 0
            set -l previous ''
            set -l skip 0
            set -l ended 0
            for word in $words
                if test $skip = 1
                    set skip 0
                    continue
                end
                if test $ended = 0; and string match -q -- '-?*' $word
                    if test "$word" = --
                        set ended 1
                    else if __gh_users_takes_value $path $word
                        set skip 1
                    end
                    continue
                end
                if test $count = 0
                    switch "$path/$word"
        """#.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    private static let fishStateEnd = #"""
                    end
                end
                set previous $word
                set count (math $count + 1)
            end
            printf '%s\n' $path $count $previous
        end

        # __gh_users_favorites: the logins of the favorites of the API host in use, as the program on the
        # line lists them (fav list --this-host), with the line's --api-url.
        function __gh_users_favorites
            set -l words (__gh_users_words)
            set -l api
            for i in (seq 2 (count $words))
                switch $words[$i]
                    case --api-url
                        set -q words[(math $i + 1)]; and set api --api-url $words[(math $i + 1)]
                    case '--api-url=*'
                        set api $words[$i]
                end
            end
            $words[1] $api fav list --this-host 2>/dev/null | string split -f1 \t
        end

        # __gh_users_at PATH [COUNT [PREVIOUS]]: whether the words before the cursor select PATH, followed by
        # COUNT arguments, the last being PREVIOUS.
        function __gh_users_at
            set -l state (__gh_users_state)
            test "$state[1]" = $argv[1]; or return 1
            set -q argv[2]; or return 0
            test "$state[2]" = $argv[2]; or return 1
            set -q argv[3]; or return 0
            test "$state[3]" = $argv[3]
        end
        """#.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
