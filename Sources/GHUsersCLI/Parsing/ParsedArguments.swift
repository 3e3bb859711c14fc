/// What the scanner read from the command line, before any value is checked.
struct ParsedArguments: Sendable, Equatable {
    /// Canonical keys of the flags given.
    var flags: Set<String> = []
    /// The last value given for each value option, by canonical key.
    var values: [String: String] = [:]
    /// Arguments that are not options, in order.
    var positionals: [String] = []
    /// Keys of the options that settings filled in (see `Settings.applied(to:options:)`)
    /// rather than the command line.
    var fromSettings: Set<String> = []

    /// Whether the flag with canonical key `key` was given.
    func has(_ key: String) -> Bool {
        flags.contains(key)
    }

    /// Reads the value of `option` as a whole number in `range`; `nil` when it was not given.
    func integer(_ option: OptionSpec, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[option.key] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            let bounds =
                range.upperBound == Int.max
                ? "expected a whole number of at least \(range.lowerBound)"
                : "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError.invalidValue(text, for: option, bounds)
        }
        return number
    }

    /// Reads the value of `option` as one of its choices; `nil` when it was not given.
    func choice(_ option: OptionSpec) throws(UsageError) -> String? {
        guard let text = values[option.key] else { return nil }
        guard option.choices.contains(text) else {
            throw UsageError.invalidValue(text, for: option, "expected one of \(option.choices.joined(separator: ", "))")
        }
        return text
    }

    /// Reads the value of `option` as a case of `Choice`, whose raw values are the option's
    /// choices; `nil` when it was not given.
    func choice<Choice: RawRepresentable>(_ option: OptionSpec, as type: Choice.Type) throws(UsageError) -> Choice?
    where Choice.RawValue == String {
        guard let text = try choice(option) else { return nil }
        guard let value = Choice(rawValue: text) else {
            preconditionFailure("the choices of \(option.key) are \(Choice.self)'s raw values")
        }
        return value
    }

    /// Reads the value of `option` as text that is not empty or only spaces; `nil` when it
    /// was not given.
    func text(_ option: OptionSpec) throws(UsageError) -> String? {
        guard let text = values[option.key] else { return nil }
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw UsageError.invalidValue(text, for: option, "expected some text")
        }
        return text
    }
}
