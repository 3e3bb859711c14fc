/// One option a command accepts: its spellings, whether it takes a value, and its help.
struct OptionSpec: Sendable, Equatable {
    /// Whether the option is a flag or takes a value.
    enum Kind: Sendable, Equatable {
        /// Present or absent: `--json`.
        case flag
        /// Takes one value, written `--since 5` or `--since=5`; the placeholder names it in help.
        case value(placeholder: String)
    }

    /// Every spelling, short first: `["-v", "--verbose"]`. The last one is the canonical key.
    var names: [String]
    var kind: Kind
    var help: String

    /// The canonical spelling, used as the key in ``ParsedArguments``.
    var key: String { names.last ?? "" }

    /// The spelling shown in messages: `--since <id>` or `--json`.
    var label: String {
        switch kind {
        case .flag: return key
        case .value(let placeholder): return "\(key) <\(placeholder)>"
        }
    }

    /// The spelling shown in help: `-v, --verbose` or `--since <id>`.
    var helpLabel: String {
        let spelled = names.joined(separator: ", ")
        switch kind {
        case .flag: return spelled
        case .value(let placeholder): return "\(spelled) <\(placeholder)>"
        }
    }

    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .flag, help: help)
    }

    static func value(_ names: String..., placeholder: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .value(placeholder: placeholder), help: help)
    }
}
