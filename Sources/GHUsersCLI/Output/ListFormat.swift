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
    /// The item with GitHub's field names, and every field `--json <fields>` may name.
    var json: JSONShape<Item>

    /// This format with its JSON printing `fields` (see ``JSONShape/selecting(_:)``); as it is
    /// when `fields` is `nil`.
    func selectingJSON(_ fields: [String]?) -> ListFormat {
        guard let fields else { return self }
        var format = self
        format.json = json.selecting(fields)
        return format
    }
}
