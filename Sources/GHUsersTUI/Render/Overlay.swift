import GHTerminal
import GHText

/// A box over the middle of the screen: `?`'s keys, from the same table that handles them, or
/// `m`'s messages of this run, whole. j and k scroll one that does not fit.
enum Overlay {
    /// `?`: every key that works on the screen shown, custom keys last; on a narrow screen a
    /// summary goes on under itself rather than being cut.
    static func help(_ state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        draw(title: "Keys", lines: helpLines(state, width: frame.width), scrolled: state.overlayScroll, into: &frame, palette: palette)
    }

    /// `m`: the messages of this run, oldest first, each wrapped whole to the box.
    static func messages(_ state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let lines = messageLines(state, width: frame.width)
        draw(title: "Messages", lines: lines, scrolled: state.overlayScroll, widest: true, into: &frame, palette: palette)
    }

    /// The furthest the overlay shown can scroll: past it, j would only count presses that k
    /// must then undo.
    static func furthestScroll(_ state: BrowseState) -> Int {
        let lines: Int
        switch state.mode {
        case .help: lines = helpLines(state, width: state.size.columns).count
        case .messages: lines = messageLines(state, width: state.size.columns).count
        default: return 0
        }
        let shown = min(state.size.rows, lines + 2) - 2
        return max(0, lines - shown)
    }

    private static func helpLines(_ state: BrowseState, width: Int) -> [String] {
        let help = KeyMap.help(in: KeyContext(state), custom: state.options.customKeys)
        let labelWidth = help.map { TerminalText.width($0.keys) }.max() ?? 0
        let room = max(8, width - 4 - labelWidth - 2)
        let keys = help.flatMap { entry in
            TerminalText.wrap(TextSanitizer.line(entry.summary), to: room, breakingLongWords: true).enumerated().map { index, part in
                TerminalText.pad(index == 0 ? entry.keys : "", to: labelWidth) + "  " + part
            }
        }
        let widest = keys.map { TerminalText.width($0) }.max() ?? 0
        let noteWidth = max(8, min(widest, width - 4))
        return keys + [""] + TerminalText.wrap(Self.avatarNote, to: noteWidth, breakingLongWords: true) + [""]
            + TerminalText.wrap(Self.peopleNote, to: noteWidth, breakingLongWords: true)
    }

    /// What the help says about people's names, locations and followers in user lists.
    static let peopleNote =
        "With a token, user lists show each person's name, location and followers where the width allows, "
        + "a screen of rows in one GraphQL query; without one they are left out, rather than spend a request "
        + "of the 60 an hour on each row."

    /// What the help says about avatars: where they show, and how to turn them off.
    static let avatarNote =
        "Avatars show on the card, in the rows and in the preview where the terminal shows images (kitty, iTerm2, WezTerm), "
        + "initials elsewhere; "
        + "gh-users config set browse.images off turns the images off."

    private static func messageLines(_ state: BrowseState, width: Int) -> [String] {
        let inner = max(1, width - 4)
        let lines = state.messageLog.flatMap { TerminalText.wrap(TextSanitizer.line($0.text), to: inner, breakingLongWords: true) }
        return lines.isEmpty ? ["No messages yet."] : lines
    }

    /// Draws the box titled `title` holding `lines`, from `scrolled` on when they do not all
    /// fit; `widest` makes it as wide as the screen.
    private static func draw(
        title: String, lines: [String], scrolled: Int, widest: Bool = false, into frame: inout ScreenBuffer, palette: Palette
    ) {
        let natural = (lines.map { TerminalText.width($0) }.max() ?? 0) + 4
        let width = widest ? frame.width : min(frame.width, natural)
        let height = min(frame.height, lines.count + 2)
        guard width >= 8, height >= 3 else { return }
        let shown = height - 2
        let first = min(max(0, scrolled), lines.count - shown)
        let left = (frame.width - width) / 2
        let topRow = (frame.height - height) / 2
        let inner = width - 4
        let border = palette.accent.withoutBold
        let glyphs = palette.boxDrawing ? ("╭", "╮", "╰", "╯", "─", "│") : ("+", "+", "+", "+", "-", "|")
        frame.put(glyphs.0 + String(repeating: glyphs.4, count: width - 2) + glyphs.1, row: topRow, column: left, style: border)
        var heading = lines.count > shown ? " \(title): j/k scroll, any other key closes " : " \(title) — any key closes "
        if TerminalText.width(heading) > width - 4 { heading = lines.count > shown ? " \(title): j/k scroll " : " \(title) " }
        frame.put(heading, row: topRow, column: left + 2, style: palette.title, maxWidth: width - 4)
        for index in 0..<shown {
            let row = topRow + 1 + index
            frame.put(glyphs.5 + String(repeating: " ", count: width - 2) + glyphs.5, row: row, column: left, style: border)
            frame.put(TerminalText.truncate(lines[first + index], to: inner), row: row, column: left + 2)
        }
        var bottom = glyphs.2 + String(repeating: glyphs.4, count: width - 2) + glyphs.3
        if first + shown < lines.count {
            bottom = glyphs.2 + glyphs.4 + " more ↓ " + String(repeating: glyphs.4, count: max(0, width - 11)) + glyphs.3
        }
        frame.put(bottom, row: topRow + height - 1, column: left, style: border)
    }
}
