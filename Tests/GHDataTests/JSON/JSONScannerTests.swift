import Foundation
import GHDomain
import GHTestSupport
import Testing

@testable import GHData

/// The byte-level scanner: each kind of value, what it refuses, and that whatever it reads,
/// `JSONDecoder` reads the same.
struct JSONScannerTests {
    private static func scan<Value>(_ json: String, _ read: (inout JSONScanner) throws(JSONScanner.Failure) -> Value) -> Value? {
        Array(json.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            guard let value = try? read(&scanner), (try? scanner.end()) != nil else { return nil }
            return value
        }
    }

    @Test func readString_decodesEscapesAndUTF8() {
        let cases: [(String, String)] = [
            (#""octocat""#, "octocat"), (#""""#, ""), (#" "a\"b\\c\/d" "#, #"a"b\c/d"#), (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
            (#""\u00e9\u4E2D""#, "é中"), (#""\ud83d\ude80""#, "🚀"), (#""Zoë 🚀""#, "Zoë 🚀"),
        ]
        for (json, expected) in cases {
            #expect(
                Self.scan(json) { scanner throws(JSONScanner.Failure) in try scanner.readString() } == expected,
                "case \(String(reflecting: (json, expected)))")
        }
    }

    @Test func readString_refusesWhatIsNotAValidString() {
        let cases: [String] = [
            #""unterminated"#, "\"tab\there\"", #""\x""#, #""\u12""#, #""\ud83d""#, #""\ude80""#, #""\ud83dx""#, "42", "null",
        ]
        for json in cases {
            #expect(
                Self.scan(json) { scanner throws(JSONScanner.Failure) in try scanner.readString() } == nil,
                "case \(String(reflecting: json))")
        }
    }

    @Test func readString_refusesInvalidUTF8() {
        let bytes: [UInt8] = [0x22, 0x61, 0xC3, 0x28, 0x22]
        let value = bytes.withUnsafeBytes { raw -> String? in
            var scanner = JSONScanner(raw)
            return try? scanner.readString()
        }
        #expect(value == nil)
    }

    @Test func readInt_readsWholeNumbers() {
        let cases: [(String, Int)] = [
            ("0", 0), ("42", 42), ("-7", -7), (" 583231 ", 583231), ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ]
        for (json, expected) in cases {
            #expect(
                Self.scan(json) { scanner throws(JSONScanner.Failure) in try scanner.readInt() } == expected,
                "case \(String(reflecting: (json, expected)))")
        }
    }

    @Test func readInt_refusesAnythingElse() {
        let cases: [String] = ["01", "-", "1.0", "1e3", "1E3", "9223372036854775808", "-9223372036854775809", "+1", "\"1\"", "true"]
        for json in cases {
            #expect(
                Self.scan(json) { scanner throws(JSONScanner.Failure) in try scanner.readInt() } == nil, "case \(String(reflecting: json))")
        }
    }

    @Test func skipValue_passesOverAnyValidValue() {
        let cases: [String] = [
            #"{"a":[1,2.5,-3e-2,{"b":null}],"c":"\u00e9","d":true,"e":false,"f":{}}"#, "[]", "[[[]]]", "0", "-0.0E+1", " \"x\" ",
        ]
        for json in cases {
            #expect(
                Self.scan(json) { scanner throws(JSONScanner.Failure) in try scanner.skipValue() } != nil,
                "case \(String(reflecting: json))")
        }
    }

    @Test func skipValue_refusesInvalidJSON() {
        let cases: [String] = [
            "{", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a":}"#, "{1:2}", "01", "1.", ".5", "1e", "tru", "nul", #""\q""#, "[]]",
        ]
        for json in cases {
            #expect(
                Self.scan(json) { scanner throws(JSONScanner.Failure) in try scanner.skipValue() } == nil,
                "case \(String(reflecting: json))")
        }
    }

    @Test func skipValue_refusesNestingPastTheLimit() {
        let deep = String(repeating: "[", count: JSONScanner.maximumDepth + 1) + String(repeating: "]", count: JSONScanner.maximumDepth + 1)
        let shallow = String(repeating: "[", count: JSONScanner.maximumDepth) + String(repeating: "]", count: JSONScanner.maximumDepth)
        #expect(Self.scan(deep) { scanner throws(JSONScanner.Failure) in try scanner.skipValue() } == nil)
        #expect(Self.scan(shallow) { scanner throws(JSONScanner.Failure) in try scanner.skipValue() } != nil)
    }

    /// The eight-bytes-at-a-time test says "plain" only when no byte is a quote, a backslash or a
    /// control character: every byte value at every position, and random words, against the
    /// byte-by-byte answer.
    @Test func plainWords_areExactlyThoseWithNothingToStopAt() {
        func plain(_ bytes: [UInt8]) -> Bool { !bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } }
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
        for position in 0..<8 {
            for value in UInt8.min...UInt8.max {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = value
                #expect(JSONScanner.isPlainText(word(bytes)) == plain(bytes), "\(value) at \(position)")
            }
        }
        var random = SeededRandom(seed: 12)
        for _ in 0..<20_000 {
            // Bytes drawn mostly from around the boundaries, where a borrow could mislead.
            let pool: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
            let bytes = (0..<8).map { _ in
                Bool.random(using: &random) ? pool.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            #expect(JSONScanner.isPlainText(word(bytes)) == plain(bytes))
        }
    }
}
