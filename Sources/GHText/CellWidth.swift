/// How many terminal cells a scalar or a grapheme cluster takes, by the generated Unicode tables.
enum CellWidth {
    /// Zero for controls and for combining, format and other zero-width scalars; two for East Asian
    /// wide and full-width scalars and for emoji shown as emoji by default; one for everything else.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value <= 0x9F { return 0 }  // DEL and the C1 controls
        if value < 0x300 { return 1 }  // the generator checks that neither table starts lower
        if UnicodeTables.zeroWidth.contains(value) { return 0 }
        return UnicodeTables.wide.contains(value) ? 2 : 1
    }

    /// The cells `scalar` takes when it is sure to be a grapheme cluster by itself, whatever its
    /// neighbours; nil when it can join one into a cluster, as a combining mark joins the letter before.
    static func ofAlone(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value >= 0x300 && UnicodeTables.joinsNeighbours.contains(scalar.value) { return nil }
        return of(scalar)
    }

    /// The cells `character` takes: its first scalar's, except where the scalars after it change
    /// how a terminal shows it — as an emoji (two cells) or as text (one).
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var rest = scalars.makeIterator()
        guard let first = rest.next() else { return 0 }
        guard let second = rest.next() else { return of(first) }
        let width = of(first)
        if width == 0 { return 0 }  // a lone combining mark with more marks, or "\r\n"
        switch second {
        case emojiPresentation where UnicodeTables.emoji.contains(first):
            return 2  // "❤️", and keycaps such as "1️⃣"
        case textPresentation where UnicodeTables.emoji.contains(first):
            return 1  // "⌚︎"
        case regionalIndicators where regionalIndicators.contains(first):
            return 2  // a flag: "🇵🇹"
        default:
            break
        }
        if UnicodeTables.extendedPictographic.contains(first) && scalars.contains(zeroWidthJoiner) {
            return 2  // an emoji ZWJ sequence such as "❤‍🔥", whose first emoji has text presentation
        }
        return width
    }

    /// VARIATION SELECTOR-16: show the scalar before it as an emoji.
    static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"

    /// VARIATION SELECTOR-15: show the scalar before it as text.
    static let textPresentation: Unicode.Scalar = "\u{FE0E}"

    /// ZERO WIDTH JOINER, which joins emoji into one (👨‍👩‍👧).
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    /// REGIONAL INDICATOR SYMBOL LETTER A to Z: two of them make a flag.
    static let regionalIndicators: ClosedRange<Unicode.Scalar> = "\u{1F1E6}"..."\u{1F1FF}"
}
