/// How many terminal columns a character takes. Everything in GHTerminal that lays out or
/// emulates text asks this one function.
///
/// This is an interim, table-free approximation: 2 for the usual East Asian wide and emoji
/// blocks, 0 for combining diacritical marks and the zero-width joiner, 1 for everything else.
/// It decides by a character's first scalar. The integrator replaces the body with a call into
/// `GHText`, whose tables are generated from Unicode data.
public enum CellWidth {
    /// The columns `character` takes on a terminal: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value == 0x200D || (0x0300...0x036F).contains(value) { return 0 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// Hangul Jamo, CJK, kana, Hangul syllables, fullwidth forms, regional indicators and the
    /// main emoji blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
        0x20000...0x3FFFD,
    ]
}
