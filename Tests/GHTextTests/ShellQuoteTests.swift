import GHText
import Testing

/// One shell word that stands for itself, whatever it holds.
struct ShellQuoteTests {
    @Test func aWord_isSingleQuoted_itsQuotesWrittenAsAShellReadsThemBack_andNULLeftOut() {
        let cases: [(String, String)] = [
            ("plain", "'plain'"), ("", "''"), ("it's", #"'it'\''s'"#), ("$(rm -rf ~)", "'$(rm -rf ~)'"), ("a\0b", "'ab'"),
            ("line\nbreak", "'line\nbreak'"),
        ]
        for (text, word) in cases {
            #expect(ShellQuote.quoted(text) == word, "case \(String(reflecting: text))")
        }
    }
}
