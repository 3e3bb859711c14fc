/// Where in an emoji sequence the text being sanitized is, scalar by scalar: the invisible joiners
/// and selectors that emoji are built with may pass only there (the sequences are those of Unicode
/// Technical Standard #51, "Unicode Emoji").
struct EmojiContext {
    /// The scalar just kept raw; nil at the start and after an escaped one.
    private var previous: Unicode.Scalar?

    /// Whether `previous` ends an emoji that a zero width joiner may extend.
    private var endsEmoji = false

    /// Whether `scalar`, which is otherwise escaped, may pass here because it is part of an emoji:
    /// ZWJ between two emoji (`👨‍👩‍👧`); VS16 or VS15 right after an emoji (`❤️`), or VS16 in a keycap
    /// (`1️⃣`). `next` is the scalar after it, if any.
    func allows(_ scalar: Unicode.Scalar, before next: Unicode.Scalar?) -> Bool {
        switch scalar {
        case CellWidth.zeroWidthJoiner:
            return endsEmoji && next.map(UnicodeTables.extendedPictographic.contains) == true
        case CellWidth.emojiPresentation, CellWidth.textPresentation:
            guard let previous, Self.isEmoji(previous) else { return false }
            guard Self.keycapBases.contains(previous) else { return true }
            return scalar == CellWidth.emojiPresentation && next == Self.combiningEnclosingKeycap
        default:
            return false
        }
    }

    /// Whether `allows` or `tagSequenceLength` can ever let `scalar` through.
    static func mayPass(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case CellWidth.zeroWidthJoiner, CellWidth.emojiPresentation, CellWidth.textPresentation, cancelTag: return true
        default: return tagDigits.contains(scalar) || tagLetters.contains(scalar)
        }
    }

    /// Records that `scalar` was kept raw.
    mutating func kept(_ scalar: Unicode.Scalar) {
        let extendsEmoji = UnicodeTables.emojiModifier.contains(scalar) || scalar == CellWidth.emojiPresentation
        endsEmoji = UnicodeTables.extendedPictographic.contains(scalar) || (endsEmoji && extendsEmoji)
        previous = scalar
    }

    /// Records that a scalar was escaped or dropped: what follows starts afresh.
    mutating func interrupted() {
        previous = nil
        endsEmoji = false
    }

    /// The number of scalars in the emoji tag sequence that starts at `start`, or nil when none
    /// does: a black flag, then the tag forms of a subdivision code's 3 to 7 digits and lower-case
    /// letters, then CANCEL TAG (`🏴󠁧󠁢󠁳󠁣󠁴󠁿`, Scotland, is U+1F3F4 followed by the tags for "gbsct" and U+E007F).
    /// Tag characters anywhere else mirror ASCII invisibly, so they are escaped.
    static func tagSequenceLength(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard scalars[start] == blackFlag else { return nil }
        var end = start + 1
        while end < scalars.count, end - start <= 7, tagDigits.contains(scalars[end]) || tagLetters.contains(scalars[end]) {
            end += 1
        }
        let tags = end - start - 1
        guard (3...7).contains(tags), end < scalars.count, scalars[end] == cancelTag else { return nil }
        return end - start + 1
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        UnicodeTables.emoji.contains(scalar) || UnicodeTables.extendedPictographic.contains(scalar)
    }

    /// The characters a keycap sequence starts with: `#`, `*` and the digits.
    private static let keycapBases: Set<Unicode.Scalar> = ["#", "*", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]

    private static let combiningEnclosingKeycap: Unicode.Scalar = "\u{20E3}"
    private static let blackFlag: Unicode.Scalar = "\u{1F3F4}"
    private static let tagDigits: ClosedRange<Unicode.Scalar> = "\u{E0030}"..."\u{E0039}"
    private static let tagLetters: ClosedRange<Unicode.Scalar> = "\u{E0061}"..."\u{E007A}"
    private static let cancelTag: Unicode.Scalar = "\u{E007F}"
}
