/// One cell of a ``ScreenBuffer``: a single grapheme and its style. A character two columns
/// wide fills its own cell and the continuation cell to its right.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown; a space for an empty cell and for a continuation cell.
    public var character: Character
    /// How the cell looks.
    public var style: Style
    /// Whether this is the right half of a wide character in the cell to its left.
    public private(set) var isContinuation: Bool

    /// Creates a cell holding `character`.
    init(_ character: Character = " ", style: Style = .plain) {
        self.character = character
        self.style = style
        self.isContinuation = false
    }

    /// The right half of a wide character that has `style`.
    static func continuation(style: Style) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }

    /// An empty cell in the terminal's default colours.
    static let blank = Cell()

    /// Whether the cell is a space that an erase (`EL`, `ECH`) in its style reproduces
    /// exactly: erased cells take the pen's colours but no attributes.
    var isErasable: Bool {
        !isContinuation && character == " " && style.attributes.isEmpty
    }
}
