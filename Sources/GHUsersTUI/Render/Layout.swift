import GHTerminal
import GHText

/// Where things go on the screen. `update` uses it too, so that paging and scrolling move by
/// what the user actually sees.
enum Layout {
    /// The most lines a message takes at the bottom; a longer one ends in `…` (`m` shows it whole).
    static let messageLines = 3

    /// The first screen line of `screen`'s list: under the breadcrumb, the list panel's top
    /// border and the column headings, or under a profile's card panel and the list panel's
    /// top border, which holds the tabs.
    static func listTop(_ screen: Screen, in state: BrowseState) -> Int {
        switch screen.body {
        case .list: return 3
        case .profile(let profile): return 1 + cardRows(profile, in: state) + 2 + 1
        }
    }

    /// How many lines the list of `screen` has: what is left above its panel's bottom border
    /// and the status line.
    static func listHeight(_ screen: Screen, in state: BrowseState) -> Int {
        max(1, state.size.rows - statusLines(state) - listTop(screen, in: state) - 1)
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

    /// The most lines a profile card's panel takes, its border included: about half of what is
    /// under the breadcrumb.
    static func cardLimit(_ size: TerminalSize) -> Int {
        max(3, (size.rows - 3) / 2)
    }

    /// The lines inside a profile card's panel: its text, and at least the avatar's height.
    static func cardRows(_ profile: ProfileScreen, in state: BrowseState) -> Int {
        let text = ProfileCard.lines(profile, width: cardTextWidth(profile, in: state), limit: cardLimit(state.size) - 2).count
        return max(text, avatarRows(state), calendarWeeks(profile, in: state) > 0 ? CalendarView.rows : 0)
    }

    /// The narrowest the card's text is made to leave room for the calendar beside it.
    static let cardTextMinimum = 48

    /// The weeks of the contribution calendar the card shows beside its text: as many as the
    /// text leaves room for, at least a quarter's, when the profile has a calendar and the card
    /// may be tall enough for it; else none.
    static func calendarWeeks(_ profile: ProfileScreen, in state: BrowseState) -> Int {
        guard let calendar = profile.profile?.extras.contributions, !calendar.days.isEmpty,
            cardLimit(state.size) - 2 >= CalendarView.rows
        else { return 0 }
        let weeks = CalendarView.weeks(fitting: cardWidth(state) - cardTextMinimum - 2)
        return weeks >= CalendarView.fewestWeeks ? weeks : 0
    }

    /// How wide the card's text is: the card less the calendar beside it, when it shows.
    static func cardTextWidth(_ profile: ProfileScreen, in state: BrowseState) -> Int {
        let weeks = calendarWeeks(profile, in: state)
        return cardWidth(state) - (weeks > 0 ? CalendarView.width(weeks: weeks) + 2 : 0)
    }

    /// The rows of the card's avatar (an image, or an initials tile where there are none): up to
    /// four, never more than the card has; none on a screen narrower than 50 columns.
    static func avatarRows(_ state: BrowseState) -> Int {
        state.size.columns < 50 ? 0 : min(4, cardLimit(state.size) - 2)
    }

    /// How wide a profile card's text is: inside the panel's border and padding, less the
    /// avatar and the gap beside it.
    static func cardWidth(_ state: BrowseState) -> Int {
        let avatar = avatarRows(state)
        return max(10, state.size.columns - 4 - (avatar > 0 ? avatar * 2 + 2 : 0))
    }

    /// How wide the list's panel is, its border included: the screen, less the preview's panel
    /// when it shows.
    static func listWidth(_ state: BrowseState) -> Int {
        state.preview.isShown(columns: state.size.columns) ? state.size.columns - paneWidth(state) : state.size.columns
    }

    /// How wide the preview's panel is, its border included: two fifths of the screen.
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
