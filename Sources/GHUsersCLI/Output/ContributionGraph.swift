import GHDomain
import GHText

/// A contribution calendar drawn as GitHub draws it on a profile: 7 rows (Sunday to Saturday)
/// of one cell a week, month names above and weekday names beside, each day's level in GitHub's
/// own greens; the most recent weeks that fit the width; then the year's total and streaks.
///
/// The greens are GitHub's Primer design tokens `--contribution-default-bgColor-1` to `-4`, from
/// its dark theme, or its light one when `COLORFGBG` says the background is light
/// (primer/primitives): in 24-bit colour as they are, in 256 colours the nearest entry, in 16
/// colours green and bright green with shapes for the levels; with no colour at all, five shapes
/// (`·░▒▓█`). A day with none is GitHub's grey for it when the background is known (the
/// terminal answered, or `COLORFGBG` says), else the terminal's own colour, dimmed.
struct ContributionGraph: Sendable {
    /// The light theme's greens, level 0 to 4.
    static let lightGreens = ContributionColor.light
    /// The dark theme's greens, level 0 to 4.
    static let darkGreens = ContributionColor.dark
    /// The shapes that stand for the levels without colour (and beside 16 colours).
    static let shapes = ContributionColor.shapes
    /// The cells the weekday names take.
    static let labelWidth = 4

    let calendar: ContributionCalendar
    let depth: ColorDepth

    /// The lines of the graph for a terminal `width` cells wide, each ending in a newline.
    func lines(width: Int) -> [String] {
        let weeks = calendar.weeks(last: max(1, (width - Self.labelWidth) / 2))
        guard weeks.count > 0 else { return [] }
        var lines = [weeks.monthLine(labelWidth: Self.labelWidth, weekWidth: 2)]
        let names = ["", "Mon", "", "Wed", "", "Fri", ""]
        for row in 0..<7 {
            var line = TerminalText.pad(names[row], to: Self.labelWidth)
            for (week, day) in weeks.rows[row].enumerated() {
                line += day.map(cell) ?? " "
                if week < weeks.count - 1 { line += " " }
            }
            lines.append(line)
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) + "\n" }
    }

    /// The line under the graph: the year's total and the streaks.
    var summary: String {
        let days = { (count: Int) in NumberText.counted(count, "day", "days") }
        return NumberText.counted(calendar.total, "contribution", "contributions") + " in the last year · longest streak "
            + days(calendar.longestStreak) + " · current streak " + days(calendar.currentStreak)
    }

    /// One day's cell.
    func cell(_ day: ContributionCalendar.Day) -> String {
        let greens = depth.lightBackground ? Self.lightGreens : Self.darkGreens
        switch depth.kind {
        case .none:
            return String(Self.shapes[day.level])
        case .ansi16:
            let code = day.level == 0 ? "2" : day.level <= 2 ? "32" : "92"
            return "\u{1B}[\(code)m\(Self.shapes[day.level])\u{1B}[0m"
        case .ansi256, .trueColor:
            // A day with none is the terminal's own colour, dimmed, as GitHub's grey is its
            // page's: greys of GitHub's own are near-black squares on a light background
            // (or near-invisible on a dark one) when the terminal does not say which it has.
            guard day.level > 0 || depth.backgroundKnown else { return "\u{1B}[2m■\u{1B}[0m" }
            let code = depth.foreground(greens[day.level]) ?? "32"
            return "\u{1B}[\(code)m■\u{1B}[0m"
        }
    }
}
