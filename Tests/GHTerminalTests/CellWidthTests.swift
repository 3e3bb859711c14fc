import Testing

@testable import GHTerminal

/// The interim widths every other part of GHTerminal lays text out by.
struct CellWidthTests {
    @Test(arguments: [
        ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("\u{200D}", 0), ("中", 2), ("ア", 2), ("한", 2),
        ("Ａ", 2), ("😀", 2), ("🚀", 2), ("🤖", 2), ("→", 1),
    ])
    func width_ofCharacter(_ text: String, _ expected: Int) {
        #expect(CellWidth.of(Character(text)) == expected)
    }
}
