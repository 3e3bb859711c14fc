/// A user's contributions day by day over a year, as GitHub's profile calendar shows them.
public struct ContributionCalendar: Hashable, Sendable {
    /// One day of the calendar.
    public struct Day: Hashable, Sendable {
        /// The day.
        public var date: CalendarDay
        /// How many contributions.
        public var count: Int
        /// GitHub's level for the day, 0 (none) to 4 (its busiest quarter).
        public var level: Int

        /// A day from its parts; the level is held to 0…4.
        public init(date: CalendarDay, count: Int, level: Int) {
            self.date = date
            self.count = max(0, count)
            self.level = min(4, max(0, level))
        }
    }

    /// The year's total, as GitHub counts it.
    public var total: Int
    /// When the calendar starts and ends, as sent.
    public var from: String?
    /// When the calendar ends, as sent.
    public var to: String?
    /// The days, oldest first, each once.
    public let days: [Day]

    /// A calendar of `days`, put in order with a day sent twice kept once.
    public init(total: Int, from: String? = nil, to: String? = nil, days: [Day]) {
        self.total = total
        self.from = from
        self.to = to
        var seen = Set<CalendarDay>()
        self.days = days.sorted { $0.date.daysSinceEpoch < $1.date.daysSinceEpoch }.filter { seen.insert($0.date).inserted }
    }

    /// The most days in a row with a contribution.
    public var longestStreak: Int {
        var longest = 0
        var run = 0
        var previous: Int?
        for day in days {
            let number = day.date.daysSinceEpoch
            if day.count > 0 {
                run = previous == number - 1 && run > 0 ? run + 1 : 1
                longest = max(longest, run)
            } else {
                run = 0
            }
            previous = number
        }
        return longest
    }

    /// The days in a row with a contribution up to the calendar's last day; a last day with none
    /// yet (today, not over) does not end it, so the run may end the day before.
    public var currentStreak: Int {
        var remaining = days[...]
        if remaining.last?.count == 0 { remaining = remaining.dropLast() }
        var streak = 0
        var expected = remaining.last?.date.daysSinceEpoch
        for day in remaining.reversed() {
            guard day.count > 0, day.date.daysSinceEpoch == expected else { break }
            streak += 1
            expected = day.date.daysSinceEpoch - 1
        }
        return streak
    }
}
