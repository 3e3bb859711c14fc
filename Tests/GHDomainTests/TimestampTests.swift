import Foundation
import GHDomain
import Testing

/// RFC 3339 date-times as GitHub may send them, read leniently; anything else keeps its text
/// and names no moment.
struct TimestampTests {
    @Test func rfc3339_isRead() throws {
        let cases: [(String, Double)] = [
            ("2008-01-14T04:33:35Z", 1_200_285_215.0),
            ("2008-01-14T04:33:35.123Z", 1_200_285_215.123),
            ("2008-01-14t04:33:35z", 1_200_285_215.0),
            ("2008-01-14 04:33:35Z", 1_200_285_215.0),
            ("2008-01-14T06:33:35+02:00", 1_200_285_215.0),
            ("2008-01-13T23:03:35-05:30", 1_200_285_215.0),
            ("2008-01-14T04:33:35.5-00:00", 1_200_285_215.5),
            ("1970-01-01T00:00:00Z", 0.0),
            ("1969-12-31T23:59:59Z", -1.0),
            ("2000-02-29T12:00:00Z", 951_825_600.0),
            ("2016-12-31T23:59:60Z", 1_483_228_800.0),
            ("9999-12-31T23:59:59Z", 253_402_300_799.0),
            ("0001-01-01T00:00:00Z", -62_135_596_800.0),
        ]
        for (text, seconds) in cases {
            let timestamp = Timestamp(text)
            #expect(timestamp.text == text, "case \(String(reflecting: (text, seconds)))")
            let date = try #require(timestamp.date, "case \(String(reflecting: (text, seconds)))")
            #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_5, "case \(String(reflecting: (text, seconds)))")
        }
    }

    @Test func anythingElse_keepsItsTextAndNamesNoMoment() {
        let cases: [String] = [
            "", "2008-01-14", "2008-01-14T04:33:35", "2008-01-14T04:33Z", "2008-1-14T04:33:35Z", "2008-01-14T04:33:35.Z",
            "2008-02-30T04:33:35Z", "2007-02-29T00:00:00Z", "2008-13-01T00:00:00Z", "2008-01-14T24:00:00Z", "2008-01-14T04:60:00Z",
            "2008-01-14T04:33:35+2:00", "2008-01-14T04:33:35+24:00", "2008-01-14T04:33:35Z ", " 2008-01-14T04:33:35Z",
            "2008-01-14X04:33:35Z", "２００８-01-14T04:33:35Z", "yesterday",
        ]
        for text in cases {
            let timestamp = Timestamp(text)
            #expect(timestamp.text == text, "case \(String(reflecting: text))")
            #expect(timestamp.date == nil, "case \(String(reflecting: text))")
        }
    }

    @Test func aLongFraction_isReadToTheNanosecond() throws {
        let date = try #require(Timestamp("2008-01-14T04:33:35.123456789123456789Z").date)
        #expect(abs(date.timeIntervalSince1970 - 1_200_285_215.123_456_789) < 0.000_001)
    }

    @Test func aDate_isWrittenAsGitHubWritesOne() {
        let timestamp = Timestamp(Date(timeIntervalSince1970: 1_200_285_215))
        #expect(timestamp.text == "2008-01-14T04:33:35Z")
        #expect(timestamp == Timestamp("2008-01-14T04:33:35Z"))
    }

    /// Every second-precision date Foundation writes, over four centuries, reads back as itself.
    @Test func foundationsOwnForm_readsBack() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let seconds = Double(Int64.random(in: -2_208_988_800...10_413_792_000, using: &generator))
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Timestamp(date.formatted(Date.ISO8601FormatStyle())).date == date)
        }
    }
}
