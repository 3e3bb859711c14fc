import Testing

@testable import GHText

/// Another program's coloured output (jq -C) made safe for a terminal: colours kept, every
/// other control escaped as a table escapes it, line breaks and tabs kept.
struct ColoredOutputSanitizerTests {
    private static func cleaned(_ chunks: [String]) -> String {
        var sanitizer = ColoredOutputSanitizer()
        var bytes: [UInt8] = []
        for chunk in chunks { bytes += sanitizer.feed(Array(chunk.utf8)) }
        bytes += sanitizer.finish()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func colours_stay_andEveryOtherSequence_isEscaped() {
        let cases: [(String, String)] = [
            ("\u{1B}[1;39m{\u{1B}[0m\n  \u{1B}[34;1m\"a\"\u{1B}[0m\n", "\u{1B}[1;39m{\u{1B}[0m\n  \u{1B}[34;1m\"a\"\u{1B}[0m\n"),
            ("\u{1B}]0;pwned\u{7}title\n", "\\u{1B}]0;pwned\\u{7}title\n"),
            ("\u{1B}]52;c;ZXZpbA==\u{1B}\\\n", "\\u{1B}]52;c;ZXZpbA==\\u{1B}\\\n"),
            ("\u{1B}[2J\u{1B}[H\u{1B}[?1049h", "\\u{1B}[2J\\u{1B}[H\\u{1B}[?1049h"),
            ("\u{9B}31m C1\u{85}\u{202E}gnp.exe\u{2062}", "\\u{9B}31m C1\\u{85}\\u{202E}gnp.exe\\u{2062}"),
            ("a\tb\r\nc\u{7F}", "a\tb\\r\nc\\u{7F}"),
            ("\u{1B}[38;5;196mred\u{1B}[m", "\u{1B}[38;5;196mred\u{1B}[m"),
            ("\u{1B}[", "\\u{1B}["),
            ("👨‍👩‍👧 ❤️", "👨‍👩‍👧 ❤️"),
        ]
        for (raw, shown) in cases {
            #expect(Self.cleaned([raw]) == shown, "case \(String(reflecting: raw))")
        }
    }

    /// A sequence or a character split across reads comes out the same as whole.
    @Test func splitAcrossReads_comesOutAsWhole() {
        let raw = "\u{1B}[0;32m\"é\u{202E}\"\u{1B}[0m\n\u{1B}]0;x\u{7}\n"
        let whole = Self.cleaned([raw])
        let bytes = Array(raw.utf8)
        for cut in 1..<bytes.count {
            var sanitizer = ColoredOutputSanitizer()
            let out = sanitizer.feed(bytes[..<cut]) + sanitizer.feed(bytes[cut...]) + sanitizer.finish()
            #expect(String(decoding: out, as: UTF8.self) == whole, "cut at \(cut)")
        }
    }

    @Test func aLineLongerThanWhatIsHeld_isWrittenAsItComes() {
        var sanitizer = ColoredOutputSanitizer()
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: ColoredOutputSanitizer.longestHeldLine)
        #expect(sanitizer.feed(long).count == long.count)
        #expect(sanitizer.feed(Array("y".utf8)).isEmpty)
        #expect(sanitizer.finish() == Array("y".utf8))
    }
}
