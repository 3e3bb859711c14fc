/// How one kind of item is shown in a listing: its table columns and cells on a terminal, its
/// tab-separated fields when piped, and its JSON with GitHub's field names.
struct ListFormat<Item>: Sendable {
    /// The table's columns, in order.
    var columns: [TableLayout.Column]
    /// The cells of an item's row; `rank` counts from 1 across pages.
    var cells: @Sendable (_ item: Item, _ rank: Int, _ style: Style) -> [TableLayout.Cell]
    /// Lines shown beneath an item's row on a terminal, if any.
    var details: @Sendable (_ item: Item, _ style: Style) -> [TableLayout.Cell] = { _, _ in [] }
    /// The fields of an item's tab-separated line, unsanitised.
    var fields: @Sendable (_ item: Item, _ rank: Int) -> [String]
    /// The item with GitHub's field names.
    var json: @Sendable (_ item: Item) -> JSONValue
    /// Writes what ``json`` makes straight to the output, when the format has a faster way.
    var writeJSON: (@Sendable (_ item: Item, _ output: inout OutputBytes, _ indent: String) -> Void)? = nil
}
