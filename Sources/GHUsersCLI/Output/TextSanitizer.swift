/// Makes text from the server safe to print: control characters, escape sequences and
/// Unicode bidi controls are shown escaped (`\u{1B}`) instead of reaching the terminal.
enum TextSanitizer {
    /// For a single line (a table cell, a `key:\tvalue` line): tabs and newlines are escaped too.
    static func line(_ text: String) -> String {
        clean(text, keepNewlines: false)
    }

    /// For a block of text (a bio on a profile card): newlines are kept, `\r\n` becomes `\n`.
    static func block(_ text: String) -> String {
        clean(text.replacingOccurrences(of: "\r\n", with: "\n"), keepNewlines: true)
    }

    /// Whether `scalar` must never be printed raw.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F: return true  // bidi marks
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        case 0x2028, 0x2029: return true  // line and paragraph separators: they split "one line"
        case 0x200B, 0x2060, 0xFEFF: return true  // zero-width space, word joiner, BOM: invisible
        default: return false
        }
    }

    private static func clean(_ text: String, keepNewlines: Bool) -> String {
        // Most text has none of the lead bytes an unsafe character can start with.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isUnsafe(scalar) || (keepNewlines && scalar == "\n") {
                result.append(scalar)
                continue
            }
            let escaped: String
            switch scalar {
            case "\t": escaped = "\\t"
            case "\n": escaped = "\\n"
            case "\r": escaped = "\\r"
            default: escaped = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            result.append(contentsOf: escaped.unicodeScalars)
        }
        return String(result)
    }
}
