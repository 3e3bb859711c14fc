import GHTerminal
import GHText

/// `?`: every key of the current screen, from the same table that handles keys, in a box.
enum HelpOverlay {
    static func draw(for kind: ScreenKind, into frame: inout ScreenBuffer, palette: Palette) {
        let help = KeyMap.help(for: kind)
        let labelWidth = help.map { TerminalText.width($0.keys) }.max() ?? 0
        let lines = help.map { TerminalText.pad($0.keys, to: labelWidth) + "  " + $0.summary }
        let width = min(frame.width, (lines.map { TerminalText.width($0) }.max() ?? 0) + 4)
        let height = min(frame.height, lines.count + 3)
        guard width >= 8, height >= 4 else { return }
        let left = (frame.width - width) / 2
        let topRow = (frame.height - height) / 2
        let inner = width - 4
        let border = palette.strong
        frame.put("┌" + String(repeating: "─", count: width - 2) + "┐", row: topRow, column: left, style: border)
        frame.put(" Keys — any key closes ", row: topRow, column: left + 2, style: border, maxWidth: width - 4)
        let shown = height - 3
        for index in 0...shown {
            let row = topRow + 1 + index
            frame.put("│" + String(repeating: " ", count: width - 2) + "│", row: row, column: left, style: border)
            if index < shown {
                let text = index == shown - 1 && lines.count > shown ? "…" : lines[index]
                frame.put(TerminalText.truncate(text, to: inner), row: row, column: left + 2)
            }
        }
        frame.put("└" + String(repeating: "─", count: width - 2) + "┘", row: topRow + height - 1, column: left, style: border)
    }
}
