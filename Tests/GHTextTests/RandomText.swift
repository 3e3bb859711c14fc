/// Random text for the property tests, built from the pieces that make widths and sanitizing hard.
enum RandomText {
    /// Pieces that each take cells: ASCII, accented, wide, emoji and emoji sequences.
    static let visiblePieces = [
        "a", "Z", "0", "-", " ", "é", "Ω", "ж", "漢", "字", "한", "ｱ", "Ａ", "🚀", "☕", "❤", "❤️", "🇵🇹", "👨‍👩‍👧", "1️⃣",
        "👍🏽", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\u{1100}\u{1161}", "\u{AD}",
    ]

    /// Scalars that join their neighbours, take no cells or are controls.
    static let joiningAndInvisiblePieces = [
        "\u{301}", "\u{20E3}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{1F3FB}", "\u{1F1E6}", "\u{1161}", "\u{11A8}",
        "\u{200B}", "\u{2062}", "\u{E0067}", "\u{E007F}", "\t", "\n", "\r", "\u{1B}", "\u{9B}",
    ]

    /// `length` pieces, each visible two times in three.
    static func mixed(length: Int, using random: inout some RandomNumberGenerator) -> String {
        var text = ""
        for _ in 0..<length {
            let pool = Int.random(in: 0..<3, using: &random) < 2 ? visiblePieces : joiningAndInvisiblePieces
            text += pool.randomElement(using: &random)!
        }
        return text
    }
}
