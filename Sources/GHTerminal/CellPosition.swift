/// A cell on the screen, counted from 0 at the top left.
public struct CellPosition: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// Creates a position from a 0-based row and column.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
