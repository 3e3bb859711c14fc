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

    /// From a known pen, SGR sets only what changes, when that is shorter.
    @Test func selectGraphicRendition_fromAPen_setsOnlyChanges() {
        func sgr(_ style: Style, from pen: Style) -> String { String(decoding: style.selectGraphicRendition(from: pen), as: UTF8.self) }
        let selected = Style(foreground: .indexed(231), background: .indexed(25), attributes: .bold)
        #expect(sgr(Style(foreground: .indexed(231), background: .indexed(25)), from: selected) == "\u{1B}[22m")
        let accent = Style(foreground: .indexed(75), attributes: .bold)
        #expect(
            sgr(accent, from: Style(foreground: .indexed(75), attributes: [.bold, .dim])) == "\u{1B}[22;1m",
            "22 ends both; bold is set again")
        #expect(sgr(Style(attributes: .reverse), from: .plain) == "\u{1B}[7m")
        #expect(sgr(Style(attributes: .underline), from: Style(attributes: [.underline, .reverse])) == "\u{1B}[27m")
        #expect(sgr(Style(background: .indexed(25)), from: Style(background: .indexed(30))) == "\u{1B}[48;5;25m")
        #expect(sgr(Style(foreground: .red, attributes: .italic), from: Style(foreground: .blue)) == "\u{1B}[3;31m")
        #expect(sgr(.plain, from: Style(foreground: .red)) == "\u{1B}[0m", "a reset is shorter than 39")
        #expect(sgr(Style(attributes: .dim), from: selected) == "\u{1B}[0;2m", "a reset is shorter than undoing three things")
        #expect(sgr(selected, from: selected).isEmpty)
    }
}
