extension StringProtocol {
    /// The text without the spaces and tabs around it. Header values are trimmed on every
    /// response, and Foundation's `trimmingCharacters(in:)` costs far more than this.
    var withoutSurroundingBlanks: SubSequence {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
