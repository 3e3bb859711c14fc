import GHText
import Testing

struct ParagraphTests {
    @Test func shortText_wrapsAtWords_keepingItsLines_uncut() {
        let paragraph = TerminalText.paragraph("one two three four\nfive", to: 9, maxLines: 8)
        #expect(paragraph.lines == ["one two", "three", "four", "five"])
        #expect(!paragraph.isCut)
        #expect(TerminalText.paragraph("", to: 9, maxLines: 8).lines == [])
    }

    @Test func aLongText_isCutAtItsLastLine_withAnEllipsis() {
        let paragraph = TerminalText.paragraph((1...30).map { "w\($0)" }.joined(separator: " "), to: 8, maxLines: 3)
        #expect(paragraph.lines == ["w1 w2 w3", "w4 w5 w6", "w7 w8 w…"])
        #expect(paragraph.isCut)
        let lines = TerminalText.paragraph("a\nb\nc\nd", to: 8, maxLines: 2)
        #expect(lines.lines == ["a", "b…"] && lines.isCut)
    }

    /// A word longer than a line is broken, so two hundred kilobytes take the lines allowed and no more.
    @Test func wordLongerThanALine_isBroken_intoTheLinesAllowed() {
        let paragraph = TerminalText.paragraph(String(repeating: "x", count: 200_000), to: 10, maxLines: 8)
        #expect(paragraph.lines == Array(repeating: String(repeating: "x", count: 10), count: 7) + [String(repeating: "x", count: 9) + "…"])
        #expect(paragraph.isCut)
        let wide = TerminalText.paragraph(String(repeating: "界", count: 50), to: 7, maxLines: 2)
        #expect(wide.lines == ["界界界", "界界界…"])
        #expect(wide.lines.allSatisfy { TerminalText.width($0) <= 7 })
    }
}
