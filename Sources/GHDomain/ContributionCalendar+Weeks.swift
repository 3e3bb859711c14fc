extension ContributionCalendar {
    /// The calendar as GitHub lays it out on a profile: a column a week, Sunday at the top and
    /// Saturday at the bottom, the oldest week on the left, and the months named over the weeks
    /// they begin in. `show` prints it and `browse` draws it from this one layout.
    public struct Weeks: Hashable, Sendable {
        /// A month's name over the week that holds its 1st.
        public struct Month: Hashable, Sendable {
            /// The week's place among those shown, from 0.
            public var week: Int
            /// `Jan` … `Dec`.
            public var name: String
        }

        /// Seven rows, Sunday first: each week's day in that row, `nil` where the calendar has
        /// none (before its first day, after its last).
        public var rows: [[Day?]]
        /// The months that begin among the weeks shown.
        public var months: [Month]

        /// How many weeks are shown.
        public var count: Int { rows.first?.count ?? 0 }

        /// The month names placed over weeks `weekWidth` cells apart after `labelWidth` cells,
        /// each left out where it would run into the name before it.
        public func monthLine(labelWidth: Int, weekWidth: Int) -> String {
            var line = String(repeating: " ", count: labelWidth)
            for month in months {
                let column = labelWidth + month.week * weekWidth
                guard line.count <= column else { continue }
                line += String(repeating: " ", count: column - line.count) + month.name
            }
            return line
        }
    }

    /// The most recent `count` weeks (all of them when there are fewer); none for a calendar
    /// without days.
    public func weeks(last count: Int) -> Weeks {
        guard let first = days.first, let last = days.last else { return Weeks(rows: Array(repeating: [], count: 7), months: []) }
        // Week columns start on Sundays; a day's column is its week's distance from the first.
        let start = first.date.daysSinceEpoch - first.date.weekday
        let weekCount = (last.date.daysSinceEpoch - start) / 7 + 1
        let firstShown = max(0, weekCount - max(1, count))
        var rows = [[Day?]](repeating: [Day?](repeating: nil, count: weekCount - firstShown), count: 7)
        for day in days {
            let week = (day.date.daysSinceEpoch - start) / 7
            if week >= firstShown { rows[day.date.weekday][week - firstShown] = day }
        }
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var months: [Weeks.Month] = []
        for week in firstShown..<weekCount {
            guard let sunday = CalendarDay(daysSinceEpoch: start + week * 7),
                let saturday = CalendarDay(daysSinceEpoch: start + week * 7 + 6)
            else { continue }
            // The week holds the 1st when its Saturday is in a month its Sunday was not, or its
            // Sunday is the 1st.
            guard sunday.day == 1 || saturday.month != sunday.month else { continue }
            months.append(Weeks.Month(week: week - firstShown, name: names[saturday.month - 1]))
        }
        return Weeks(rows: rows, months: months)
    }
}
