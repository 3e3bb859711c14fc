/// Everything a command says about itself: help text and the options it accepts. Parsing,
/// help, the usage line and shell completion all read the same options, so they cannot
/// disagree.
package struct CommandHelp: Sendable {
    /// The subcommand's name, or `nil` for the root command.
    var name: String?
    /// One line: what the command is for.
    package var abstract: String
    /// More about the command, shown under the overview.
    package var discussion: String?
    /// The positional part of the usage line, after the name: `<login> ...`, or
    /// `list | get <key> | …` for a command that takes an action.
    package var positionals: String = ""
    /// Positional arguments: label and help.
    package var arguments: [(label: String, help: String)] = []
    /// The values the positional arguments take, when they are a fixed set (shell completion
    /// offers them).
    var argumentChoices: [String] = []
    /// The command's own options; the global ones are listed apart, under `GLOBAL OPTIONS:`,
    /// when help is rendered.
    var options: [OptionSpec] = []
    /// Options that cannot be given together: each group is one `[a | b]` in the usage line,
    /// and the scanner refuses a command line that gives two that clash.
    var exclusive: [ExclusiveOptions] = []
    /// Subcommands: name and abstract (root only).
    var subcommands: [(name: String, abstract: String)] = []
    /// Help topics that are no command, `help <topic>` shows them: name and abstract (root only).
    var topics: [(name: String, abstract: String)] = []
    /// Example command lines, each with a one-line comment.
    package var examples: [(comment: String, command: String)] = []

    /// `gh-users list`, or `gh-users` for the root.
    var commandPath: String { name.map { "gh-users \($0)" } ?? "gh-users" }

    /// The whole help text, as `-h`, `--help` and `help <subcommand>` print it: the command's
    /// own options under `OPTIONS:` (left out when it has none), then `globalOptions` once,
    /// under `GLOBAL OPTIONS:`, then the fields `--json` may name, under `JSON FIELDS:`; the
    /// command named as `program` (the texts are written with `gh-users`).
    func render(globalOptions: [OptionSpec], program: ProgramName = .standalone) -> String {
        program.spell(render(globalOptions: globalOptions))
    }

    private func render(globalOptions: [OptionSpec]) -> String {
        var text = "OVERVIEW: \(abstract)\n"
        if let discussion {
            text += "\n" + Self.wrap(discussion, indent: "") + "\n"
        }
        text += "\nUSAGE: \(usageLine)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + arguments.map { Self.row($0.label, $0.help) }.joined()
        }
        let global = globalOptions.filter { option in !options.contains { $0.key == option.key } }
        if !options.isEmpty {
            text += "\nOPTIONS:\n" + options.map { Self.row($0.helpLabel, $0.help) }.joined()
        }
        if !global.isEmpty {
            text += "\nGLOBAL OPTIONS:\n" + global.map { Self.row($0.helpLabel, $0.help) }.joined()
        }
        if let fields = options.first(where: { !$0.fields.isEmpty })?.fields {
            text += "\nJSON FIELDS:\n  " + Self.wrap(fields.sorted().joined(separator: ", "), indent: "  ") + "\n"
            text += "\n  " + Self.wrap(JSONOptions.fieldsNote, indent: "  ") + "\n"
        }
        if !subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n" + subcommands.map { Self.row($0.name, $0.abstract) }.joined()
            text += "\n  See 'gh-users help \(name.map { "\($0) " } ?? "")<subcommand>' for detailed help.\n"
        }
        if !topics.isEmpty {
            text += "\nHELP TOPICS:\n" + topics.map { Self.row($0.name, $0.abstract) }.joined()
            text += "\n  See 'gh-users help <topic>'.\n"
        }
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n"
            text += examples.map { "  # \($0.comment)\n  \($0.command)\n" }.joined(separator: "\n")
        }
        return text
    }

    /// The usage line after `gh-users`, made from the name, the positional part and the
    /// options: `list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json]`. An option
    /// the positional part already gives to one of its actions (`list [--json] | get <key>`) is
    /// not repeated.
    var usage: String {
        var parts = [name, positionals.isEmpty ? nil : positionals].compactMap { $0 }
        var shown: Set<String> = []
        for option in options where !shown.contains(option.key) && !positionals.contains("[\(option.label)]") {
            let group = exclusive.first { $0.isGroup && $0.contains(option.key) }?.keys ?? [option.key]
            let members = options.filter { group.contains($0.key) }
            shown.formUnion(group)
            parts.append("[" + members.map(\.label).joined(separator: " | ") + "]")
        }
        return parts.joined(separator: " ")
    }

    /// `gh-users list [--since <id>] …`.
    package var usageLine: String { "gh-users \(usage)" }

    /// The lines a usage error ends with.
    var usageReminder: String {
        "Usage: \(usageLine)\n  See '\(commandPath) --help' for more information.\n"
    }

    private static let labelWidth = 24
    private static let lineWidth = 80

    /// `  --label               help…`, wrapped at 80 columns.
    private static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: labelWidth + 2)
        var line = "  " + label
        if label.count + 2 > labelWidth {
            line += "\n" + indent
        } else {
            line += String(repeating: " ", count: labelWidth - label.count)
        }
        return line + wrap(help, indent: indent) + "\n"
    }

    /// `text`'s words refilled into lines of at most 80 columns; lines after the first start
    /// with `indent`, and the first is assumed to start at `indent`'s width.
    static func wrap(_ text: String, indent: String) -> String {
        var result = ""
        var column = indent.count
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if !result.isEmpty && column + 1 + word.count > lineWidth {
                result += "\n" + indent
                column = indent.count
            } else if !result.isEmpty {
                result += " "
                column += 1
            }
            result += word
            column += word.count
        }
        return result
    }
}
