import Foundation
import GHTestSupport
import Testing

@testable import GHText
@testable import GHUsersCLI

/// Random strings weighted towards the characters that attack terminals.
private func hostileStrings(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    let pool: [UInt32] = [
        0x00, 0x07, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x80, 0x9B, 0x9F, 0x202A, 0x202E, 0x2066, 0x2069, 0x200F, 0x061C, 0x2028, 0x2029,
        0x200B, 0xFEFF, 0x5B, 0x22, 0x5C, 0x1D173, 0xE0001, 0xE0100, 0x1F600, 0x00AD,
    ]
    return (0..<count).map { _ in
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &random) {
            let value: UInt32 =
                Bool.random(using: &random)
                ? pool.randomElement(using: &random)!
                : UInt32.random(in: 0x20...0x2FFF, using: &random)
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}

struct OutputFormattingTests {
    @Test func sanitizer_neverLetsAnUnsafeCharacterThrough() {
        for text in hostileStrings(count: 2000, seed: 42) {
            let line = TextSanitizer.line(text)
            #expect(!line.unicodeScalars.contains(where: TextSanitizer.isUnsafe), "\(text.debugDescription)")
            let block = TextSanitizer.block(text)
            #expect(!block.unicodeScalars.contains { TextSanitizer.isUnsafe($0) && $0 != "\n" }, "\(text.debugDescription)")
        }
    }

    @Test func sanitizer_leavesOrdinaryTextAlone() {
        for text in ["octocat", "Zoë Wanamaker", "李小龙", "🍔", "a\\b", "https://github.com/x?y=1"] {
            #expect(TextSanitizer.line(text) == text)
        }
        #expect(TextSanitizer.line("a\tb\nc\r\u{1B}[2J\u{202E}") == "a\\tb\\nc\\r\\u{1B}[2J\\u{202E}")
        #expect(TextSanitizer.block("a\r\nb\n\u{7}") == "a\nb\n\\u{7}")
        #expect(TextSanitizer.line("a\u{2028}b\u{2029}c\u{FEFF}") == "a\\u{2028}b\\u{2029}c\\u{FEFF}")
        #expect(TextSanitizer.line("👨‍👩‍👧 ＡＢＣ") == "👨‍👩‍👧 ＡＢＣ")
    }

    /// JSON quoting round-trips exactly through a JSON parser, and hides controls.
    @Test func jsonQuoting_roundTripsExactly_andHidesControls() throws {
        for text in hostileStrings(count: 1000, seed: 7) {
            var quoted = ""
            JSONValue.quote(text, into: &quoted)
            #expect(!quoted.unicodeScalars.contains(where: TextSanitizer.isEscapedOutsideEmoji))
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
            #expect(decoded == [text], "\(text.debugDescription)")
        }
    }

    /// JSON quoting escapes tag letters and emoji joiners wherever they stand.
    @Test func jsonQuoting_escapesTagLettersAndEmojiJoiners() {
        // Tag letters spell "evil" invisibly after a URL; inside an emoji sequence they are
        // escaped too, which a JSON reader reads back as the same string.
        var quoted = ""
        JSONValue.quote("https://x/\u{E0065}\u{E0076}\u{E0069}\u{E006C} 👨\u{200D}👩 ❤\u{FE0F}", into: &quoted)
        #expect(quoted == #""https://x/\udb40\udc65\udb40\udc76\udb40\udc69\udb40\udc6c 👨\u200d👩 ❤\ufe0f""#)
    }

    @Test func terminalWidth_doublesWideCharacters_andTruncates() {
        #expect(TerminalText.width("abc") == 3)
        #expect(TerminalText.width("李小龙") == 6)
        #expect(TerminalText.truncate("abcdefgh", to: 5) == "abcd…")
        #expect(TerminalText.truncate("李小龙李小龙", to: 5) == "李小…")
        #expect(TerminalText.truncate("abc", to: 5) == "abc")
    }

    @Test func wrap_breaksAtSpacesWithinTheWidth() {
        #expect(TerminalText.wrap("one two three four", to: 9) == ["one two", "three", "four"])
        #expect(TerminalText.wrap("averyveryverylongword x", to: 5) == ["averyveryverylongword", "x"])
        #expect(TerminalText.wrap("", to: 5) == [""])
    }
}

#if os(Linux)
    struct FileDescriptorOutputTests {
        @Test func aFullDisk_isAFailure_notAReaderLeaving() throws {
            let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            defer { try? handle.close() }
            #expect(throws: OutputFailed(reason: "No space left on device")) {
                try FileDescriptorOutput(fd: handle.fileDescriptor).write("hello\n")
            }
        }
    }
#endif
