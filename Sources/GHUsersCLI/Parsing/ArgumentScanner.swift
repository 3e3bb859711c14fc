/// Splits command-line tokens into options and positional arguments, following the usual
/// conventions: `--name value`, `--name=value`, flags, and `--` ending the options.
enum ArgumentScanner {
    /// Scans `tokens` against `options`; throws a ``UsageError`` for an unknown option, a
    /// missing value, a value given to a flag, or two options that `exclusive` says clash (the
    /// first declaration that two given options break). `takesArguments` says whether the
    /// command takes positional arguments, for a flag with a field list (see
    /// ``takesAsFields(_:for:takesArguments:)``).
    static func scan(
        _ tokens: [String], options: [OptionSpec], exclusive: [ExclusiveOptions] = [], takesArguments: Bool = true
    ) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--" {
                parsed.positionals.append(contentsOf: tokens[index...])
                break
            }
            guard token.hasPrefix("-"), token.count > 1 else {
                parsed.positionals.append(token)
                continue
            }
            let (name, inlineValue) = split(token)
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw UsageError.unknownOption(name, among: options.flatMap(\.names).filter { $0.hasPrefix("--") })
            }
            switch option.kind {
            case .flag where !option.fields.isEmpty:
                parsed.flags.insert(option.key)
                if let inlineValue {
                    parsed.values[option.key] = inlineValue
                } else if index < tokens.count, !isOptionName(tokens[index], in: options),
                    takesAsFields(tokens[index], for: option, takesArguments: takesArguments)
                {
                    parsed.values[option.key] = tokens[index]
                    index += 1
                }
            case .flag:
                if inlineValue != nil {
                    throw UsageError("The flag '\(option.key)' does not take a value")
                }
                parsed.flags.insert(option.key)
            case .value:
                if let inlineValue {
                    parsed.values[option.key] = inlineValue
                } else if index < tokens.count, !isOptionName(tokens[index], in: options) {
                    parsed.values[option.key] = tokens[index]
                    index += 1
                } else {
                    throw UsageError.missingValue(option)
                }
            }
        }
        for conflict in exclusive {
            if let clash = conflict.clash(in: parsed) { throw conflict.error(clash) }
        }
        return parsed
    }

    /// `--name=value` → (`--name`, `value`); anything else → (token, nil).
    static func split(_ token: String) -> (name: String, value: String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// Whether `word`, after a flag that takes an optional field list (`--json`), is that list
    /// rather than the command's next argument: when every comma-separated part of it names a
    /// field, when it holds a comma (no login or action does), or when the command takes no
    /// argument at all. `show --json login,id octocat` and `show --json octocat` both show
    /// octocat; `--json=<fields>` is always the list.
    static func takesAsFields(_ word: String, for option: OptionSpec, takesArguments: Bool) -> Bool {
        guard !word.hasPrefix("-") else { return false }
        return !takesArguments || word.contains(",")
            || word.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { option.fields.contains(String($0)) }
    }

    private static func isOptionName(_ token: String, in options: [OptionSpec]) -> Bool {
        token == "--" || options.contains { $0.names.contains(split(token).name) }
    }
}
