import GHText

/// `GH_USERS_FORCE_TTY`, else gh's own `GH_FORCE_TTY`: output laid out for a terminal even when
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

    /// The variables read, most binding first: a set one decides, even when it says no.
    static let variables = ["GH_USERS_FORCE_TTY", "GH_FORCE_TTY"]

    /// The forcing the first of ``variables`` set in `variables` asks for; `nil` when none is.
    init?(variables: [String: String]) throws(UsageError) {
        guard let name = Self.variables.first(where: { variables[$0] != nil }) else { return nil }
        try self.init(variables[name], variable: name)
    }

    /// The forcing `value` asks for: `nil` when it is unset, empty or says no; throws a usage
    /// error, naming `variable`, for a number that is no sensible width.
    init?(_ value: String?, variable: String = "GH_USERS_FORCE_TTY") throws(UsageError) {
        let text = (value ?? "").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !["0", "false", "no", "off"].contains(text.lowercased()) else { return nil }
        if text == "1" { return }
        if text.hasSuffix("%") {
            guard let share = Int(text.dropLast()), (1...100).contains(share) else { throw Self.invalid(text, variable) }
            percent = share
            return
        }
        guard let first = text.first, first.isNumber || first == "-" || first == "+" else { return }
        guard let number = Int(text), Self.widths.contains(number) else { throw Self.invalid(text, variable) }
        width = number
    }

    private static func invalid(_ text: String, _ variable: String) -> UsageError {
        UsageError.environment(
            "\(variable) must be a width from \(widths.lowerBound) to \(widths.upperBound) columns, a percentage of "
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
