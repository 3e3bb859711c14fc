import GHTestSupport
import Testing

@testable import GHText

struct TextSanitizerTests {
    /// The invisible characters of the security issue, Unicode's Cf category, and what the
    /// sanitizer escaped before: each is escaped wherever it is, as `\u{…}` in upper-case hex.
    @Test func line_escapesInvisibleOrControlCharacters() throws {
        let cases: [UInt32] = [
            0x00, 0x07, 0x1B, 0x7F, 0x80, 0x9B, 0x9F,  // C0, DEL, C1
            0x00AD, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x180E, 0x180B,  // soft hyphen, CGJ, fillers, Mongolian
            0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2060,
            0x2061, 0x2062, 0x2063, 0x2064, 0x2066, 0x2069, 0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F,
            0x061C, 0x0600, 0xFE00, 0xFE0E, 0xFE0F, 0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB, 0x110BD, 0x13430, 0x1BCA0,
            0x1D173, 0x1D174, 0x1D175, 0x1D176, 0x1D177, 0x1D178, 0x1D179, 0x1D17A,
            0xE0000, 0xE0001, 0xE0020, 0xE0041, 0xE0067, 0xE007E, 0xE007F, 0xE0100, 0xE01EF,
        ]
        for value in cases {
            let scalar = try #require(Unicode.Scalar(value), "case \(String(reflecting: value))")
            let hex = String(value, radix: 16, uppercase: true)
            #expect(TextSanitizer.line("oct\(scalar)ocat") == "oct\\u{\(hex)}ocat", "case \(String(reflecting: value))")
            #expect(TextSanitizer.block("oct\(scalar)ocat") == "oct\\u{\(hex)}ocat", "case \(String(reflecting: value))")
        }
    }

    /// `line` escapes invisible times, so the login cannot pass for another.
    @Test func line_escapesInvisibleTimes() {
        #expect(TextSanitizer.line("oct\u{2062}ocat") == #"oct\u{2062}ocat"#)
        #expect(TextSanitizer.line("soft\u{AD}hyphen") == #"soft\u{AD}hyphen"#)
        #expect(TextSanitizer.line("\u{E0001}\u{E0068}\u{E0069}") == #"\u{E0001}\u{E0068}\u{E0069}"#)
    }

    @Test func line_escapesTabsNewlinesAndEscapeSequences() {
        #expect(TextSanitizer.line("a\tb\nc\r\u{1B}[2J\u{202E}") == #"a\tb\nc\r\u{1B}[2J\u{202E}"#)
        #expect(TextSanitizer.line("a\r\nb") == #"a\r\nb"#)
        #expect(TextSanitizer.line("a\u{2028}b\u{2029}c\u{FEFF}") == #"a\u{2028}b\u{2029}c\u{FEFF}"#)
    }

    @Test func block_keepsNewlines_turnsCRLFIntoLF_escapesRest() {
        #expect(TextSanitizer.block("one\ntwo\r\nthree\rfour\r\r\n") == "one\ntwo\nthree\\rfour\\r\n")
        #expect(TextSanitizer.block("a\r\nb\n\u{7}") == "a\nb\n\\u{7}")
        #expect(TextSanitizer.block("tab\there\n\u{2062}") == "tab\\there\n\\u{2062}")
    }

    @Test func line_leavesOrdinaryTextAndEmojiSequencesAlone() {
        let cases: [String] = [
            "octocat", "Zoë Wanamaker", "李小龙", "한국어", "🍔", "a\\b", "https://github.com/x?y=1", "The Octocat says ’hi’ …",
            "👨‍👩‍👧 ＡＢＣ", "❤️", "❤‍🔥", "🏳️‍🌈", "👩🏽‍💻", "👁‍🗨", "1️⃣", "#️⃣", "*️⃣", "©️", "⌚︎", "🇵🇹", "👍🏽",
            "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🏴󠁧󠁢󠁥󠁮󠁧󠁿 and 🏴󠁧󠁢󠁷󠁬󠁳󠁿", "e\u{301}", "\u{1100}\u{1161}\u{11A8}",
        ]
        for text in cases {
            #expect(TextSanitizer.line(text) == text, "case \(String(reflecting: text))")
            #expect(TextSanitizer.block(text) == text, "case \(String(reflecting: text))")
        }
    }

