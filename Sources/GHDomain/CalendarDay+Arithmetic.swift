extension CalendarDay {
    /// The day `days` after 1970-01-01 (before it, when negative); `nil` outside years 1 to
    /// 9999.
    public init?(daysSinceEpoch days: Int) {
        // The inverse of ``daysSinceEpoch(year:month:day:)``, in the same 400-year eras.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else { return nil }
        self.init("\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))")
    }

    /// Days from 1970-01-01 to this day.
    public var daysSinceEpoch: Int { Self.daysSinceEpoch(year: year, month: month, day: day) }

    /// The day of the week, 0 for Sunday to 6 for Saturday (GitHub's calendar rows).
    public var weekday: Int {
        // 1970-01-01 was a Thursday.
        ((daysSinceEpoch % 7) + 7 + 4) % 7
    }

    /// The day `count` days later (earlier, when negative); `nil` past the years a day can have.
    public func adding(days count: Int) -> CalendarDay? {
        CalendarDay(daysSinceEpoch: daysSinceEpoch + count)
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
