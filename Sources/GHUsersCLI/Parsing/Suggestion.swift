/// The word a person most likely meant: `serch` is `search`, `--limt` is `--limit`.
enum Suggestion {
    /// The candidate closest to `word` by edits (a letter added, removed, changed, or two
    /// swapped), if one is close enough to be a typo rather than another word: one edit for
    /// words of up to five letters, two for longer ones. Ties go to the earlier candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let allowed = typed.count <= 5 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let letters = Array(candidate.lowercased())
            // Each edit changes the length by at most one: a candidate longer or shorter by more
            // than the edits allowed cannot be close enough, and is not measured.
            guard abs(letters.count - typed.count) <= allowed else { continue }
            let distance = edits(typed, letters)
            if distance <= allowed && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `message`, then `. Did you mean 'x'?` when a candidate is close to `word`.
    static func message(_ message: String, word: String, among candidates: [String]) -> String {
        guard let suggestion = closest(to: word, among: candidates) else { return message }
        return "\(message). Did you mean '\(suggestion)'?"
    }

    /// The optimal string alignment distance: Levenshtein's, with a swap of neighbours as one edit.
    private static func edits(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
