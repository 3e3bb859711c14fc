import GHText

/// Turns the pages of a listing into text for one of the three layouts, a page at a time:
/// a table whose header goes out with the first page, tab-separated lines, or one JSON array.
struct ListPrinter<Item: Sendable>: Sendable {
    private let format: ListFormat<Item>
    private let layout: OutputLayout
    private let style: Style
    private var table: TableLayout
    private var json = JSONArrayStream()
    private var printed = 0

    init(_ format: ListFormat<Item>, layout: OutputLayout, style: Style) {
        self.format = format
        self.layout = layout
        self.style = style
        table = TableLayout(columns: format.columns, style: style)
    }

    /// The text for the next items of the listing.
    mutating func render(_ items: [Item]) -> String {
        let first = printed + 1
        printed += items.count
        let ranked = zip(first..., items)
        switch layout {
        case .json:
            return json.append(items.map(format.json))
        case .plain:
            return ranked.map { rank, item in format.fields(item, rank).map(TextSanitizer.line).joined(separator: "\t") + "\n" }.joined()
        case .terminal:
            let rows = ranked.map { rank, item in format.cells(item, rank, style) }
            return table.render(rows, details: items.map { format.details($0, style) })
        }
    }

    /// The text that ends the output (closes the JSON array).
    func finish() -> String {
        layout == .json ? json.close() : ""
    }

    /// The text that ends output cut short by an error: a JSON array already opened is closed,
    /// so what was printed stays valid; nothing is printed if nothing was.
    func finishAfterError() -> String {
        json.isOpen ? json.close() : ""
    }
}
