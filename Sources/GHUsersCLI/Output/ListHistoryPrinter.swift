import Foundation
import GHDomain
import GHText

/// `followers <login> --history`: each snapshot `--changes` kept, oldest first. On a terminal a
/// table (TAKEN, COUNT, ARRIVED, LEFT); piped, one tab-separated line a snapshot (`taken_at`,
/// `count`, `arrived`, `left`, the last two `-` for the first snapshot); `--json`, an array with
/// the logins that arrived and left.
struct ListHistoryPrinter: Sendable {
    /// Whether `--json` was given.
    let json: Bool

    /// Prints `entries`.
    func print(_ entries: [ListHistory.Entry], io: IOStreams) throws {
        if json {
            let values = entries.map { entry in
                JSONValue.object([
                    ("taken_at", .string(Timestamp(entry.takenAt).text)), ("count", .int(entry.count)), ("first", .bool(entry.isFirst)),
                    ("arrived", .array(entry.arrived.map { .string($0.login) })), ("left", .array(entry.left.map { .string($0.login) })),
                ])
            }
            try io.print(JSONValue.array(values).rendered() + "\n")
            return
        }
        func counts(_ entry: ListHistory.Entry) -> [String] {
            entry.isFirst ? ["-", "-"] : [NumberText.grouped(entry.arrived.count), NumberText.grouped(entry.left.count)]
        }
        guard io.outputIsTerminal else {
            try io.print(
                entries.map { ([Timestamp($0.takenAt).text, String($0.count)] + counts($0)).joined(separator: "\t") + "\n" }.joined())
            return
        }
        let rows =
            [["TAKEN", "COUNT", "ARRIVED", "LEFT"]] + entries.map { [io.localTime($0.takenAt), NumberText.grouped($0.count)] + counts($0) }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        try io.print(
            rows.map { row in
                row.enumerated().map { index, cell in
                    index == 0
                        ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[index] - cell.count) + cell
                }.joined(separator: "  ") + "\n"
            }.joined())
    }

    /// The entries taken at or after `since`: a day (`YYYY-MM-DD`, from its start in `timeZone`)
    /// or an RFC 3339 time; `nil` when `since` is neither.
    static func entries(_ entries: [ListHistory.Entry], since: String?, timeZone: TimeZone) -> [ListHistory.Entry]? {
        guard let since else { return entries }
        if let day = CalendarDay(since) {
            return entries.filter { entry in
                CalendarDay(entry.takenAt, timeZone: timeZone).map { $0.description >= day.description } ?? false
            }
        }
        guard let time = Timestamp(since).date else { return nil }
        return entries.filter { $0.takenAt >= time }
    }
}
