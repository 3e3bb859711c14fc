import GHTerminal
import GHText

/// Where things go on the screen. `update` uses it too, so that paging and scrolling move by
/// what the user actually sees.
enum Layout {
    /// The most lines a message takes at the bottom; a longer one ends in `…` (`m` shows it whole).
    static let messageLines = 3

    /// The first screen line of `screen`'s list: under the breadcrumb and the column headings,
    /// or under a profile's card and its tab bar.
    static func listTop(_ screen: Screen, in state: BrowseState) -> Int {
        switch screen.body {
        case .list: return 2
        case .profile(let profile): return 1 + ProfileCard.lines(profile, width: cardWidth(state), limit: cardLimit(state.size)).count + 1
        }
    }

    /// How many lines the list of `screen` has: what is left above the status line.
    static func listHeight(_ screen: Screen, in state: BrowseState) -> Int {
        max(1, state.size.rows - statusLines(state) - listTop(screen, in: state))
    }

    /// How many lines the status line takes: one, or up to ``messageLines`` for a message too
    /// long for one.
    static func statusLines(_ state: BrowseState) -> Int {
        guard state.mode == .normal || state.mode == .help, let message = state.message else { return 1 }
        return messageText(message.text, width: state.size.columns).count
    }

    /// `text` wrapped to `width` columns, at most `maximumLines` (``messageLines``) lines; when
    /// it takes more, the last ends in `… (m shows all)`, as `m` shows every message whole.
    static func messageText(_ text: String, width: Int, maximumLines: Int = messageLines) -> [String] {
        let width = max(1, width)
        let maximumLines = max(1, maximumLines)
        let line = TextSanitizer.line(text)
        guard TerminalText.width(line) > width else { return [line] }
        var lines = TerminalText.wrap(line, to: width, breakingLongWords: true)
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            let more = "… (m shows all)"
            lines[maximumLines - 1] =
                TerminalText.truncate(lines[maximumLines - 1], to: max(1, width - TerminalText.width(more))).trimmingSuffix("…") + more
        }
        return lines.map { TerminalText.truncate($0, to: width) }
    }

    /// The most lines a profile card takes: about half of what is under the breadcrumb.
    static func cardLimit(_ size: TerminalSize) -> Int {
        max(2, (size.rows - 3) / 2)
    }

    /// How wide a profile card's text is: the screen, less the avatar beside it when one shows.
    static func cardWidth(_ state: BrowseState) -> Int {
        state.avatars.imageProtocol == nil ? state.size.columns : max(10, state.size.columns - Avatars.columns)
    }

    /// How wide the list is: the screen, less the preview pane and its border when it shows.
    static func listWidth(_ state: BrowseState) -> Int {
        state.preview.isShown(columns: state.size.columns) ? state.size.columns - paneWidth(state) - 1 : state.size.columns
    }

    /// How wide the preview pane is: two fifths of the screen.
    static func paneWidth(_ state: BrowseState) -> Int {
        max(24, state.size.columns * 2 / 5)
    }

    /// The visible row shown on list line `line` (0 is the list's first line), if any.
    static func position(atLine line: Int, in list: PagedList, height: Int) -> Int? {
        var used = 0
        var position = list.top
        while position < list.visibleCount, used < height {
            let lines = Scrolling.lines(list, visible: position)
            if line < used + lines { return position }
            used += lines
            position += 1
        }
        return nil
    }
}

extension String {
    /// The string without `suffix` at its end.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
