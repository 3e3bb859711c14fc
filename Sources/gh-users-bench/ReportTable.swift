import Foundation

/// The results as an aligned plain-text table, one row per scenario.
struct ReportTable {
    /// The column headings.
    static let headings = [
        "scenario", "runs", "median", "min", "cpu", "cpu/page", "limit", "×limit", "target", "peak RSS", "page-ins", "users/s", "requests",
        "verdict",
    ]

    /// The rows, each as wide as ``headings``.
    var rows: [[String]] = []

    /// Adds the row for one scenario.
    mutating func add(_ result: ScenarioResult) {
        let scenario = result.scenario
        var targets: [String] = []
        if let wall = scenario.wallTarget { targets.append("≤ " + Self.duration(wall)) }
        if let rss = scenario.rssTarget { targets.append("≤ " + Self.bytes(rss)) }
        if let cpu = scenario.cpuTarget { targets.append("cpu ≤ " + Self.duration(cpu)) }
        if result.skipped != nil {
            rows.append([scenario.name, "0"] + Array(repeating: "-", count: Self.headings.count - 3) + ["skipped"])
            return
        }
        guard result.isCorrect else {
            rows.append([
                scenario.name, String(result.walls.count), "-", "-", "-", "-", "-", "-", targets.joined(separator: ", "), "-", "-", "-",
                "-",
                "WRONG",
            ])
            return
        }
        rows.append([
            scenario.name,
            String(result.walls.count),
            Self.duration(result.medianWall),
            Self.duration(result.minimumWall),
            Self.duration(result.medianCPU),
            scenario.requests > 1 ? String(format: "%.2f ms", result.medianCPU * 1000 / Double(scenario.requests)) : "-",
            scenario.physicalLimit.map(Self.duration) ?? "-",
            result.ratioToLimit.map { String(format: "%.2f", $0) } ?? "-",
            targets.isEmpty ? "-" : targets.joined(separator: ", "),
            Self.bytes(result.peakRSS),
            result.pageIns,
            result.usersPerSecond.map { String(Int($0.rounded())) } ?? "-",
            scenario.requests == 0 ? "-" : "\(scenario.requests) (\(result.mostInFlight) at once)",
            Self.verdict(result.meetsTargets),
        ])
    }

    /// Adds a row for a check that compares scenarios rather than timing one.
    mutating func addComparison(name: String, ratio: Double, target: String, passes: Bool?) {
        rows.append([
            name, "", "", "", "", "", "", ratio.isNaN ? "-" : String(format: "%.2f", ratio), target, "", "", "", "", Self.verdict(passes),
        ])
    }

    /// The table, headings first, numbers right-aligned.
    var text: String {
        let all = [Self.headings] + rows
        let widths = Self.headings.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return column == 0 || column == row.count - 1 ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n"
    }

    /// `532.1 ms` below a second, `4.21 s` above.
    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }

    /// Bytes in MiB.
    static func bytes(_ count: Int) -> String {
        String(format: "%.1f MiB", Double(count) / 1_048_576)
    }

    private static func verdict(_ passes: Bool?) -> String {
        passes.map { $0 ? "PASS" : "FAIL" } ?? "info"
    }
}
