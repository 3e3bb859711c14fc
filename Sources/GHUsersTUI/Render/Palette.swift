import GHTerminal

/// The looks the browser uses, named by role, never by colour: every screen asks the palette
/// for `accent`, `badge` or `error`, and the palette picks the value for the background the
/// terminal said it has (lipgloss's adaptive colours, k9s's skins). The colours are entries of
/// the xterm 256-colour palette, which terminals without exact colours draw too. Without colour
/// (`NO_COLOR`, `--color never`) the emphasis stays: bold, dim and underline carry the
/// hierarchy, reverse video the selection.
struct Palette: Sendable {
    let color: Bool
    let background: TerminalBackground
    /// Whether panels are drawn with box-drawing characters; `+`, `-` and `|` otherwise.
    let boxDrawing: Bool

    init(color: Bool, background: TerminalBackground = .dark, boxDrawing: Bool = true) {
        self.color = color
        self.background = background
        self.boxDrawing = boxDrawing
    }

    init(_ options: BrowseOptions) {
        self.init(color: options.color, background: options.background, boxDrawing: options.boxDrawing)
    }

    private var light: Bool { background == .light }

    private func tone(dark: UInt8, light: UInt8) -> Color {
        .indexed(self.light ? light : dark)
    }

    /// Plain text.
    var plain: Style { .plain }
    /// Secondary text: types, URLs, hints, placeholders.
    var dim: Style { Style(attributes: .dim) }
    /// Emphasis: logins, names, titles.
    var strong: Style { Style(attributes: .bold) }
    /// What leads the eye: the focused panel's border, the current tab, a name on the card.
    var accent: Style { color ? Style(foreground: tone(dark: 75, light: 26), attributes: .bold) : strong }
    /// A panel's border when it is not focused.
    var border: Style { color ? Style(foreground: tone(dark: 240, light: 250)) : .plain }
    /// A panel's title.
    var title: Style { color ? Style(foreground: tone(dark: 75, light: 26), attributes: .bold) : strong }
    /// The STAFF badge: white on purple, a pill; bold without colour (``GHTerminal/Badge``, the
    /// same as the command line's tables).
    var badge: Style { Badge.staff.style(on: background, color: color) }
    /// The ★ of a favorite: gold on dark, dark gold on light, where yellow would not show.
    var star: Style { Badge.favorite.style(on: background, color: color) }
    /// Something to mind that is not a failure: data from the cache, a limit running low.
    var warning: Style { color ? Style(foreground: tone(dark: 214, light: 130)) : .plain }
    /// Errors.
    var error: Style { color ? Style(foreground: tone(dark: 203, light: 160)) : .plain }
    /// What went well: a saved favorite, "follows you".
    var success: Style { color ? Style(foreground: tone(dark: 114, light: 28)) : .plain }
    /// The part of a row a filter matched: underlined, and bold in the favorite's colour where
    /// colour is on.
    var match: Style {
        color ? Style(foreground: tone(dark: 220, light: 130), attributes: [.bold, .underline]) : Style(attributes: .underline)
    }
    /// The bars at the top and bottom.
    var bar: Style { strong }

    /// `style` on the selected row: on the selection's background, which a terminal can paint
    /// by erasing, so a move of the selection writes few bytes; without colour, reverse video.
    func selected(_ style: Style) -> Style {
        guard color else {
            var style = style
            style.attributes.insert(.reverse)
            return style
        }
        var attributes = style.attributes
        attributes.remove(.dim)
        let foreground: Color = style.foreground != .default ? style.foreground : tone(dark: 231, light: 16)
        let background = style.background != .default ? style.background : tone(dark: 25, light: 153)
        return Style(foreground: foreground, background: background, attributes: attributes)
    }

    /// The colour `0xRRGGBB` (a language's dot, an initials tile) as the nearest entry of the
    /// 256-colour palette's 6×6×6 cube or grey ramp.
    static func nearest(_ rgb: UInt32) -> Color {
        let channels = [Int(rgb >> 16 & 0xFF), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF)]
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: Int) -> Int { levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }! }
        let cube = channels.map(level)
        let cubeColor = cube.map { levels[$0] }
        let grey = min(23, max(0, (channels.reduce(0, +) / 3 - 3) / 10))
        let greyValue = 8 + grey * 10
        func distance(_ other: [Int]) -> Int { zip(channels, other).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } }
        if distance([greyValue, greyValue, greyValue]) < distance(cubeColor) { return .indexed(UInt8(232 + grey)) }
        return .indexed(UInt8(16 + cube[0] * 36 + cube[1] * 6 + cube[2]))
    }
}
