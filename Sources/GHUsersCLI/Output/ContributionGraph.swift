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
    static let lightGreens = ["#eff2f5", "#aceebb", "#4ac26b", "#2da44e", "#116329"]
    /// The dark theme's greens, level 0 to 4.
    static let darkGreens = ["#151b23", "#033a16", "#196c2e", "#2ea043", "#56d364"]
    /// The shapes that stand for the levels without colour (and beside 16 colours).
    static let shapes: [Character] = ["·", "░", "▒", "▓", "█"]
    /// The cells the weekday names take.
    static let labelWidth = 4

    let calendar: ContributionCalendar
    let depth: ColorDepth

    /// The lines of the graph for a terminal `width` cells wide, each ending in a newline.
    func lines(width: Int) -> [String] {
        guard let first = calendar.days.first, let last = calendar.days.last else { return [] }
        // Week columns start on Sundays; a day's column is its week's distance from the first.
        let start = first.date.daysSinceEpoch - first.date.weekday
        let weekCount = (last.date.daysSinceEpoch - start) / 7 + 1
        let fitting = max(1, (width - Self.labelWidth) / 2)
        let firstShown = max(0, weekCount - fitting)
        var grid = [[ContributionCalendar.Day?]](repeating: [ContributionCalendar.Day?](repeating: nil, count: weekCount), count: 7)
        for day in calendar.days {
            grid[day.date.weekday][(day.date.daysSinceEpoch - start) / 7] = day
        }
        var lines = [Self.monthLine(start: start, weeks: firstShown..<weekCount)]
        let names = ["", "Mon", "", "Wed", "", "Fri", ""]
        for row in 0..<7 {
            var line = TerminalText.pad(names[row], to: Self.labelWidth)
            for week in firstShown..<weekCount {
                line += grid[row][week].map(cell) ?? " "
                if week < weekCount - 1 { line += " " }
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

    /// The month names over the weeks shown, each over the first week that holds the 1st of
    /// its month, when it does not run into the name before it.
    private static func monthLine(start: Int, weeks: Range<Int>) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var line = String(repeating: " ", count: labelWidth)
        for week in weeks {
            guard let sunday = CalendarDay(daysSinceEpoch: start + week * 7),
                let saturday = CalendarDay(daysSinceEpoch: start + week * 7 + 6)
            else { continue }
            // The week holds the 1st when its Saturday is in a month its Sunday was not, or its
            // Sunday is the 1st.
            guard sunday.day == 1 || saturday.month != sunday.month else { continue }
            let column = labelWidth + (week - weeks.lowerBound) * 2
            guard line.count <= column else { continue }
            line += String(repeating: " ", count: column - line.count) + months[saturday.month - 1]
        }
        return line
    }
}
