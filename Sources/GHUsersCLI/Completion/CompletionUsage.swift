import Foundation

/// The positional part of a usage line, read for completion: `<login> ...`, `[<login>]`, or
/// a choice of actions such as `list | get <key> | set <key> <value> | unset <key>`.
package struct CompletionUsage: Sendable, Equatable {
    /// One of the forms separated by ` | `.
    package struct Alternative: Sendable, Equatable {
        /// The form as written: `set <key> <value>`.
        package var text: String
        /// The literal word it starts with (`set`), if it starts with one.
        package var action: String?
        /// The names of its `<placeholders>`, in order, without brackets: `["key", "value"]`.
        var placeholders: [String]
        /// Whether it ends in `...`: the last placeholder may repeat.
        var repeats: Bool
        /// The options it names (`list [--json]`): an action that names any takes only those.
        var options: [String] = []
    }

    package var alternatives: [Alternative]

    /// Reads `positionals`; an empty one has no alternatives.
    package init(_ positionals: String) {
        alternatives = positionals.components(separatedBy: " | ").compactMap { text in
            let words = text.split(separator: " ").map(String.init)
            guard !words.isEmpty else { return nil }
            var alternative = Alternative(text: text, action: nil, placeholders: [], repeats: false)
            // A placeholder right after an option is the option's value (`[--jq <expression>]`).
            var afterOption = false
            for (index, word) in words.enumerated() {
                let bare = word.trimmingCharacters(in: ["[", "]"])
                if bare == "..." {
                    alternative.repeats = true
                } else if bare.hasPrefix("-") {
                    alternative.options.append(bare)
                    afterOption = true
                    continue
                } else if bare.hasPrefix("<") && bare.hasSuffix(">") {
                    if !afterOption { alternative.placeholders.append(String(bare.dropFirst().dropLast())) }
                } else if index == 0 {
                    alternative.action = word
                }
                afterOption = false
            }
            return alternative
        }
    }
}
