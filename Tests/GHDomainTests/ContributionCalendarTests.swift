import GHDomain
import Testing

/// Streaks counted over dates, not positions: across a year's end, over gaps in what was sent,
/// in an empty year, and with a last day (today) that is not over yet.
struct ContributionCalendarTests {
    /// A calendar of consecutive days from `start`, one count each.
    private static func calendar(from start: String, _ counts: [Int]) -> ContributionCalendar {
        let first = CalendarDay(start)!
        let days = counts.enumerated().map { offset, count in
            ContributionCalendar.Day(date: first.adding(days: offset)!, count: count, level: count > 0 ? 1 : 0)
        }
        return ContributionCalendar(total: counts.reduce(0, +), days: days)
    }

    @Test func aStreak_runsAcrossTheYearsEnd() {
        // 2025-12-29 … 2026-01-03: busy from the 30th to the 2nd.
        let calendar = Self.calendar(from: "2025-12-29", [0, 1, 2, 3, 4, 0])
        #expect(calendar.longestStreak == 4)
        // The last day has none yet: the streak that ended the day before still counts.
        #expect(calendar.currentStreak == 4)
    }

    @Test func aLeapDay_isADayOfTheStreak() {
        let calendar = Self.calendar(from: "2028-02-27", [1, 1, 1, 1])  // 27, 28, 29 February, 1 March
        #expect(calendar.longestStreak == 4 && calendar.currentStreak == 4)
        #expect(calendar.days.map(\.date.description) == ["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"])
    }

    @Test func anEmptyYear_hasNoStreaks() {
        let calendar = Self.calendar(from: "2025-11-21", [Int](repeating: 0, count: 366))
        #expect(calendar.longestStreak == 0 && calendar.currentStreak == 0 && calendar.total == 0)
        let none = ContributionCalendar(total: 0, days: [])
        #expect(none.longestStreak == 0 && none.currentStreak == 0)
    }

    @Test func twoQuietDaysAtTheEnd_endOnlyTheCurrentStreak() {
        let calendar = Self.calendar(from: "2026-11-10", [1, 1, 1, 0, 1, 0, 0])
        #expect(calendar.currentStreak == 0)
        #expect(calendar.longestStreak == 3)
    }

    /// A missing day breaks a streak, and days are put in order, each once.
    @Test func missingDay_breaksAStreak_andDaysAreOrdered() {
        let day = { (text: String, count: Int) in ContributionCalendar.Day(date: CalendarDay(text)!, count: count, level: 9) }
        let calendar = ContributionCalendar(
            total: 4, days: [day("2026-01-05", 1), day("2026-01-02", 1), day("2026-01-01", 1), day("2026-01-02", 7), day("2026-01-04", 1)])
        #expect(calendar.days.map(\.date.description) == ["2026-01-01", "2026-01-02", "2026-01-04", "2026-01-05"])
        #expect(calendar.days.map(\.level) == [4, 4, 4, 4])
        #expect(calendar.longestStreak == 2 && calendar.currentStreak == 2)
    }

    @Test func calendarDays_countAndNameTheirWeekdays() {
        for text in ["1970-01-01", "2000-02-29", "2025-12-31", "2026-11-21", "9999-12-31", "0001-01-01"] {
            let day = CalendarDay(text)!
            #expect(CalendarDay(daysSinceEpoch: day.daysSinceEpoch) == day, "\(text)")
        }
        #expect(CalendarDay("1970-01-01")!.weekday == 4)  // a Thursday
        #expect(CalendarDay("2026-11-22")!.weekday == 0)  // a Sunday
        #expect(CalendarDay("1969-12-28")!.weekday == 0)
        #expect(CalendarDay("2026-12-31")!.adding(days: 1)?.description == "2027-01-01")
        #expect(CalendarDay("9999-12-31")!.adding(days: 1) == nil)
    }
}
