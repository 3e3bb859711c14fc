import Testing

@testable import GHText

/// The generated tables: well formed, and in agreement with the data files on code points
/// checked by hand (the comments quote what the files say).
struct UnicodeTablesTests {
    static let allTables: [(String, ScalarSet)] = [
        ("wide", UnicodeTables.wide), ("zeroWidth", UnicodeTables.zeroWidth), ("joinsNeighbours", UnicodeTables.joinsNeighbours),
        ("emoji", UnicodeTables.emoji), ("extendedPictographic", UnicodeTables.extendedPictographic),
        ("emojiModifier", UnicodeTables.emojiModifier), ("escaped", UnicodeTables.escaped),
    ]

    @Test func tables_areSortedDisjointAndMerged_withinUnicode() {
        for (name, table) in Self.allTables {
            let bounds = table.bounds
            #expect(!bounds.isEmpty, "\(name)")
            #expect(bounds.last! <= 0x10FFFF, "\(name)")
            for index in stride(from: 0, to: bounds.count, by: 2) {
                #expect(bounds[index] <= bounds[index + 1], "\(name): range \(index / 2) is reversed")
                if index + 2 < bounds.count {
                    #expect(bounds[index + 1] + 1 < bounds[index + 2], "\(name): ranges \(index / 2) and \(index / 2 + 1) touch")
                }
            }
        }
    }

    @Test func escapedLeadBytes_areTheEscapedScalarsFirstBytes() {
        var leadBytes = Set<UInt8>()
        let bounds = UnicodeTables.escaped.bounds
        for index in stride(from: 0, to: bounds.count, by: 2) {
            for value in bounds[index]...bounds[index + 1] {
                guard let scalar = Unicode.Scalar(value) else { continue }
                leadBytes.insert(UTF8.encode(scalar)!.first!)
            }
        }
        #expect(UnicodeTables.escapedLeadBytes == leadBytes.sorted())
    }

    @Test func escaped_matchesTheUnicodeData() {
        let cases: [(UInt32, Bool)] = [
            (0x00AD, true),  // UnicodeData.txt: Cf (SOFT HYPHEN)
            (0x034F, true),  // DerivedCoreProperties.txt: Default_Ignorable_Code_Point (COMBINING GRAPHEME JOINER, Mn)
            (0x115F, true),  // DerivedCoreProperties.txt: Default_Ignorable_Code_Point (HANGUL CHOSEONG FILLER, Lo)
            (0x3164, true),  // DerivedCoreProperties.txt: Default_Ignorable_Code_Point (HANGUL FILLER, Lo)
            (0xFFA0, true),  // DerivedCoreProperties.txt: Default_Ignorable_Code_Point (HALFWIDTH HANGUL FILLER, Lo)
            (0x180E, true),  // UnicodeData.txt: Cf (MONGOLIAN VOWEL SEPARATOR)
            (0x2062, true),  // UnicodeData.txt: Cf (INVISIBLE TIMES)
            (0x2028, true),  // UnicodeData.txt: Zl
            (0x2029, true),  // UnicodeData.txt: Zp
            (0xFFF9, true),  // UnicodeData.txt: Cf (INTERLINEAR ANNOTATION ANCHOR)
            (0x1D173, true),  // UnicodeData.txt: Cf (MUSICAL SYMBOL BEGIN BEAM)
            (0xE0000, true),  // DerivedCoreProperties.txt: Default_Ignorable_Code_Point (unassigned)
            (0xE0100, true),  // PropList.txt: Variation_Selector; DerivedCoreProperties.txt: Default_Ignorable_Code_Point
            (0x0085, true),  // UnicodeData.txt: Cc (NEXT LINE)
            (0x0041, false),  // UnicodeData.txt: Lu
            (0x0301, false),  // UnicodeData.txt: Mn, not Default_Ignorable_Code_Point
            (0x3000, false),  // UnicodeData.txt: Zs (IDEOGRAPHIC SPACE)
            (0x1160, true),  // DerivedCoreProperties.txt: Default_Ignorable_Code_Point (HANGUL JUNGSEONG FILLER)
            (0x1161, false),  // UnicodeData.txt: Lo, not Default_Ignorable_Code_Point (HANGUL JUNGSEONG A)
        ]
        for (value, expected) in cases {
            #expect(UnicodeTables.escaped.contains(value) == expected, "case \(String(reflecting: (value, expected)))")
        }
    }

    @Test func emojiProperties_matchTheEmojiData() {
        let cases: [(UInt32, Bool, Bool)] = [
            (0x0023, true, false),  // emoji-data.txt: Emoji, Emoji_Component (NUMBER SIGN)
            (0x2122, true, true),  // emoji-data.txt: Emoji, Extended_Pictographic (TRADE MARK SIGN)
            (0x2764, true, true),  // emoji-data.txt: Emoji, Extended_Pictographic (HEAVY BLACK HEART)
            (0x1F3FB, true, false),  // emoji-data.txt: Emoji, Emoji_Modifier, not Extended_Pictographic
            (0x1F9B0, true, true),  // emoji-data.txt: Emoji, Emoji_Component, Extended_Pictographic (RED HAIR)
            (0x1F1E6, true, false),  // emoji-data.txt: Emoji, Emoji_Component (REGIONAL INDICATOR SYMBOL LETTER A)
            (0x20E3, false, false),  // emoji-data.txt: Emoji_Component only (COMBINING ENCLOSING KEYCAP)
            (0x0041, false, false),  // emoji-data.txt: not listed
        ]
        for (value, emoji, pictographic) in cases {
            #expect(UnicodeTables.emoji.contains(value) == emoji, "case \(String(reflecting: (value, emoji, pictographic)))")
            #expect(
                UnicodeTables.extendedPictographic.contains(value) == pictographic,
                "case \(String(reflecting: (value, emoji, pictographic)))")
            #expect(
                UnicodeTables.emojiModifier.contains(value) == (0x1F3FB...0x1F3FF).contains(value),
                "case \(String(reflecting: (value, emoji, pictographic)))")
        }
    }

    @Test func joinsNeighbours_matchesTheGraphemeBreakData() {
        let cases: [(UInt32, Bool)] = [
            (0x0301, true),  // GraphemeBreakProperty.txt: Extend
            (0x200D, true),  // GraphemeBreakProperty.txt: ZWJ
            (0x0903, true),  // GraphemeBreakProperty.txt: SpacingMark
            (0x0600, true),  // GraphemeBreakProperty.txt: Prepend
            (0x1F1E6, true),  // GraphemeBreakProperty.txt: Regional_Indicator
            (0x1100, true),  // GraphemeBreakProperty.txt: L
            (0x1161, true),  // GraphemeBreakProperty.txt: V
            (0x11A8, true),  // GraphemeBreakProperty.txt: T
            (0xAC00, false),  // GraphemeBreakProperty.txt: LV, which joins only a V or T after it
            (0x1F680, false),  // GraphemeBreakProperty.txt: not listed (Other)
            (0x000D, false),  // GraphemeBreakProperty.txt: CR
        ]
        for (value, expected) in cases {
            #expect(UnicodeTables.joinsNeighbours.contains(value) == expected, "case \(String(reflecting: (value, expected)))")
        }
    }
}
