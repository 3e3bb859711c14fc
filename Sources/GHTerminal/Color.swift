/// A colour a cell can have: the terminal's own default, one of the 16 colours every ANSI
/// terminal has (the user's theme decides what they look like), one of the 256 of the xterm
/// palette, or an exact RGB value (SGR 38;2, which kitty, iTerm2, WezTerm, GNOME's terminals and
/// xterm draw, the last by its nearest palette entry).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is.
    enum Kind: Hashable, Sendable {
        case `default`
        /// ANSI colours 0–15.
        case ansi(UInt8)
        /// The xterm palette's 256 entries.
        case indexed(UInt8)
        /// `0xRRGGBB`.
        case rgb(UInt32)
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The colour with `rawValue` in the order of ``allCases`` (0 the default, 1–16 the ANSI
    /// colours), if it is one.
    public init?(rawValue: UInt8) {
        guard rawValue <= 16 else { return nil }
        self.init(rawValue == 0 ? .default : .ansi(rawValue - 1))
    }

    /// An entry of the xterm 256-colour palette.
    public static func indexed(_ index: UInt8) -> Color { Color(.indexed(index)) }

    /// An exact colour, `0xRRGGBB`.
    public static func rgb(_ value: UInt32) -> Color { Color(.rgb(value & 0xFF_FFFF)) }

    /// The terminal's default foreground or background.
    public static let `default` = Color(.default)
    /// ANSI colour 0.
    public static let black = Color(.ansi(0))
    /// ANSI colour 1.
    public static let red = Color(.ansi(1))
    /// ANSI colour 2.
    public static let green = Color(.ansi(2))
    /// ANSI colour 3.
    public static let yellow = Color(.ansi(3))
    /// ANSI colour 4.
    public static let blue = Color(.ansi(4))
    /// ANSI colour 5.
    public static let magenta = Color(.ansi(5))
    /// ANSI colour 6.
    public static let cyan = Color(.ansi(6))
    /// ANSI colour 7.
    public static let white = Color(.ansi(7))
    /// ANSI colour 8.
    public static let brightBlack = Color(.ansi(8))
    /// ANSI colour 9.
    public static let brightRed = Color(.ansi(9))
    /// ANSI colour 10.
    public static let brightGreen = Color(.ansi(10))
    /// ANSI colour 11.
    public static let brightYellow = Color(.ansi(11))
    /// ANSI colour 12.
    public static let brightBlue = Color(.ansi(12))
    /// ANSI colour 13.
    public static let brightMagenta = Color(.ansi(13))
    /// ANSI colour 14.
    public static let brightCyan = Color(.ansi(14))
    /// ANSI colour 15.
    public static let brightWhite = Color(.ansi(15))

    /// The default and the 16 ANSI colours.
    public static let allCases: [Color] = [.default] + (0..<16).map { Color(.ansi($0)) }

    /// `default`, `ansi 4`, `256:75` or `#58a6ff`, for tests and snapshots.
    public var description: String {
        switch kind {
        case .default: return "default"
        case .ansi(let index): return Self.names[Int(index)]
        case .indexed(let index): return "256:\(index)"
        case .rgb(let value):
            let digits = String(value, radix: 16)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
    }

    private static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack", "brightRed", "brightGreen",
        "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// The SGR parameters that select this colour as the foreground: 39, 30–37, 90–97,
    /// `38;5;n` or `38;2;r;g;b`.
    var foregroundCode: String { code(base: 30) }

    /// The SGR parameters that select this colour as the background: 49, 40–47, 100–107,
    /// `48;5;n` or `48;2;r;g;b`.
    var backgroundCode: String { code(base: 40) }

    private func code(base: Int) -> String {
        switch kind {
        case .default: return String(base + 9)
        case .ansi(let index): return String(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8)
        case .indexed(let index): return "\(base + 8);5;\(index)"
        case .rgb(let value): return "\(base + 8);2;\(value >> 16);\(value >> 8 & 0xFF);\(value & 0xFF)"
        }
    }

    /// The colour an SGR foreground parameter (39, 30–37, 90–97) selects, if any.
    init?(foregroundCode code: Int) {
        switch code {
        case 39: self = .default
        case 30...37: self.init(.ansi(UInt8(code - 30)))
        case 90...97: self.init(.ansi(UInt8(code - 90 + 8)))
        default: return nil
        }
    }
}
