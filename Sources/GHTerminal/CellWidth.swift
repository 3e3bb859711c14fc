import GHText

/// How many terminal columns a character takes. Everything in GHTerminal that lays out or
/// emulates text asks this one function, which asks GHText's tables (generated from the Unicode
/// data), so frames, the emulator in the tests and the table printer all agree.
public enum CellWidth {
    /// The columns `character` takes on a terminal: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        TerminalText.width(character)
    }
}
