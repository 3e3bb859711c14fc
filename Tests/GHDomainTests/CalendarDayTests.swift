import Foundation
import GHDomain
import Testing

struct CalendarDayTests {
    @Test func init_readsARealDay() {
        let cases: [(String, String)] = [
            ("2026-01-31", "2026-01-31"), ("2024-02-29", "2024-02-29"), ("2000-02-29", "2000-02-29"), ("0001-12-01", "0001-12-01"),
        ]
        for (text, expected) in cases {
            #expect(CalendarDay(text)?.description == expected, "case \(String(reflecting: (text, expected)))")
        }
    }

    @Test func init_refusesWhatIsNotADay() {
        let cases: [String] = [
            "", "2026", "2026-1-31", "26-01-31", "2026-13-01", "2026-00-10", "2026-02-29", "1900-02-29", "2026-04-31", "2026-01-00",
            "0000-01-01", "2026/01/31", "2026-01-31T00:00", " 2026-01-31", "２０２６-01-31", "+026-01-31",
        ]
        for text in cases {
            #expect(CalendarDay(text) == nil, "case \(String(reflecting: text))")
        }
    }

    @Test func init_fromADate_isItsDayInUTC() {
        let cases: [(TimeInterval, String)] = [
            (0.0, "1970-01-01"), (1_795_262_400, "2026-11-21"), (253_402_300_799, "9999-12-31"), (1_795_219_200 - 1, "2026-11-20"),
        ]
        for (seconds, expected) in cases {
            #expect(
                CalendarDay(Date(timeIntervalSince1970: seconds))?.description == expected,
                "case \(String(reflecting: (seconds, expected)))")
        }
    }

    @Test func init_fromADate_isTheDayInTheGivenTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(try #require(CalendarDay(Date(timeIntervalSince1970: 1_795_219_200 - 1), timeZone: tokyo)).description == "2026-11-21")
    }

    @Test func init_fromADateNoPersonCouldMeanIsNil() {
        let cases: [TimeInterval] = [-1, 253_402_300_800, 15_927_000_000_000, -62_135_596_800 - 86_400, .infinity, -.infinity, .nan]
        for seconds in cases {
            #expect(CalendarDay(Date(timeIntervalSince1970: seconds)) == nil, "case \(String(reflecting: seconds))")
        }
    }
}
