/// The size of a terminal, in cells.
public struct TerminalSize: Hashable, Sendable {
    /// Rows.
    public var rows: Int
    /// Columns.
    public var columns: Int

    /// A size.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
