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

    /// The scroll grown, on the side its rows leave by, over rows that must be drawn again
    /// either way and differ in fewer cells from the row that would scroll onto them than from
    /// the row already there: a list that scrolls beside a pane whose first lines change (a
    /// preview naming the selected row) moves its top row too, and only the pane's few
    /// changed cells are written there.
    func extended(old: ScreenBuffer, new: ScreenBuffer, oldRows: [Int], newRows: [Int]) -> ScrollDetection {
        let height = min(oldRows.count, newRows.count, old.height, new.height)
        var grown = self
        while true {
            let row = shift > 0 ? grown.rows.lowerBound - 1 : grown.rows.upperBound + 1
            let source = row + shift
            guard row >= 0, row < height, source >= 0, source < height, newRows[row] != oldRows[row],
                Self.differences(new, row, old, source) < Self.differences(new, row, old, row)
            else { return grown }
            grown.rows = shift > 0 ? row...grown.rows.upperBound : grown.rows.lowerBound...row
        }
    }

    /// About what drawing row `row` of `new` over row `source` of `old` costs: a cell for each
    /// that differs, and as much again as a cursor move and a style take for each run of them.
    private static func differences(_ new: ScreenBuffer, _ row: Int, _ old: ScreenBuffer, _ source: Int) -> Int {
        let width = min(new.width, old.width)
        var cost = 0
        var inRun = false
        for column in 0..<width {
            let differs = new[row, column] != old[source, column]
            if differs { cost += inRun ? 1 : 1 + runCost }
            inRun = differs
        }
        return cost
    }

    /// What a cursor move and a style change cost, in cells' worth of bytes.
    private static let runCost = 8
}
