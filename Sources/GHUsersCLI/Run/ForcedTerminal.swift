import GHText

/// `GH_USERS_FORCE_TTY` (after gh's `GH_FORCE_TTY`): output laid out for a terminal even when
/// standard output is a pipe or a file. A word such as `1`, `true` or `yes` forces it; `0`,
/// `false`, `no`, `off` or nothing does not; a number from 10 up is also the width to fit, and a
/// percentage (`80%`) that share of the terminal's width. It says nothing about colour:
/// `--color always` or `CLICOLOR_FORCE` do that.
struct ForcedTerminal: Sendable, Equatable {
    /// The width the variable gives, if it gives one.
    var width: Int?
    /// The share of the terminal's width the variable gives, in per cent, if it gives one.
    var percent: Int?

    /// The widths a number may give.
    static let widths = 10...1000

    /// The forcing `value` asks for: `nil` when it is unset, empty or says no; throws a usage
    /// error for a number that is no sensible width.
    init?(_ value: String?) throws(UsageError) {
        let text = (value ?? "").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !["0", "false", "no", "off"].contains(text.lowercased()) else { return nil }
        if text == "1" { return }
        if text.hasSuffix("%") {
            guard let share = Int(text.dropLast()), (1...100).contains(share) else { throw Self.invalid(text) }
            percent = share
            return
        }
        guard let first = text.first, first.isNumber || first == "-" || first == "+" else { return }
        guard let number = Int(text), Self.widths.contains(number) else { throw Self.invalid(text) }
        width = number
    }

    private static func invalid(_ text: String) -> UsageError {
        UsageError.environment(
            "GH_USERS_FORCE_TTY must be a width from \(widths.lowerBound) to \(widths.upperBound) columns, a percentage of "
                + "the terminal's, or a word such as true, not '\(TextSanitizer.line(text))'")
    }

    /// The width a forced terminal fits: the variable's number, else its share of the
    /// terminal's width (the terminal that standard output, or else the run, belongs to), else
    /// that width, else `COLUMNS`, else 80.
    func width(terminalWidth: Int?, variables: [String: String]) -> Int {
        if let width { return width }
        let whole = terminalWidth ?? variables["COLUMNS"].flatMap(Int.init).flatMap { Self.widths.contains($0) ? $0 : nil } ?? 80
        guard let percent else { return whole }
        return max(Self.widths.lowerBound, whole * percent / 100)
    }
}
