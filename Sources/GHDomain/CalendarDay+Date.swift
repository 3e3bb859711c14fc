import Foundation

extension CalendarDay {
    /// The years a date from GitHub can fall in: none is before the Unix epoch, and four digits
    /// are all a day's text has room for. A date outside them is a server's nonsense.
    public static let plausibleYears = 1970...9999

    /// The day `date` falls on in `timeZone` (UTC unless given); `nil` for a date outside
    /// ``plausibleYears``, which a person should see as unknown rather than as `506713-02-07`.
    public init?(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        guard date.timeIntervalSince1970.isFinite else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
        guard parts.era == 1, let year = parts.year, Self.plausibleYears.contains(year), let month = parts.month, let day = parts.day
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A day from numbers already known to be valid.
    private init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
