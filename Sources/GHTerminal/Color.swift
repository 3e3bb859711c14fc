/// One of the 16 colours every ANSI terminal has, or the terminal's own default. The user's
/// theme decides what they look like, which keeps the browser readable on light and dark
/// backgrounds alike.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// The terminal's default foreground or background.
    case `default`
    /// ANSI colour 0.
    case black
    /// ANSI colour 1.
    case red
    /// ANSI colour 2.
    case green
    /// ANSI colour 3.
    case yellow
    /// ANSI colour 4.
    case blue
    /// ANSI colour 5.
    case magenta
    /// ANSI colour 6.
    case cyan
    /// ANSI colour 7.
    case white
    /// ANSI colour 8.
    case brightBlack
    /// ANSI colour 9.
    case brightRed
    /// ANSI colour 10.
    case brightGreen
    /// ANSI colour 11.
    case brightYellow
    /// ANSI colour 12.
    case brightBlue
    /// ANSI colour 13.
    case brightMagenta
    /// ANSI colour 14.
    case brightCyan
    /// ANSI colour 15.
    case brightWhite

    /// The SGR parameter that selects this colour as the foreground: 39, 30–37 or 90–97.
    var foregroundCode: Int {
        switch rawValue {
        case 0: 39
        case 1...8: 29 + Int(rawValue)
        default: 81 + Int(rawValue)
        }
    }

    /// The SGR parameter that selects this colour as the background: 49, 40–47 or 100–107.
    var backgroundCode: Int { foregroundCode + 10 }

    /// The colour an SGR foreground (or, less 10, background) parameter selects, if any.
    init?(foregroundCode code: Int) {
        switch code {
        case 39: self = .default
        case 30...37: self.init(rawValue: UInt8(code - 29))
        case 90...97: self.init(rawValue: UInt8(code - 81))
        default: return nil
        }
    }
}
