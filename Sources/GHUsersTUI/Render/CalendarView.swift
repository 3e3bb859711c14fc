import GHDomain
import GHTerminal
import GHText

/// The contribution calendar on the card, beside its text where the width allows: the most
/// recent weeks that fit, laid out as `show` lays them (``GHDomain/ContributionCalendar/Weeks``),
/// month names above and weekday names beside, each day a square in GitHub's green for its
/// level (the nearest of 256 colours), or a shape for its level without colour.
enum CalendarView {
    /// The cells the weekday names take.
    static let labelWidth = 4
    /// The fewest weeks worth showing: a quarter.
    static let fewestWeeks = 13
    /// The most: a year and a day.
    static let mostWeeks = 53
    /// The rows it takes: the month names and the seven days.
    static let rows = 8

    /// The weeks that fit in `width` cells, each two cells wide but the last.
    static func weeks(fitting width: Int) -> Int {
        min(mostWeeks, max(0, (width - labelWidth + 1) / 2))
    }

    /// The cells `weeks` weeks take.
    static func width(weeks: Int) -> Int {
        labelWidth + weeks * 2 - 1
    }

    /// Draws the last `weeks` weeks of `calendar` from `row`, `column`.
    static func draw(
        _ calendar: ContributionCalendar, weeks count: Int, row: Int, column: Int, into frame: inout ScreenBuffer, palette: Palette
    ) {
        let weeks = calendar.weeks(last: count)
        frame.put(weeks.monthLine(labelWidth: labelWidth, weekWidth: 2), row: row, column: column, style: palette.dim)
        let names = ["", "Mon", "", "Wed", "", "Fri", ""]
        let greens = (palette.background == .light ? ContributionColor.light : ContributionColor.dark).compactMap(LanguageColor.parse)
        for day in 0..<7 {
            frame.put(names[day], row: row + 1 + day, column: column, style: palette.dim)
            for (week, entry) in weeks.rows[day].enumerated() {
                guard let entry else { continue }
                let level = max(0, min(4, entry.level))
                let cell: (String, Style)
                if palette.color, greens.count == 5 {
                    cell = ("■", Style(foreground: Palette.nearest(greens[level])))
                } else {
                    cell = (String(ContributionColor.shapes[level]), level == 0 ? palette.dim : palette.plain)
                }
                frame.put(cell.0, row: row + 1 + day, column: column + labelWidth + week * 2, style: cell.1)
            }
        }
    }
}
