import GHTerminal

/// How many colours output may use, and on which background: what the contribution calendar and
/// the language dots are drawn with.
struct ColorDepth: Sendable, Equatable {
    /// How colours are written.
    enum Kind: Sendable, Equatable {
        /// No colour at all (`NO_COLOR`, `--color never`, a pipe): shapes stand for levels.
        case none
        /// The 16 ANSI colours.
        case ansi16
        /// The 256-colour palette.
        case ansi256
        /// 24-bit colour.
        case trueColor
    }

    /// How colours are written.
    var kind: Kind
    /// Whether the terminal's background is light (from `COLORFGBG`, or the terminal's answer);
    /// dark unless it says so.
    var lightBackground = false
    /// Whether something said which background the terminal has, rather than dark being assumed.
    var backgroundKnown = false

    /// The depth a terminal described by `variables` has, when colour is on: `COLORTERM`
    /// `truecolor` or `24bit` says 24-bit, a `TERM` naming `256color` (or `direct`) 256 colours,
    /// anything else 16. `COLORFGBG` (`fg;bg`, as rxvt and Konsole set it) says a light
    /// background when its last number is 7 or 15.
    init(colorEnabled: Bool, variables: [String: String]) {
        let colorTerm = variables["COLORTERM"]?.lowercased() ?? ""
        let term = variables["TERM"] ?? ""
        if !colorEnabled {
            kind = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            kind = .trueColor
        } else if term.contains("256color") {
            kind = .ansi256
        } else {
            kind = .ansi16
        }
        let background = variables["COLORFGBG"]?.split(separator: ";").last.flatMap { Int($0) }
        lightBackground = background == 7 || background == 15
        backgroundKnown = background != nil
    }

    /// A depth of `kind` on a background that is light or not.
    init(kind: Kind, lightBackground: Bool = false, backgroundKnown: Bool = false) {
        self.kind = kind
        self.lightBackground = lightBackground
        self.backgroundKnown = backgroundKnown
    }

    /// This depth on the background the terminal said it has, when it said.
    func on(_ background: TerminalBackground?) -> ColorDepth {
        guard let background else { return self }
        return ColorDepth(kind: kind, lightBackground: background == .light, backgroundKnown: true)
    }

    /// The SGR parameters that set the foreground to `hex` (`#RRGGBB`), or to the nearest of the
    /// 16 colours at 16 colours; `nil` with no colour or a `hex` that is not one.
    func foreground(_ hex: String) -> String? {
        guard kind != .none, let (red, green, blue) = Self.components(hex) else { return nil }
        switch kind {
        case .none: return nil
        case .ansi16: return String(Self.nearest16(red, green, blue))
        case .ansi256: return "38;5;\(Self.nearest256(red, green, blue))"
        case .trueColor: return "38;2;\(red);\(green);\(blue)"
        }
    }

    /// The SGR foreground code (30–37, 90–97) of the 16 colours, as xterm draws them by
    /// default, nearest to the colour.
    static func nearest16(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        let palette: [(code: Int, rgb: (Int, Int, Int))] = [
            (30, (0, 0, 0)), (31, (205, 0, 0)), (32, (0, 205, 0)), (33, (205, 205, 0)), (34, (0, 0, 238)), (35, (205, 0, 205)),
            (36, (0, 205, 205)), (37, (229, 229, 229)), (90, (127, 127, 127)), (91, (255, 0, 0)), (92, (0, 255, 0)),
            (93, (255, 255, 0)), (94, (92, 92, 255)), (95, (255, 0, 255)), (96, (0, 255, 255)), (97, (255, 255, 255)),
        ]
        func distance(_ color: (Int, Int, Int)) -> Int {
            let (r, g, b) = color
            return (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
        }
        return palette.min { distance($0.rgb) < distance($1.rgb) }?.code ?? 37
    }

    /// `#RRGGBB` (or `RRGGBB`) as three numbers.
    static func components(_ hex: String) -> (Int, Int, Int)? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// The entry of the 256-colour palette (its 6×6×6 cube, 16–231, or its 24 greys, 232–255)
    /// nearest to the colour, as xterm defines them; a colour with a hue (a dark green) keeps one,
    /// rather than becoming the grey that is a little nearer.
    static func nearest256(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func step(_ value: Int) -> Int { levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0 }
        let cube = (step(red), step(green), step(blue))
        let cubeColor = (levels[cube.0], levels[cube.1], levels[cube.2])
        let grey = min(23, max(0, ((red + green + blue) / 3 - 8 + 5) / 10))
        let greyValue = 8 + grey * 10
        func distance(_ color: (Int, Int, Int)) -> Int {
            let (r, g, b) = color
            return (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
        }
        let hasHue = max(red, green, blue) - min(red, green, blue) >= 24
        return !hasHue && distance((greyValue, greyValue, greyValue)) < distance(cubeColor)
            ? 232 + grey : 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    }
}
