/// One figure the browse benchmark reports: what it measured, against which target.
struct BrowseFigure: Sendable {
    /// The row's name: `browse-keys`, …
    var name: String
    /// What was measured, in words: `10,000 users, 200×60, j and k`.
    var what: String
    /// The value, formatted: `0.41 ms`.
    var value: String
    /// The target, formatted: `≤ 2 ms`.
    var target: String
    /// Whether the target was met; `nil` when there is none.
    var passes: Bool?
    /// Why the measurement is wrong, if it is (the screen did not show what it should).
    var problem: String?

    /// PASS, FAIL, info or WRONG.
    var verdict: String {
        if problem != nil { return "WRONG" }
        return passes.map { $0 ? "PASS" : "FAIL" } ?? "info"
    }
}

/// The browse figures as an aligned table.
enum BrowseReport {
    static func text(_ figures: [BrowseFigure]) -> String {
        let rows =
            [["browse", "measured", "value", "target", "verdict"]] + figures.map { [$0.name, $0.what, $0.value, $0.target, $0.verdict] }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text =
            rows.map { row in
                row.indices.map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }.joined(separator: "  ")
                    .trimmingCharacters(in: .whitespaces)
            }.joined(separator: "\n") + "\n"
        for figure in figures {
            if let problem = figure.problem { text += "\(figure.name): WRONG: \(problem)\n" }
        }
        return text
    }
}