    @Test func line_escapesEmojiJoinersAndTags_outsideEmoji() {
        let cases: [(String, String)] = [
            ("a\u{200D}b", #"a\u{200D}b"#),
            ("1\u{200D}2", #"1\u{200D}2"#),
            ("🚀\u{200D}", #"🚀\u{200D}"#),
            ("\u{200D}🚀", #"\u{200D}🚀"#),
            ("🚀\u{200D}\u{200D}🚀", #"🚀\u{200D}\u{200D}🚀"#),
            ("🚀\u{200D}a", #"🚀\u{200D}a"#),
            ("a\u{FE0F}", #"a\u{FE0F}"#),
            ("\u{FE0F}❤", #"\u{FE0F}❤"#),
            ("❤\u{FE0F}\u{FE0F}", #"❤️\u{FE0F}"#),
            ("1\u{FE0F}", #"1\u{FE0F}"#),
            ("1\u{FE0E}\u{20E3}", "1\\u{FE0E}\u{20E3}"),
            ("\u{1B}\u{FE0F}", #"\u{1B}\u{FE0F}"#),
            ("x\u{E0067}\u{E0062}", #"x\u{E0067}\u{E0062}"#),
            ("🚀\u{E0067}\u{E0062}\u{E0073}\u{E007F}", #"🚀\u{E0067}\u{E0062}\u{E0073}\u{E007F}"#),
            ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}", #"🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}"#),
            ("🏴\u{E0047}\u{E0042}\u{E0053}\u{E007F}", #"🏴\u{E0047}\u{E0042}\u{E0053}\u{E007F}"#),
            ("🏴\u{E0067}\u{E0062}\u{E007F}", #"🏴\u{E0067}\u{E0062}\u{E007F}"#),
            (
                "🏴\u{E0061}\u{E0062}\u{E0063}\u{E0064}\u{E0065}\u{E0066}\u{E0067}\u{E0068}\u{E007F}",
                #"🏴\u{E0061}\u{E0062}\u{E0063}\u{E0064}\u{E0065}\u{E0066}\u{E0067}\u{E0068}\u{E007F}"#
            ),
        ]
        for (text, expected) in cases {
            #expect(TextSanitizer.line(text) == expected, "case \(String(reflecting: (text, expected)))")
        }
    }

    @Test func isUnsafe_forWhatIsEscapedEverywhere() throws {
        let cases: [UInt32] = [0x00, 0x1B, 0x7F, 0x9B, 0xAD, 0x2062, 0x202E, 0x2028, 0x1D173, 0xE0001, 0xE0041, 0xFE00]
        for value in cases {
            #expect(TextSanitizer.isUnsafe(try #require(Unicode.Scalar(value))), "case \(String(reflecting: value))")
        }
    }

    /// `isUnsafe` is false for printable text and what emoji sequences use.
    @Test func isUnsafe_isFalse_forPrintableTextAndEmoji() throws {
        let cases: [UInt32] = [0x20, 0x41, 0x7E, 0xE9, 0x301, 0x4E00, 0x1F680, 0x200D, 0xFE0E, 0xFE0F, 0xE0067, 0xE007F]
        for value in cases {
            #expect(!TextSanitizer.isUnsafe(try #require(Unicode.Scalar(value))), "case \(String(reflecting: value))")
        }
    }

    @Test func line_randomPrintableASCII_isReturnedUnchanged() {
        var random = SeededRandom()
        let seed = random.seed
        for _ in 0..<1000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(TextSanitizer.line(text) == text, "seed \(seed)")
        }
    }

    /// Whatever the input, nothing unsafe comes out, and sanitizing the output again changes
    /// nothing: what was kept raw is kept raw again for the same reason.
    @Test func line_randomText_staysSafe_andIsIdempotent() {
        var random = SeededRandom()
        let seed = random.seed
        for _ in 0..<3000 {
            var text = RandomText.mixed(length: Int.random(in: 0...12, using: &random), using: &random)
            if Bool.random(using: &random), let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
                text.unicodeScalars.append(scalar)
            }
            let context = Comment(rawValue: "seed \(seed), text \(text.debugDescription)")
            let line = TextSanitizer.line(text)
            #expect(!line.unicodeScalars.contains(where: TextSanitizer.isUnsafe), context)
            #expect(TextSanitizer.line(line) == line, context)
            let block = TextSanitizer.block(text)
            #expect(!block.unicodeScalars.contains { TextSanitizer.isUnsafe($0) && $0 != "\n" }, context)
            #expect(TextSanitizer.block(block) == block, context)
        }
    }
}
