import GHText
import Testing

struct NumberTextTests {
    @Test func grouped_putsACommaEveryThreeDigits_keepsTheSign() {
        #expect(
            [0, 9, 999, 1000, 4752, 1_234_567, -1500, Int.min].map(NumberText.grouped) == [
                "0", "9", "999", "1,000", "4,752", "1,234,567", "-1,500", "-9,223,372,036,854,775,808",
            ])
    }

    @Test func short_keepsFourCharactersAndRoundsDown() {
        #expect(
            [0, 999, 1000, 1234, 1999, 9_950, 12_345, 200_000, 999_999, 1_500_000, 2_000_000_000, -1234].map(NumberText.short) == [
                "0", "999", "1k", "1.2k", "1.9k", "9.9k", "12k", "200k", "999k", "1.5M", "2B", "-1.2k",
            ])
    }

    /// A language's colour is Linguist's colour, and nothing for an unknown language.
    @Test func languageColor_isLinguists_andNoneForAnUnknown() {
        #expect(LanguageColor.rgb("Swift") == 0xF05138)
        #expect(LanguageColor.hex("Go") == "#00add8")
        #expect(LanguageColor.hex("C") == "#555555")
        #expect(LanguageColor.rgb("swift") == nil, "linguist's names are matched exactly")
        #expect(LanguageColor.rgb("No Such Language") == nil)
        #expect(LanguageColor.parse("#3178c6") == 0x3178C6)
        #expect(LanguageColor.parse("#31z8c6") == nil)
        #expect(LanguageColor.parse("3178c") == nil)
    }
}
