import GHDomain
import GHText

/// `follow --journal`: the runs of this host, oldest first. On a terminal a table; piped, one
/// tab-separated line a run (`id`, `started_at`, `action`, `done`/`total`, `state`, `undoes`);
/// `--json`, an array of runs with their changes.
struct FollowJournalPrinter: Sendable {
    /// The members `--json` may name.
    static let fields = ["id", "host", "viewer", "started_at", "undoes", "state", "done", "total", "changes"]

    let json: JSONRequest?

    /// Prints `journal`'s runs made on `host`.
    func print(_ journal: FollowJournal, host: String, io: IOStreams) throws -> ExitCode {
        let runs = journal.runs.filter { $0.host == host }
        if let json {
            let values = runs.map { run in Self.select(json.fields, from: Self.members(of: run)) }
            try io.print(JSONValue.array(values).rendered() + "\n")
            return .success
        }
        guard !runs.isEmpty else {
            io.hint("No runs of changes on \(host) yet.")
            return .success
        }
        if io.outputIsTerminal {
            let rows = runs.map { run in
                [String(run.id), io.localTime(run.startedAt), Self.action(run), "\(run.doneCount)/\(run.changes.count)", Self.state(run)]
            }
            try io.print(Self.table([["RUN", "STARTED", "ACTION", "DONE", "STATE"]] + rows))
        } else {
            for run in runs {
                let fields = [
                    String(run.id), Timestamp(run.startedAt).text, Self.action(run), "\(run.doneCount)/\(run.changes.count)",
                    Self.state(run),
                    run.undoes.map(String.init) ?? "",
                ]
                try io.print(fields.joined(separator: "\t") + "\n")
            }
        }
        return .success
    }

    /// `follow`, `unfollow`, or `undo 3`.
    private static func action(_ run: FollowRun) -> String {
        if let undoes = run.undoes { return "undo \(undoes)" }
        let follows = run.changes.contains { $0.follow }
        let unfollows = run.changes.contains { !$0.follow }
        return follows && unfollows ? "follow+unfollow" : follows ? "follow" : "unfollow"
    }

    /// `finished`, or `stopped` for a run with changes left.
    private static func state(_ run: FollowRun) -> String {
        run.isFinished ? "finished" : "stopped"
    }

    /// Rows of plain text (times, numbers, words) in columns two spaces apart.
    private static func table(_ rows: [[String]]) -> String {
        let widths = rows.reduce(into: [Int](repeating: 0, count: rows[0].count)) { widths, row in
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }

    /// The members `fields` names, in its order; all of them when it is `nil`.
    private static func select(_ fields: [String]?, from members: [(key: String, value: JSONValue)]) -> JSONValue {
        guard let fields else { return .object(members) }
        return .object(fields.compactMap { field in members.first { $0.key == field } })
    }

    private static func members(of run: FollowRun) -> [(key: String, value: JSONValue)] {
        [
            ("id", .int(run.id)), ("host", .string(run.host)), ("viewer", .string(run.viewer.rawValue)),
            ("started_at", .string(Timestamp(run.startedAt).text)), ("undoes", .int(run.undoes)), ("state", .string(state(run))),
            ("done", .int(run.doneCount)), ("total", .int(run.changes.count)),
            (
                "changes",
                .array(
                    run.changes.map { change in
                        .object([
                            ("login", .string(change.login.rawValue)), ("action", .string(change.follow ? "follow" : "unfollow")),
                            ("state", .string(change.state.rawValue)),
                            ("finished_at", .string(change.finishedAt.map { Timestamp($0).text })), ("note", .string(change.note)),
                        ])
                    })
            ),
        ]
    }
}
