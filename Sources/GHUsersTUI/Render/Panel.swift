import GHTerminal
import GHText

/// A framed pane with a title in its top border, as lazygit and gh-dash draw them: rounded
/// corners, the focused pane's border in the accent colour; `+`, `-` and `|` where the terminal
/// cannot draw boxes. The frame is part of the layout: what goes inside is drawn in a buffer of
/// the inner size (``inner``) and pasted in, so it cannot run over the border.
struct Panel {
    /// The top row of the border.
    var top: Int
    /// The left column of the border.
    var left: Int
    /// Columns, both borders included.
    var width: Int
    /// Rows, both borders included.
    var height: Int

    /// A title part: its text, and whether it is the one marked (a current tab).
    struct Title {
        var text: String
        var isCurrent = false
    }

    /// The space inside the border.
    var innerWidth: Int { max(0, width - 2) }
    /// The rows inside the border.
    var innerHeight: Int { max(0, height - 2) }

    /// An empty buffer the size of the inside, to draw the contents into.
    var inner: ScreenBuffer { ScreenBuffer(width: innerWidth, height: innerHeight) }

    /// Draws the border with `titles` on its top edge, from the left (the current one marked,
    /// as a tab), `note` on the right of the top edge when it fits, and pastes `contents`.
    func draw(
        titles: [Title], note: String? = nil, focused: Bool, contents: ScreenBuffer?, into frame: inout ScreenBuffer, palette: Palette
    ) {
        guard width >= 4, height >= 2 else { return }
        let glyphs = palette.boxDrawing ? ("╭", "╮", "╰", "╯", "─", "│") : ("+", "+", "+", "+", "-", "|")
        let border = focused ? palette.accent.withoutBold : palette.border
        let rule = String(repeating: glyphs.4, count: width - 2)
        frame.put(glyphs.0 + rule + glyphs.1, row: top, column: left, style: border)
        for row in top + 1..<top + height - 1 {
            frame.put(glyphs.5, row: row, column: left, style: border)
            frame.put(glyphs.5, row: row, column: left + width - 1, style: border)
        }
        frame.put(glyphs.2 + rule + glyphs.3, row: top + height - 1, column: left, style: border)
        var column = left + 2
        let end = left + width - 2
        for (index, title) in titles.enumerated() {
            let text = " " + TextSanitizer.line(title.text) + " "
            guard column + TerminalText.width(text) <= end else {
                if column < end { frame.put("…", row: top, column: column, style: border) }
                break
            }
            if index > 0 { column += 1 }
            let style = title.isCurrent ? palette.currentTab : (titles.count > 1 ? palette.dim : palette.title)
            column += frame.put(text, row: top, column: column, style: style, maxWidth: end - column)
        }
        if let note {
            let text = " " + note + " "
            let noteWidth = TerminalText.width(text)
            if column + 2 + noteWidth <= end { frame.put(text, row: top, column: end - noteWidth, style: palette.dim) }
        }
        if let contents { frame.paste(contents, row: top + 1, column: left + 1) }
    }
}

extension Style {
    /// The style without bold: a border drawn in the accent colour stays thin.
    var withoutBold: Style {
        var style = self
        style.attributes.remove(.bold)
        return style
    }
}

extension Palette {
    /// The tab shown: the accent colour as its background, like a raised tab; reverse video
    /// without colour.
    var currentTab: Style {
        color
            ? Style(foreground: .indexed(background == .light ? 231 : 16), background: accent.foreground, attributes: .bold)
            : Style(attributes: [.bold, .reverse])
    }
}
