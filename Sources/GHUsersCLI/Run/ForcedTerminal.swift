import GHText

/// `GH_USERS_FORCE_TTY` (after gh's `GH_FORCE_TTY`): output laid out for a terminal even when
/// standard output is a pipe or a file. Any non-empty value forces it; a number is also the
/// width to fit. It says nothing about colour: `--color always` or `CLICOLOR_FORCE` do that.
struct ForcedTerminal: Sendable, Equatable {
    /// The width the variable gives, if it is a number.
    var width: Int?

    /// The widths a number may give.
    static let widths = 10...1000

    /// The forcing `value` asks for: `nil` when it is unset or empty; throws a usage error for a
    /// number that is no sensible width.
    init?(_ value: String?) throws(UsageError) {
        guard let value, !value.isEmpty else { return nil }
        guard let first = value.first, first.isNumber || first == "-" || first == "+" else {
            width = nil
            return
        }
        guard let number = Int(value), Self.widths.contains(number) else {
            throw UsageError.environment(
                "GH_USERS_FORCE_TTY must be a width from \(Self.widths.lowerBound) to \(Self.widths.upperBound) columns, or a word such as true, not '\(TextSanitizer.line(value))'"
            )
        }
        width = number
    }

    /// The width a forced terminal fits: the variable's number, else the terminal's own width,
    /// else `COLUMNS`, else 80.
    func width(terminalWidth: Int?, variables: [String: String]) -> Int {
        width ?? terminalWidth ?? variables["COLUMNS"].flatMap(Int.init).flatMap { Self.widths.contains($0) ? $0 : nil } ?? 80
    }
}
