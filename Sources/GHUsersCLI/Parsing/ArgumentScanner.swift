/// Splits command-line tokens into options and positional arguments, following the usual
/// conventions: `--name value`, `--name=value`, flags, and `--` ending the options.
enum ArgumentScanner {
    /// Scans `tokens` against `options`; throws a ``UsageError`` for an unknown option, a
    /// missing value, or a value given to a flag.
    static func scan(_ tokens: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
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
        return parsed
    }

    /// `--name=value` → (`--name`, `value`); anything else → (token, nil).
    static func split(_ token: String) -> (name: String, value: String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    private static func isOptionName(_ token: String, in options: [OptionSpec]) -> Bool {
        token == "--" || options.contains { $0.names.contains(split(token).name) }
    }
}
