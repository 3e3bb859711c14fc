/// One option a command accepts: its spellings, whether it takes a value, and its help.
package struct OptionSpec: Sendable, Equatable {
    /// Whether the option is a flag or takes a value.
    package enum Kind: Sendable, Equatable {
        /// Present or absent: `--json`.
        case flag
        /// Takes one value, written `--since 5` or `--since=5`; the placeholder names it in help.
        case value(placeholder: String)
    }

    /// Every spelling, short first: `["-v", "--verbose"]`. The last one is the canonical key.
    package var names: [String]
    package var kind: Kind
    package var help: String
    /// The values a value option accepts, when they are a fixed set (`auto`, `always`,
    /// `never`): parsing checks them, and help and shell completion offer them.
    var choices: [String] = []
    /// For a flag that may be followed by a comma-separated list of names (`--json` and
    /// `--json login,id`), the names the list may hold; empty for every other option.
    var fields: [String] = []

    /// The canonical spelling, used as the key in ``ParsedArguments``.
    var key: String { names.last ?? "" }

    /// The spelling shown in messages: `--since <id>`, `--json [<fields>]` or `--all`.
    var label: String {
        switch kind {
        case .flag: return fields.isEmpty ? key : "\(key) [<fields>]"
        case .value(let placeholder): return "\(key) <\(placeholder)>"
        }
    }

    /// The spelling shown in help: `-v, --verbose`, `--json [<fields>]` or `--since <id>`.
    var helpLabel: String {
        let spelled = names.joined(separator: ", ")
        switch kind {
        case .flag: return fields.isEmpty ? spelled : "\(spelled) [<fields>]"
        case .value(let placeholder): return "\(spelled) <\(placeholder)>"
        }
    }

    /// A flag: present or absent.
    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .flag, help: help)
    }

    /// An option that takes any one value.
    static func value(_ names: String..., placeholder: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .value(placeholder: placeholder), help: help)
    }

    /// A value option that accepts only `choices`.
    static func choice(_ names: String..., placeholder: String, choices: [String], help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .value(placeholder: placeholder), help: help, choices: choices)
    }
}
