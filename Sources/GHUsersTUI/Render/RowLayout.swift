import GHTerminal
import GHText

/// A row as columns whose widths fit the rows loaded and the room there is (``ColumnFit``), so
/// rows line up as the list scrolls and only change when a page arrives.
struct RowLayout {
    /// One column: its width and how its text sits in it.
    struct Column {
        var width: Int
        var rightAligned = false
    }

    /// The columns after the two-cell marker.
    var columns: [Column]
    /// Whether the columns have headings; without, a number that needs one says what it counts
    /// (`1.2k followers`).
    let headings: Bool

    /// The narrowest a description column is shown.
    static let narrowestDescription = 12

    /// The columns of a `kind` list whose widest cells so far are `longest`, in `width` cells;
    /// without `headings` (a profile's tab shows none), a heading takes no room. A people list's
    /// details (``ListKind/detailColumns``) show only with `details`, and only as many as fit
    /// comfortably: the columns in ``ListKind/detailDropOrder`` give way first, a whole column at a
    /// time, so the login is the last column cut.
    init(_ kind: ListKind, longest: [Int], width: Int, headings: Bool = true, details: Bool = false) {
        self.headings = headings
        let room = max(1, width - 2)
        var longest = longest
        if !headings {
            // Without its heading a count takes its unit, as wide as the widest may be.
            for index in kind.countedColumns where index < longest.count { longest[index] = ListKind.countedWidth }
        }
        var columns = kind.columns
        if !headings { for index in columns.indices { columns[index].fit.headerWidth = 0 } }
        var description: ColumnFit.Column?
        if kind.describes { description = columns.removeLast().fit }
        let fits = columns.map(\.fit)
        var hidden = details ? [] : kind.detailColumns
        var widths = Self.widths(longest: longest, columns: fits, hidden: hidden, room: room, growsLast: description == nil)
        var dropping = details ? kind.detailDropOrder[...] : []
        while let next = dropping.first, !Self.isComfortable(widths, kind: kind, longest: longest, columns: fits, hidden: hidden) {
            dropping.removeFirst()
            hidden.insert(next)
            widths = Self.widths(longest: longest, columns: fits, hidden: hidden, room: room, growsLast: description == nil)
        }
        if let description {
            // A column 0 wide was left out to keep the key column whole, and takes no separator.
            let left = room - widths.reduce(2 * widths.count { $0 > 0 }, +)
            if left >= Self.narrowestDescription { widths.append(min(left, description.maximumWidth)) }
        }
        self.columns = zip(widths, kind.columns).map { Column(width: $0, rightAligned: $1.fit.isNumber) }
    }

    /// ``ColumnFit``'s widths of the columns not `hidden`; a hidden one is 0 wide.
    private static func widths(longest: [Int], columns: [ColumnFit.Column], hidden: Set<Int>, room: Int, growsLast: Bool) -> [Int] {
        let shown = columns.indices.filter { !hidden.contains($0) }
        let fitted = ColumnFit.widths(
            longest: shown.map { $0 < longest.count ? longest[$0] : 0 }, columns: shown.map { columns[$0] }, terminalWidth: room,
            growsLast: growsLast)
        var widths = Array(repeating: 0, count: columns.count)
        for (index, width) in zip(shown, fitted) { widths[index] = width }
        return widths
    }

    /// Whether `widths` keep the key column whole and give each detail column shown at least
    /// its ``ListKind/minimumWidth(_:)``.
    private static func isComfortable(_ widths: [Int], kind: ListKind, longest: [Int], columns: [ColumnFit.Column], hidden: Set<Int>)
        -> Bool
    {
        for index in columns.indices where !hidden.contains(index) {
            let column = columns[index]
            let natural = max(min(index < longest.count ? longest[index] : 0, column.maximumWidth), column.headerWidth)
            if column.isKey, widths[index] < natural { return false }
            if kind.detailColumns.contains(index), widths[index] < min(natural, kind.minimumWidth(index)) { return false }
        }
        return true
    }

    /// The screen column column `index` starts at.
    func start(of index: Int) -> Int {
        columns.prefix(index).reduce(2) { $0 + ($1.width > 0 ? $1.width + 2 : 0) }
    }

    /// Draws `cells` (text and style each) on `row` after the two-cell marker, within `width`
    /// cells; in the columns `highlighted`, the first match of `highlight` (ignoring case) is
    /// marked in `palette.match`.
    func draw(
        _ cells: [(String, Style)], row: Int, width: Int, into frame: inout ScreenBuffer, selected: Bool, palette: Palette,
        highlight: String = "", highlighted: Set<Int> = []
    ) {
        var column = 2
        for (index, layout) in columns.enumerated() where index < cells.count && column < width && layout.width > 0 {
            let (text, style) = cells[index]
            let room = min(layout.width, width - column)
            let shown = TerminalText.truncate(text, to: room)
            let start = layout.rightAligned ? column + room - TerminalText.width(shown) : column
            frame.put(shown, row: row, column: start, style: selected ? palette.selected(style) : style, maxWidth: room)
            if !highlight.isEmpty, highlighted.contains(index), let match = Self.match(highlight, in: shown) {
                let offset = TerminalText.width(shown[..<match.lowerBound])
                let matchStyle = selected ? palette.selected(palette.match) : palette.match
                frame.put(shown[match], row: row, column: start + offset, style: matchStyle, maxWidth: room - offset)
            }
            column += layout.width + 2
        }
    }

    /// Where `needle` first occurs in `text`, ignoring case, character by character.
    static func match(_ needle: String, in text: String) -> Range<String.Index>? {
        let wanted = needle.map { String($0).lowercased() }
        let characters = Array(text.indices)
        guard !wanted.isEmpty, characters.count >= wanted.count else { return nil }
        for start in 0...(characters.count - wanted.count) {
            let matches = wanted.indices.allSatisfy { String(text[characters[start + $0]]).lowercased() == wanted[$0] }
            if matches {
                let end = start + wanted.count < characters.count ? characters[start + wanted.count] : text.endIndex
                return characters[start]..<end
            }
        }
        return nil
    }
}
