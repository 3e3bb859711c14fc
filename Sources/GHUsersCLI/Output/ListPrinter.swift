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

    /// A printer of `format` in `layout`; a table fits `width` columns when it is known.
    init(_ format: ListFormat<Item>, layout: OutputLayout, style: Style, width: Int? = nil) {
        self.format = format
        self.layout = layout
        self.style = style
        table = TableLayout(columns: format.columns, style: style, terminalWidth: width)
    }

    /// A printer of `format` for `io`'s output: JSON of the fields `json` asks for when it asks,
    /// else text as wide as the terminal.
    init(_ format: ListFormat<Item>, json: JSONRequest?, io: IOStreams) {
        self.init(format.selectingJSON(json?.fields), layout: io.layout(json: json != nil), style: io.style, width: io.terminalWidth)
    }

    /// The text for the next items of the listing, as bytes to write at once.
    mutating func render(_ items: [Item]) -> OutputBytes {
        let first = printed + 1
        printed += items.count
        // About what a user's JSON object or line takes, so the buffer rarely grows.
        var output = OutputBytes(capacity: items.count * (layout == .json ? 256 : 96))
        switch layout {
        case .json:
            let shape = format.json
            json.append(items, to: &output) { item, output, indent in shape.write(item, to: &output, indent: indent) }
        case .plain:
            for (rank, item) in zip(first..., items) {
                for (index, field) in format.fields(item, rank).enumerated() {
                    if index > 0 { output.append(byte: UInt8(ascii: "\t")) }
                    output.append(field: field)
                }
                output.append(byte: UInt8(ascii: "\n"))
            }
        case .terminal:
            let rows = zip(first..., items).map { rank, item in format.cells(item, rank, style) }
            output.append(table.render(rows, details: items.map { format.details($0, style) }))
        }
        return output
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
