import GHTerminal
import GHText

/// Draws badges (``GHTerminal/Badge``) the one way they look everywhere: on the card's title, in
/// list rows, in the preview.
enum Badges {
    /// Draws `badges` from `row`, `column`, each after a space, within `width` cells; a badge
    /// that does not fit whole is left out. `selected` puts them on the selection's background
    /// where they have none of their own. Returns the columns used.
    @discardableResult
    static func draw(
        _ badges: [Badge], row: Int, column: Int, width: Int, selected: Bool = false, into frame: inout ScreenBuffer, palette: Palette
    ) -> Int {
        var used = 0
        for badge in badges {
            let room = width - used - 1
            guard room >= TerminalText.width(badge.text) else { break }
            let style = palette.style(badge)
            used += 1 + frame.put(badge.text, row: row, column: column + used + 1, style: selected ? palette.selected(style) : style)
        }
        return used
    }
}

extension Palette {
    /// How `badge` looks on this palette's background.
    func style(_ badge: Badge) -> Style {
        badge.style(on: background, color: color)
    }
}
