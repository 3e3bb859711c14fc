import Foundation
import GHDomain

/// HTTP's date format, IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7), read
/// by hand: a `DateFormatter` costs more to make than a page costs to read, and the `Date` of
/// every answer is read.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The moment `text` names, or `nil` when it is not an IMF-fixdate.
    static func parse(_ text: Substring) -> Date? {
        let bytes = Array(text.utf8)
        // "Sun, 06 Nov 1994 08:49:37 GMT": 29 bytes, fields at fixed places.
        guard bytes.count == 29, bytes[3] == UInt8(ascii: ","), bytes[4] == 32, bytes[7] == 32, bytes[11] == 32, bytes[16] == 32,
            bytes[19] == UInt8(ascii: ":"), bytes[22] == UInt8(ascii: ":"), bytes[25] == 32,
            String(decoding: bytes[26...], as: UTF8.self) == "GMT",
            let month = months.firstIndex(of: String(decoding: bytes[8..<11], as: UTF8.self)),
            let day = number(bytes[5..<7]), let year = number(bytes[12..<16]), let hour = number(bytes[17..<19]),
            let minute = number(bytes[20..<22]), let second = number(bytes[23..<25]),
            (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        return Date(
            timeIntervalSince1970: TimeInterval(
                CalendarDay.daysSinceEpoch(year: year, month: month + 1, day: day) * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (48...57).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 48)
        }
        return value
    }
}
