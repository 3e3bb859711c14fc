import GHDomain
import GHText
import GHWire

/// One user who arrived on a list or left it (`--changes`).
struct ListChange: Sendable {
    /// Whether the user arrived (else left).
    var added: Bool
    /// The user: as GitHub listed them when they arrived, as the snapshot kept them when they left.
    var user: Sent<UserSummary>
}

extension ListFormat where Item == ListChange {
    /// Changes as `followers --changes` prints them: CHANGE (`added` or `removed`) before the
    /// columns of ``users``; piped, the same word before a user's five fields.
    static let changes = ListFormat(
        columns: [.init(header: "CHANGE", maximumWidth: 7)] + ListFormat<Sent<UserSummary>>.users.columns,
        cells: { change, rank, style in
            let word = change.added ? "added" : "removed"
            return [TableLayout.Cell(word, styledBy: change.added ? style.bold : style.dim)]
                + ListFormat<Sent<UserSummary>>.users.cells(change.user, rank, style)
        },
        fields: { change, rank in
            [change.added ? "added" : "removed"] + ListFormat<Sent<UserSummary>>.users.fields(change.user, rank)
        },
        json: ListFormat<Sent<UserSummary>>.users.json.pulledBack(\.user)
    )
}
