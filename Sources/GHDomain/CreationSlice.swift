import Foundation

/// A span of account-creation times, whole seconds in UTC with both ends included: one slice
/// of a search split by `created:` so that each slice matches no more than GitHub serves.
public struct CreationSlice: Hashable, Sendable {
    /// The first second, in seconds since 1970.
    public let first: Int64
    /// The last second, in seconds since 1970; never before ``first``.
    public let last: Int64

    /// Just before GitHub's first account (October 2007): where a sweep of every account starts.
    public static let gitHubOrigin: Int64 = 1_191_196_800
    /// The latest second a slice may name: the end of year 9999, which GitHub's dates reach.
    static let latest: Int64 = 253_402_300_799

    /// The seconds from `first` to `last`; `nil` when `last` comes first or either is outside
    /// the years 1970 to 9999.
    public init?(first: Int64, last: Int64) {
        guard 0 <= first, first <= last, last <= Self.latest else { return nil }
        self.first = first
        self.last = last
    }

    /// Whether the slice spans more than one second, so it can be cut in two.
    public var canSplit: Bool { first < last }

    /// The slice cut in two at its middle second, earlier half first; `nil` for a single second.
    public var halves: (CreationSlice, CreationSlice)? {
        guard canSplit else { return nil }
        let middle = first + (last - first) / 2
        guard let early = CreationSlice(first: first, last: middle), let late = CreationSlice(first: middle + 1, last: last) else {
            return nil
        }
        return (early, late)
    }

    /// The rest of a sweep after this slice, up to `end` inclusive; `nil` when nothing is left.
    public func following(until end: Int64) -> CreationSlice? {
        last < end ? CreationSlice(first: last + 1, last: end) : nil
    }

    /// GitHub's qualifier for the slice, as its search syntax documents times:
    /// `created:2012-03-04T05:06:07+00:00..2012-12-31T23:59:59+00:00`.
    public var qualifier: String {
        "created:\(Self.format(first, compact: false))..\(Self.format(last, compact: false))"
    }

    /// The slice as a resume point writes it: `20120304T050607Z..20121231T235959Z`.
    public var compactText: String { "\(Self.format(first, compact: true))..\(Self.format(last, compact: true))" }

    /// The slice a resume point wrote (``compactText``); `nil` for anything else.
    public init?(compactText text: String) {
        let ends = text.split(separator: ".", omittingEmptySubsequences: false)
        guard ends.count == 3, ends[1].isEmpty, let first = Self.parse(ends[0]), let last = Self.parse(ends[2]) else { return nil }
        self.init(first: first, last: last)
    }

    /// `2012-03-04T05:06:07+00:00`, or compact, `20120304T050607Z`.
    public static func format(_ seconds: Int64, compact: Bool) -> String {
        let parts = Self.calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let (hour, minute, second) = (parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        if compact {
            return String(format: "%04d%02d%02dT%02d%02d%02dZ", year, month, day, hour, minute, second)
        }
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d+00:00", year, month, day, hour, minute, second)
    }

    /// The second `20120304T050607Z` names; `nil` for anything else, or a date that does not exist.
    static func parse(_ text: Substring) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let slice = bytes[range]
            guard slice.allSatisfy({ (48...57).contains($0) }) else { return nil }
            return slice.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8), let hour = number(9..<11),
            let minute = number(11..<13), let second = number(13..<15), (1...12).contains(month), (1...31).contains(day), hour < 24,
            minute < 60, second < 60,
            let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))
        else { return nil }
        let seconds = Int64(date.timeIntervalSince1970)
        // A day past the month's end rolls over into the next: no such date.
        return format(seconds, compact: true) == String(text) ? seconds : nil
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

/// Where a sweep of a search's slices starts, or where it stopped: a slice and the page of it
/// (100 results a page) to fetch first.
public struct SweepPosition: Hashable, Sendable {
    /// The slice.
    public var slice: CreationSlice
    /// The page of the slice, from 1 to 10 (GitHub serves 1,000 results of a search).
    public var page: Int

    /// Results a sweep asks for per request: GitHub's most.
    public static let pageSize = 100

    /// The most pages of one slice GitHub serves, ``pageSize`` results each.
    public static let lastPage = SearchLimit.maximumResults / pageSize

    /// A position from its parts; `nil` for a page outside 1 to ``lastPage``.
    public init?(slice: CreationSlice, page: Int) {
        guard (1...Self.lastPage).contains(page) else { return nil }
        self.slice = slice
        self.page = page
    }

    /// `20120304T050607Z..20121231T235959Z@3`: what `--resume` takes.
    public var text: String { "\(slice.compactText)@\(page)" }

    /// The position `text` writes; `nil` for anything else.
    public init?(text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].utf8.count <= 2, let page = Int(parts[1]), let slice = CreationSlice(compactText: String(parts[0]))
        else { return nil }
        self.init(slice: slice, page: page)
    }
}
