import Testing

@testable import GHTerminal

/// Styles as the SGR sequences that set them.
struct StyleTests {
    @Test func selectGraphicRendition_resetsThenSetsEverything() {
        func sgr(_ style: Style) -> String { String(decoding: style.selectGraphicRendition, as: UTF8.self) }
        #expect(sgr(.plain) == "\u{1B}[0m")
        #expect(sgr(Style(attributes: .reverse)) == "\u{1B}[0;7m")
        #expect(sgr(Style(foreground: .red, background: .blue, attributes: [.bold, .underline])) == "\u{1B}[0;1;4;31;44m")
        #expect(sgr(Style(foreground: .brightWhite, background: .brightBlack, attributes: [.dim, .italic])) == "\u{1B}[0;2;3;97;100m")
    }

    @Test func colorCodes_roundTrip() {
        for color in Color.allCases {
            #expect(Color(foregroundCode: Int(color.foregroundCode)!) == color)
        }
        #expect(Color.allCases.map(\.foregroundCode) == ([39] + Array(30...37) + Array(90...97)).map(String.init))
        #expect(Color.allCases.map(\.backgroundCode) == ([49] + Array(40...47) + Array(100...107)).map(String.init))
    }

    @Test func paletteAndRGBColors_useTheExtendedSGRForms() {
        func sgr(_ style: Style) -> String { String(decoding: style.selectGraphicRendition, as: UTF8.self) }
        #expect(sgr(Style(foreground: .indexed(75), background: .rgb(0x0969DA))) == "\u{1B}[0;38;5;75;48;2;9;105;218m")
        #expect(Color.rgb(0xF05138).description == "#f05138")
        #expect(Color.indexed(75).description == "256:75")
        #expect(Color.blue.description == "blue")
    }
}
