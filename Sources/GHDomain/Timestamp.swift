import Foundation

/// A time as GitHub sent it: the text, kept for output that promises GitHub's values, and the
/// moment it names, for output meant for a person.
///
/// GitHub sends RFC 3339 date-times (`2008-01-14T04:33:35Z`), and the standard allows more
/// than GitHub usually sends: fractions of a second, offsets such as `+02:00`, and a lower-case
/// `t` or `z`. All of those are read; text that is not an RFC 3339 date-time keeps its text and
/// names no moment, so an odd date is shown as unknown instead of failing a response.
public struct Timestamp: Hashable, Sendable {
    /// The text as sent.
    public let text: String
    /// The moment `text` names; `nil` when it is not an RFC 3339 date-time.
    public let date: Date?

    /// The time `text` names, read leniently as RFC 3339.
    public init(_ text: String) {
        self.text = text
        self.date = Self.date(rfc3339: text)
    }

    /// The time `date`, written as GitHub writes one (`2011-01-25T18:44:36Z`).
    public init(_ date: Date) {
        self.text = date.formatted(Date.ISO8601FormatStyle())
        self.date = date
    }

    /// The moment an RFC 3339 date-time names (`YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`,
    /// `T` and `Z` in either case, a space allowed for `T` as RFC 3339 notes); `nil` for
    /// anything else, including a field out of range.
    public static func date(rfc3339 text: String) -> Date? {
        var reader = DigitReader(bytes: Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2), reader.skip(oneOf: "Tt "),
            let hour = reader.number(digits: 2), reader.skip(":"),
            let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2)
        else { return nil }
        var fraction = 0.0
        if reader.skip(".") {
            guard let value = reader.fraction() else { return nil }
            fraction = value
        }
        let offset: Int
        if reader.skip(oneOf: "Zz") {
            offset = 0
        } else if let sign = reader.sign(), let hours = reader.number(digits: 2), reader.skip(":"),
            let minutes = reader.number(digits: 2), hours <= 23, minutes <= 59
        {
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        // A leap second (60) is allowed by RFC 3339 and counted as the next second.
        guard reader.atEnd, (1...12).contains(month), day >= 1, day <= CalendarDay.length(ofMonth: month, in: year),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        let days = CalendarDay.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }
}

/// Reads fixed-width decimal fields and single characters from ASCII bytes.
private struct DigitReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func number(digits count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }

    /// One or more digits after a decimal point, as a fraction of one.
    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 1.0
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            // Beyond nanoseconds the digits change nothing a Date can hold.
            if index - start < 9 {
                scale /= 10
                value += Double(bytes[index] - UInt8(ascii: "0")) * scale
            }
            index += 1
        }
        return index > start ? value : nil
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        skip(oneOf: String(character))
    }

    mutating func skip(oneOf characters: String) -> Bool {
        guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    /// `+1` or `-1` for a sign character, consumed.
    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
