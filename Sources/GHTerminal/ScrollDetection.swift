/// Finds a block of rows that moved up or down between two frames, as scrolling a list moves
/// them, so the renderer can have the terminal move them (a scroll region) instead of drawing
/// each again.
struct ScrollDetection {
    /// Rows `rows` of the new frame are rows `rows` shifted by `shift` in the old one:
    /// `new[r] == old[r + shift]`.
    var rows: ClosedRange<Int>
    /// How far they moved: positive when the content moved up.
    var shift: Int

    /// The scroll region that moves them: the rows they come from and go to.
    var region: ClosedRange<Int> {
        shift > 0 ? rows.lowerBound...(rows.upperBound + shift) : (rows.lowerBound + shift)...rows.upperBound
    }

    /// The fewest changed rows a scroll must save to be worth its few bytes.
    static let minimumRows = 3

    /// The longest run of rows that moved by at most `height / 3`, counting only rows that
    /// differ from what is already there; `nil` when no run saves at least ``minimumRows``.
    static func find(old: [Int], new: [Int]) -> ScrollDetection? {
        let height = min(old.count, new.count)
        guard height > minimumRows else { return nil }
        var best: (detection: ScrollDetection, saved: Int)?
        for distance in 1...max(1, height / 3) {
            for shift in [distance, -distance] {
                var start: Int?
                var saved = 0
                for row in 0...height {
                    let source = row + shift
                    let moved = row < height && source >= 0 && source < height && new[row] == old[source]
                    if moved {
                        if start == nil { start = row }
                        if new[row] != old[row] { saved += 1 }
                        continue
                    }
                    if let first = start, saved >= minimumRows, saved > best?.saved ?? 0 {
                        best = (ScrollDetection(rows: first...(row - 1), shift: shift), saved)
                    }
                    start = nil
                    saved = 0
                }
            }
        }
        return best?.detection
    }
}
