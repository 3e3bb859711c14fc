/// Makes untrusted text — from the server, the environment, the command line — safe to print.
///
/// Control characters (escape sequences start with one), bidi controls, line and paragraph
/// separators and the invisible characters text can hide behind (Unicode's Cf category and
/// Default_Ignorable_Code_Point: `oct\u{2062}ocat` would print exactly like `octocat`) are shown
/// escaped, as `\u{2062}`, `\t`, `\n` or `\r`. The zero width joiner, the emoji and text variation
/// selectors and tag characters pass raw only inside emoji sequences (`👨‍👩‍👧`, `❤️`, `1️⃣`, `🏴󠁧󠁢󠁳󠁣󠁴󠁿`).
public enum TextSanitizer {
    /// For a single line (a table cell, a `key:\tvalue` line): tabs and newlines are escaped too.
    public static func line(_ text: String) -> String {
        clean(text, keepNewlines: false)
    }

    /// For a block of text (a bio on a profile card): newlines are kept, `\r\n` becomes `\n`.
    public static func block(_ text: String) -> String {
        clean(text, keepNewlines: true)
    }

    /// Whether `scalar` is escaped wherever it appears (`line` escapes every such scalar, `block`
    /// every one but `\n`). False for the zero width joiner, VS15, VS16 and the tag characters an
    /// emoji tag sequence uses, which are kept inside emoji sequences and escaped elsewhere.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        isEscapedOutsideEmoji(scalar) && !EmojiContext.mayPass(scalar)
    }

    /// Whether `scalar` is escaped at least outside emoji sequences: whether it is in
    /// `UnicodeTables.escaped`, answered quickly for ASCII. JSON output escapes all of these,
    /// emoji sequences included: a `\u` escape is the same string to a JSON reader, and
    /// whoever looks at the raw JSON never sees invisible tag letters spell something.
    public static func isEscapedOutsideEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x7F ? scalar.value < 0x20 : UnicodeTables.escaped.contains(scalar.value)
    }

    /// `text` with every scalar that is not safe where it stands escaped.
    private static func clean(_ text: String, keepNewlines: Bool) -> String {
        guard mayNeedEscaping(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var emoji = EmojiContext()
        var index = 0
        while index < scalars.count {
            if let length = EmojiContext.tagSequenceLength(in: scalars, at: index) {
                for scalar in scalars[index..<index + length] {
                    result.append(scalar)
                    emoji.kept(scalar)
                }
                index += length
                continue
            }
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            index += 1
            if !isEscapedOutsideEmoji(scalar) || (keepNewlines && scalar == "\n") || emoji.allows(scalar, before: next) {
                result.append(scalar)
                emoji.kept(scalar)
                continue
            }
            emoji.interrupted()
            if keepNewlines && scalar == "\r" && next == "\n" { continue }  // "\r\n" becomes "\n"
            result.append(contentsOf: escaped(scalar).unicodeScalars)
        }
        return String(result)
    }

    /// `\t`, `\n`, `\r`, or `\u{…}` with upper-case hex digits.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// False when no scalar of `text` can need escaping. Most text has none of the bytes an
    /// escaped scalar's UTF-8 encoding starts with, so one pass over the bytes is enough.
    private static func mayNeedEscaping(_ text: String) -> Bool {
        let leadBytes = escapedLeadBytes
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { leadBytes[Int($0)] } }
        guard found ?? text.utf8.contains(where: { leadBytes[Int($0)] }) else { return false }
        return text.unicodeScalars.contains(where: isEscapedOutsideEmoji)
    }

    /// Indexed by byte: whether an escaped scalar's UTF-8 encoding can start with it.
    private static let escapedLeadBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in UnicodeTables.escapedLeadBytes {
            table[Int(byte)] = true
        }
        return table
    }()
}
