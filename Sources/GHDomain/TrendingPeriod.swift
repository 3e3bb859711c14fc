/// How far back a trending ranking looks: the repositories created within it, most starred
/// first; `all` ranks every repository.
public enum TrendingPeriod: String, CaseIterable, Hashable, Sendable {
    case day, week, month, year, all

    /// Its length in days; `nil` for all time.
    public var days: Int? {
        switch self {
        case .day: return 1
        case .week: return 7
        case .month: return 30
        case .year: return 365
        case .all: return nil
        }
    }

    /// The period after this one, `all` followed by `day`: what the browser's key steps to.
    public var next: TrendingPeriod {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How a title names it: `past day`, …, `all time`.
    public var title: String {
        self == .all ? "all time" : "past \(rawValue)"
    }
}
