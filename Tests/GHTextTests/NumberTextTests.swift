import GHText
import Testing

struct NumberTextTests {
    @Test func grouped_putsACommaEveryThreeDigits_andKeepsTheSign() {
        #expect(
            [0, 9, 999, 1000, 4752, 1_234_567, -1500, Int.min].map(NumberText.grouped) == [
                "0", "9", "999", "1,000", "4,752", "1,234,567", "-1,500", "-9,223,372,036,854,775,808",
            ])
    }
}
