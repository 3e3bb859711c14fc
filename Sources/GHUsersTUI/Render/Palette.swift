import GHTerminal

/// The looks the browser uses, from the 16 ANSI colours so any theme, light or dark, keeps them
/// readable. Without colour only reverse video remains, for the selection.
struct Palette: Sendable {
    let color: Bool

    /// Plain text.
    var plain: Style { .plain }
    /// Secondary text: types, URLs, hints.
    var dim: Style { color ? Style(attributes: .dim) : .plain }
    /// Emphasis: logins, names, titles.
    var strong: Style { color ? Style(attributes: .bold) : .plain }
    /// The STAFF badge (always spelled out, never colour alone).
    var badge: Style { color ? Style(foreground: .magenta, attributes: .bold) : .plain }
    /// The ★ of a favorite.
    var star: Style { color ? Style(foreground: .yellow) : .plain }
    /// Errors.
    var error: Style { color ? Style(foreground: .red) : .plain }
    /// The part of a row a filter matched: underlined, and bold yellow where colour is on.
    var match: Style { color ? Style(foreground: .yellow, attributes: [.bold, .underline]) : Style(attributes: .underline) }
    /// The bars at the top and bottom.
    var bar: Style { color ? Style(attributes: .bold) : .plain }

    /// `style` on the selected row. In colour, bright white on blue, which every theme keeps
    /// readable and which a terminal can paint by erasing, so a move of the selection writes
    /// few bytes; without colour, reverse video.
    func selected(_ style: Style) -> Style {
        guard color else {
            var style = style
            style.attributes.insert(.reverse)
            return style
        }
        var attributes = style.attributes
        attributes.remove(.dim)
        return Style(foreground: .brightWhite, background: .blue, attributes: attributes)
    }
}
