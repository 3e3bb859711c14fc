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
            #expect(Color(foregroundCode: color.foregroundCode) == color)
        }
        #expect(Color.allCases.map(\.foregroundCode) == [39] + Array(30...37) + Array(90...97))
        #expect(Color.allCases.map(\.backgroundCode) == [49] + Array(40...47) + Array(100...107))
    }
}
