/// Options a command refuses together, declared once in ``CommandHelp/exclusive``: the usage
/// line shows a group as one `[a | b]`, and ``ArgumentScanner`` refuses a command line that
/// gives two that clash, with `'a' and 'b' cannot be used together`, exit 64.
struct ExclusiveOptions: Sendable {
    /// The options' keys, in the order an error names them.
    let keys: [String]
    /// Whether any two of ``keys`` clash (a group the usage line shows), or only the first with
    /// each of the others, which may go together (not shown: `[a | b]` cannot say it).
    let isGroup: Bool
    /// Why they clash, said after the error's colon; `nil` when it goes without saying.
    let reason: String?

    /// At most one of `options`, shown in the usage line as one `[a | b | c]`; an error names
    /// the first two given, in this order.
    static func oneOf(_ options: OptionSpec...) -> ExclusiveOptions {
        ExclusiveOptions(keys: options.map(\.key), isGroup: true, reason: nil)
    }

    /// `option` with none of `others` (which may go with each other), for `reason` when given;
    /// an error names `option` first, then the first of `others` given.
    static func apart(_ option: OptionSpec, from others: [OptionSpec], because reason: String? = nil) -> ExclusiveOptions {
        ExclusiveOptions(keys: [option.key] + others.map(\.key), isGroup: false, reason: reason)
    }

    /// Whether `key` clashes with another of these.
    func contains(_ key: String) -> Bool {
        keys.contains(key)
    }

    /// The two options of `arguments` that clash here, in the order an error names them; `nil`
    /// when none do.
    func clash(in arguments: ParsedArguments) -> (String, String)? {
        let given = keys.filter { arguments.has($0) || arguments.values[$0] != nil }
        guard given.count > 1 else { return nil }
        if !isGroup && given[0] != keys[0] { return nil }
        return (given[0], given[1])
    }

    /// The usage error for a command line that gives both of `clash`.
    func error(_ clash: (String, String)) -> UsageError {
        UsageError("'\(clash.0)' and '\(clash.1)' cannot be used together" + (reason.map { ": \($0)" } ?? ""))
    }
}
