import GHTestSupport
import GHText
import Testing

struct TerminalTextTests {
    @Test func width_countsCellsPerGrapheme() {
        let cases: [(String, Int)] = [
            ("", 0),
            ("octocat", 7),
            ("a\tb", 2),
            ("\u{1B}[31m", 4),
            ("a\r\nb", 2),
            ("Zoë", 3),
            ("Ελληνικά", 8),
            ("漢字", 4),
            ("李小龙", 6),
            ("한국어", 6),
            ("\u{1100}\u{1161}\u{11A8}", 2),
            ("ＡＢＣ", 6),
            ("ｱｲｳ", 3),
            ("e\u{301}", 1),
            ("cafe\u{301} crème", 10),
            ("🚀", 2),
            ("☕", 2),
            ("✅", 2),
            ("⭐", 2),
            ("❤", 1),
            ("❤️", 2),
            ("©", 1),
            ("©️", 2),
            ("⌚", 2),
            ("⌚︎", 1),
            ("🇵🇹", 2),
            ("👨‍👩‍👧", 2),
            ("❤‍🔥", 2),
            ("👍🏽", 2),
            ("1️⃣", 2),
            ("#️⃣", 2),
            ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),
            ("The Octocat 🐙 says hi", 22),
        ]
        for (text, expected) in cases {
            #expect(TerminalText.width(text) == expected, "case \(String(reflecting: (text, expected)))")
            #expect(text.reduce(0) { $0 + TerminalText.width($1) } == expected, "case \(String(reflecting: (text, expected)))")
        }
    }

    @Test func width_ofAnInvisibleOrControlCharacterAlone() {
        let cases: [(String, Int)] = [
            ("\u{301}", 0),
            ("\u{200B}", 0),
            ("\u{200D}", 0),
            ("\u{FE0F}", 0),
            ("\u{7}", 0),
            ("\u{9B}", 0),
            ("\u{AD}", 1),
            ("\u{600}", 1),
        ]
        for (text, expected) in cases {
            #expect(TerminalText.width(Character(text)) == expected, "case \(String(reflecting: (text, expected)))")
        }
    }

    /// `width` counts the soft hyphen as one cell, as terminals show it.
    @Test func width_countsTheSoftHyphenAsOneCell() {
        #expect(TerminalText.width("soft\u{AD}hyphen") == 11)
    }

    @Test func width_ofASubstring_countsOnlyItsOwnCells() {
        let text = "ab漢字cd"
        #expect(TerminalText.width(text.dropFirst(2).dropLast(2)) == 4)
        #expect(TerminalText.width(text.dropLast(4)) == 2)
    }

    @Test func truncate_cutsWholeGraphemes_withinTheLimit() {
        let cases: [(String, Int, String)] = [
            ("abcdefgh", 5, "abcd…"),
            ("abc", 5, "abc"),
            ("abc", 3, "abc"),
            ("abcd", 3, "ab…"),
            ("abcd", 1, "…"),
            ("abcd", 0, ""),
            ("abcd", -1, ""),
            ("", 0, ""),
            ("李小龙李小龙", 12, "李小龙李小龙"),
            ("李小龙李小龙", 11, "李小龙李小…"),
            ("李小龙李小龙", 6, "李小…"),
            ("李小龙李小龙", 5, "李小…"),
            ("李小龙李小龙", 4, "李…"),
            ("李小龙李小龙", 3, "李…"),
            ("李小龙李小龙", 2, "…"),
            ("李小龙李小龙", 1, "…"),
            ("a李小龙", 4, "a李…"),
            ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
            ("🇵🇹🇵🇹", 3, "🇵🇹…"),
            ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
            ("a\tbcdef", 4, "a\tbc…"),
        ]
        for (text, limit, expected) in cases {
            #expect(TerminalText.truncate(text, to: limit) == expected, "case \(String(reflecting: (text, limit, expected)))")
        }
    }

    /// `truncate` of random text never exceeds the limit, and keeps the longest prefix that fits.
    @Test func truncate_randomText_keepsTheLongestFittingPrefix() {
        var random = SeededRandom()
        let seed = random.seed
        for _ in 0..<3000 {
            let text = RandomText.mixed(length: Int.random(in: 0...16, using: &random), using: &random)
            let limit = Int.random(in: -1...20, using: &random)
            let cut = TerminalText.truncate(text, to: limit)
            let context = Comment(rawValue: "seed \(seed), text \(text.debugDescription), limit \(limit)")
            if TerminalText.width(text) <= limit {
                #expect(cut == text, context)
                continue
            }
            #expect(TerminalText.width(cut) <= max(limit, 0), context)
            guard limit > 0 else {
                #expect(cut == "", context)
                continue
            }
            #expect(cut.last == "…", context)
            let kept = Array(cut.dropLast())
            #expect(Array(text).starts(with: kept), context)
            let next = Array(text)[kept.count]
            #expect(TerminalText.width(String(kept)) + TerminalText.width(next) > limit - 1, context)
        }
    }

    @Test func wrap_breaksAtSpacesWithinTheWidth() {
        let cases: [(String, Int, [String])] = [
            ("one two three four", 9, ["one two", "three", "four"]),
            ("averyveryverylongword x", 5, ["averyveryverylongword", "x"]),
            ("", 5, [""]),
            ("  a   b  ", 5, ["a b"]),
            ("漢字 漢字 漢字", 9, ["漢字 漢字", "漢字"]),
            ("漢字 漢字 漢字", 8, ["漢字", "漢字", "漢字"]),
            ("🚀 go 🚀 go", 5, ["🚀 go", "🚀 go"]),
        ]
        for (text, columns, expected) in cases {
            #expect(TerminalText.wrap(text, to: columns) == expected, "case \(String(reflecting: (text, columns, expected)))")
        }
    }

    /// `wrap` breaking long words breaks only words longer than a line, where the line ends.
    @Test func wrap_breakingLongWords_breaksOnlyThoseTooLong() {
        let cases: [(String, Int, [String])] = [
            // A word that fits a line of its own still moves to the next line whole.
            ("one two three four", 9, ["one two", "three", "four"]),
            // A longer one starts where it is when four cells or more are left there...
            ("see /tmp/a/very/long/path ok", 10, ["see /tmp/a", "/very/long", "/path ok"]),
            // ...and on the next line when fewer are.
            ("sevens /tmp/a/very/long/path", 10, ["sevens", "/tmp/a/ver", "y/long/pat", "h"]),
            ("漢字漢字漢字", 5, ["漢字", "漢字", "漢字"]),
            ("", 5, [""]),
            ("abc", 0, ["a", "b", "c"]),
        ]
        for (text, columns, expected) in cases {
            #expect(
                TerminalText.wrap(text, to: columns, breakingLongWords: true) == expected,
                "case \(String(reflecting: (text, columns, expected)))")
        }
    }

    @Test func pad_fillsWithSpacesToTheWidth() {
        let cases: [(String, Int, String)] = [
            ("ab", 5, "ab   "),
            ("漢字", 5, "漢字 "),
            ("e\u{301}", 3, "e\u{301}  "),
            ("abcdef", 3, "abcdef"),
            ("", 2, "  "),
        ]
        for (text, columns, expected) in cases {
            #expect(TerminalText.pad(text, to: columns) == expected, "case \(String(reflecting: (text, columns, expected)))")
        }
    }
}
