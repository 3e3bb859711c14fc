import GHText
import Testing

/// One shell word that stands for itself, whatever it holds.
struct ShellQuoteTests {
    /// A word is single-quoted, its quotes written as a shell reads them back, and NUL left out.
    @Test func word_isSingleQuoted_soAShellReadsItBack() {
        let cases: [(String, String)] = [
            ("plain", "'plain'"), ("", "''"), ("it's", #"'it'\''s'"#), ("$(rm -rf ~)", "'$(rm -rf ~)'"), ("a\0b", "'ab'"),
            ("line\nbreak", "'line\nbreak'"),
        ]
        for (text, word) in cases {
            #expect(ShellQuote.quoted(text) == word, "case \(String(reflecting: text))")
        }
    }

    /// A word a terminal cannot be shown raw is written `$'…'`, which bash, zsh and ksh read back
    /// as the same bytes; an octal escape always has three digits, so a digit after it stays a
    /// digit. Anything else is single-quoted.
    @Test func printableWord_escapesWhatATerminalCannotShow() {
        let cases: [(String, String)] = [
            ("it's", #"'it'\''s'"#), ("👨‍👩‍👧", "'👨‍👩‍👧'"), (".[]\n| .login", #"$'.[]\n| .login'"#), ("tab\there", #"$'tab\there'"#),
            ("it's \\x\n", #"$'it\'s \\x\n'"#), ("oct\u{2062}ocat", #"$'oct\342\201\242ocat'"#), ("\u{1B}[2J", #"$'\033[2J'"#),
            ("a\u{1}b7", #"$'a\001b7'"#), ("a\0\nb", #"$'a\nb'"#),
        ]
        for (text, word) in cases {
            #expect(ShellQuote.printable(text) == word, "case \(String(reflecting: text))")
            #expect(TextSanitizer.line(word) == word, "case \(String(reflecting: text))")
        }
    }
}
