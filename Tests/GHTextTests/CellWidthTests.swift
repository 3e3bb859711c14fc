import GHTestSupport
import Testing

@testable import GHText

struct CellWidthTests {
    /// Code points checked by hand against the Unicode 15.0.0 data files; the comment on each
    /// gives what the files say.
    @Test func of_aScalar_matchesTheUnicodeData() throws {
        let cases: [(UInt32, Int)] = [
            (0x0041, 1),  // EastAsianWidth.txt: Na
            (0x0007, 0),  // UnicodeData.txt: Cc
            (0x009B, 0),  // UnicodeData.txt: Cc (C1)
            (0x00AD, 1),  // UnicodeData.txt: Cf, but shown as a hyphen (glibc 2.36 wcwidth: 1)
            (0x0301, 0),  // UnicodeData.txt: Mn; EastAsianWidth.txt: A
            (0x0600, 1),  // UnicodeData.txt: Cf; PropList.txt: Prepended_Concatenation_Mark (glibc 2.36 wcwidth: 1)
            (0x0903, 1),  // UnicodeData.txt: Mc
            (0x1100, 2),  // EastAsianWidth.txt: W (HANGUL CHOSEONG KIYEOK)
            (0x115F, 2),  // EastAsianWidth.txt: W (HANGUL CHOSEONG FILLER)
            (0x1160, 0),  // HangulSyllableType.txt: V (HANGUL JUNGSEONG FILLER)
            (0x11FF, 0),  // HangulSyllableType.txt: T
            (0x200B, 0),  // UnicodeData.txt: Cf (ZERO WIDTH SPACE)
            (0x20E3, 0),  // UnicodeData.txt: Me (COMBINING ENCLOSING KEYCAP)
            (0x231A, 2),  // EastAsianWidth.txt: W; emoji-data.txt: Emoji_Presentation (WATCH)
            (0x2764, 1),  // EastAsianWidth.txt: N; emoji-data.txt: Emoji, not Emoji_Presentation (HEAVY BLACK HEART)
            (0x2122, 1),  // EastAsianWidth.txt: A; emoji-data.txt: Emoji, not Emoji_Presentation (TRADE MARK SIGN)
            (0x3000, 2),  // EastAsianWidth.txt: F (IDEOGRAPHIC SPACE)
            (0x303F, 1),  // EastAsianWidth.txt: N (IDEOGRAPHIC HALF FILL SPACE)
            (0x3099, 0),  // UnicodeData.txt: Mn, although EastAsianWidth.txt says W
            (0x4DC0, 1),  // EastAsianWidth.txt: N (HEXAGRAM FOR THE CREATIVE HEAVEN, between two W blocks)
            (0xA960, 2),  // EastAsianWidth.txt: W (HANGUL CHOSEONG TIKEUT-MIEUM)
            (0xD7B0, 0),  // HangulSyllableType.txt: V (HANGUL JUNGSEONG O-YEO)
            (0xD7FB, 0),  // HangulSyllableType.txt: T (HANGUL JONGSEONG PHIEUPH-THIEUTH)
            (0xFE0F, 0),  // UnicodeData.txt: Mn; PropList.txt: Variation_Selector
            (0xFF01, 2),  // EastAsianWidth.txt: F (FULLWIDTH EXCLAMATION MARK)
            (0xFF61, 1),  // EastAsianWidth.txt: H (HALFWIDTH IDEOGRAPHIC FULL STOP)
            (0x1F1E6, 2),  // EastAsianWidth.txt: N; emoji-data.txt: Emoji_Presentation (REGIONAL INDICATOR SYMBOL LETTER A)
            (0x1F3FB, 2),  // EastAsianWidth.txt: W; emoji-data.txt: Emoji_Modifier
            (0x1F680, 2),  // EastAsianWidth.txt: W (ROCKET)
            (0x20000, 2),  // EastAsianWidth.txt: W (CJK Ideograph Extension B)
            (0x2FFFD, 2),  // EastAsianWidth.txt: W (unassigned, plane 2)
            (0x3FFFE, 1),  // not listed in EastAsianWidth.txt: N
            (0xE0001, 0),  // UnicodeData.txt: Cf (LANGUAGE TAG)
        ]
        for (value, expected) in cases {
            let scalar = try #require(Unicode.Scalar(value), "case \(String(reflecting: (value, expected)))")
            #expect(CellWidth.of(scalar) == expected, "case \(String(reflecting: (value, expected)))")
        }
    }

    @Test func ofAlone_isNilForAScalarThatJoinsItsNeighbours() throws {
        let cases: [UInt32] = [0x0301, 0x0903, 0x1161, 0x11A8, 0x200D, 0xFE0F, 0x1F1E6, 0x1F3FB, 0xE0067]
        for value in cases {
            let scalar = try #require(Unicode.Scalar(value), "case \(String(reflecting: value))")
            #expect(CellWidth.ofAlone(scalar) == nil, "case \(String(reflecting: value))")
        }
    }

    @Test func ofAlone_isTheWidthForAScalarThatStandsAlone() throws {
        let cases: [UInt32] = [0x0041, 0x00E9, 0xAC00, 0x4E00, 0x1F680, 0x2764, 0x200B, 0x00AD]
        for value in cases {
            let scalar = try #require(Unicode.Scalar(value), "case \(String(reflecting: value))")
            #expect(CellWidth.ofAlone(scalar) == CellWidth.of(scalar), "case \(String(reflecting: value))")
        }
    }

    /// The shortcut `TerminalText.width` takes for text without joining scalars must agree with
    /// measuring grapheme by grapheme, as the standard library splits them.
    @Test func scalarSums_matchGraphemeWidths_withoutJoiners() {
        var random = SeededRandom()
        let seed = random.seed
        var shortcutsTaken = 0
        for _ in 0..<3000 {
            let text = RandomText.mixed(length: Int.random(in: 0...12, using: &random), using: &random)
            let graphemeWidth = text.reduce(0) { $0 + CellWidth.of($1) }
            let scalarWidths = text.unicodeScalars.map(CellWidth.ofAlone)
            if scalarWidths.allSatisfy({ $0 != nil }) {
                shortcutsTaken += 1
                #expect(scalarWidths.reduce(0) { $0 + $1! } == graphemeWidth, "seed \(seed), text \(text.debugDescription)")
            }
        }
        #expect(shortcutsTaken > 100, "seed \(seed): the random text should often have no joining scalar")
    }
}
