extension CompletionModel {
    /// A fish script: save it as `~/.config/fish/completions/gh-users.fish`.
    var fishScript: String {
        var lines = [
            "# fish completion for gh-users, printed by `gh-users completion fish`.",
            "complete -c gh-users -f",
        ]
        let names = subcommands.map(\.name).joined(separator: " ")
        for subcommand in subcommands {
            lines.append(
                "complete -c gh-users -n \(Self.fishQuote("not __fish_seen_subcommand_from \(names)")) -a \(subcommand.name) -d \(Self.fishQuote(subcommand.abstract))"
            )
        }
        for option in globalOptions {
            lines.append("complete -c gh-users " + Self.fishOption(option))
        }
        for subcommand in subcommands {
            let condition = "-n " + Self.fishQuote("__fish_seen_subcommand_from \(subcommand.name)")
            for option in subcommand.options {
                lines.append("complete -c gh-users \(condition) " + Self.fishOption(option))
            }
            if !subcommand.argumentChoices.isEmpty {
                lines.append("complete -c gh-users \(condition) -a \(Self.fishQuote(subcommand.argumentChoices.joined(separator: " ")))")
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

    /// `text` in single quotes for fish, which escapes `\` and `'` inside them.
    private static func fishQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
