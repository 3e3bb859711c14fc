import GHTerminal
import GHText

/// `?`: every key of the current screen, from the same table that handles keys, in a box.
enum HelpOverlay {
    /// Draws the box, its lines from `scrolled` on when they do not all fit.
    static func draw(in context: KeyContext, scrolled: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let help = KeyMap.help(in: context)
        let labelWidth = help.map { TerminalText.width($0.keys) }.max() ?? 0
        let lines = help.map { TerminalText.pad($0.keys, to: labelWidth) + "  " + $0.summary }
        let width = min(frame.width, (lines.map { TerminalText.width($0) }.max() ?? 0) + 4)
        let height = min(frame.height, lines.count + 2)
        guard width >= 8, height >= 4 else { return }
        let shown = height - 2
        let first = min(max(0, scrolled), lines.count - shown)
        let left = (frame.width - width) / 2
        let topRow = (frame.height - height) / 2
        let inner = width - 4
        let border = palette.strong
        frame.put("┌" + String(repeating: "─", count: width - 2) + "┐", row: topRow, column: left, style: border)
        let title = lines.count > shown ? " Keys (j/k scroll; any other key closes) " : " Keys — any key closes "
        frame.put(title, row: topRow, column: left + 2, style: border, maxWidth: width - 4)
        for index in 0..<shown {
            let row = topRow + 1 + index
            frame.put("│" + String(repeating: " ", count: width - 2) + "│", row: row, column: left, style: border)
            frame.put(TerminalText.truncate(lines[first + index], to: inner), row: row, column: left + 2)
        }
        var bottom = "└" + String(repeating: "─", count: width - 2) + "┘"
        if first + shown < lines.count { bottom = "└─ more ↓ " + String(repeating: "─", count: max(0, width - 11)) + "┘" }
        frame.put(bottom, row: topRow + height - 1, column: left, style: border)
    }
}
