import Foundation
import GHDomain
import GHTerminal
import GHText

/// The bars around every screen: where you are at the top, what you can do at the bottom.
enum Chrome {
    /// `Users › octocat › Followers › mojombo` on the left and the sections on the right as
    /// tabs, the current one raised. The breadcrumb gives way first, a whole part at a time
    /// (``trail(_:room:)``); below twenty cells for it, the other sections keep only their
    /// numbers; below eight, the tabs go.
    static func breadcrumb(_ state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let width = frame.width
        let sections = Section.allCases
        var labels = sections.map { "\($0.rawValue) \($0.title)" }
        func tabsWidth() -> Int { labels.isEmpty ? 0 : labels.reduce(0) { $0 + TerminalText.width($1) + 2 } + labels.count }
        if width - tabsWidth() < 20 {
            labels = sections.map { $0 == state.section ? "\($0.rawValue) \($0.title)" : String($0.rawValue) }
        }
        if width - tabsWidth() < 8 { labels = [] }
        let room = width - tabsWidth()
        frame.put(trail(state, room: room), row: 0, column: 0, style: palette.bar, maxWidth: room)
        var column = room + 1
        for (section, label) in zip(sections, labels) {
            let style = section == state.section ? palette.currentTab : palette.dim
            column += frame.put(" \(label) ", row: 0, column: column, style: style) + 1
        }
    }

    /// The breadcrumb in `room` cells, giving way a whole part at a time: first the root's
    /// query, period and count (the list's panel title says them) leave it its section's name,
    /// then the parts on the left go behind `… ›`; only the last part alone is ever cut, from
    /// its left.
    static func trail(_ state: BrowseState, room: Int) -> String {
        let separator = " › "
        func fits(_ text: String) -> Bool { TerminalText.width(text) <= room }
        let whole = segments(state).joined(separator: separator)
        if fits(whole) { return whole }
        var parts = segments(state, shortRoot: true)
        var text = parts.joined(separator: separator)
        while !fits(text), parts.count > 1 {
            parts.removeFirst()
            text = "…" + separator + parts.joined(separator: separator)
        }
        if fits(text) { return text }
        let last = parts.last ?? ""
        text = "…" + String(last.suffix(max(0, room - 1)))
        while !fits(text), text.count > 1 { text = "…" + String(text.dropFirst(2)) }
        return text
    }

    /// The breadcrumb's parts: the section's root, then each screen opened on it; with
    /// `shortRoot`, the root is its section's name alone.
    static func segments(_ state: BrowseState, shortRoot: Bool = false) -> [String] {
        var parts: [String] = []
        for (index, screen) in state.stack.enumerated() {
            switch screen.body {
            case .list(let list) where index == 0 && !shortRoot:
                var title = rootTitle(list.source, section: state.section)
                if let total = list.list.total {
                    title += " (\(NumberText.grouped(list.list.rows.count)) of \(NumberText.grouped(total)))"
                }
                parts.append(title)
            case .list:
                parts.append(state.section.title)
            case .profile(let profile):
                if index == 0 { parts.append(state.section.title) }
                if let tab = screen.openedFrom { parts.append(tab.title) }
                parts.append(profile.login.rawValue)
            }
        }
        if parts.isEmpty { parts.append(state.section.title) }
        return parts.map(TextSanitizer.line)
    }

    /// What a list is, as its panel's title says it: `Users`, `Search: octo`,
    /// `Trending: Go · past week`, `Trending · all time`.
    static func title(_ source: ListSource, section: Section) -> String {
        TextSanitizer.line(rootTitle(source, section: section))
    }

    private static func rootTitle(_ source: ListSource, section: Section) -> String {
        switch source {
        case .search(let search): return "Search: \(search.query)"
        case .trending(let language, let period):
            return "Trending" + (language.map { ": \($0)" } ?? "") + " · " + period.title
        case .users(let since) where since > 0: return "Users after \(since)"
        default: return section.title
        }
    }

    /// The status line at the bottom: what is being typed; else the latest message, wrapped to
    /// up to three lines; else a low rate limit, the filter, or the keys that work here, with the
    /// runtime's note on the right.
    static func statusBar(_ state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let row = frame.height - 1
        guard row > 0 else { return }
        let width = frame.width
        // On a terminal too short for the list above it, the list reaches this row: it is cleared.
        frame.fill(row: row)
        switch state.mode {
        case .filter(let editor):
            let count = state.top?.focusedList.map { "\(NumberText.grouped($0.visibleCount)) of \(NumberText.grouped($0.rows.count))" }
            prompt("/", editor, note: count, row: row, into: &frame, palette: palette)
        case .prompt(let line):
            let label = line.purpose == .search ? "Search: " : "Language (empty for all): "
            prompt(label, line.editor, note: nil, row: row, into: &frame, palette: palette)
        case .question(let question):
            frame.put(question.text, row: row, column: 0, style: palette.strong, maxWidth: width)
        case .normal, .help, .messages:
            if state.mode != .messages, let message = state.message {
                let lines = Layout.messageText(message.text, width: width)
                for (offset, text) in lines.enumerated() {
                    let line = frame.height - lines.count + offset
                    frame.fill(row: line)
                    frame.put(text, row: line, column: 0, style: message.isError ? palette.error : palette.plain)
                }
                return
            }
            var room = width
            if let note = state.statusNote {
                let text = TerminalText.truncate(TextSanitizer.line(note.text), to: width)
                let noteWidth = TerminalText.width(text)
                frame.put(text, row: row, column: width - noteWidth, style: note.isWarning ? palette.warning : palette.dim)
                room = width - noteWidth - 2
                guard room > 8 else { return }
            }
            if let limit = state.rateLimit, limit.isLow {
                frame.put(
                    rateLimitText(limit, timeZone: state.options.timeZone), row: row, column: 0, style: palette.warning, maxWidth: room)
            } else if let list = state.top?.focusedList, !list.filter.isEmpty {
                let count = "\(NumberText.grouped(list.visibleCount)) of \(NumberText.grouped(list.rows.count))"
                frame.put(
                    "Filter: \(TextSanitizer.line(list.filter)) · \(count)  (Esc clears)", row: row, column: 0, style: palette.dim,
                    maxWidth: room)
            } else {
                frame.put(hints(state, width: room), row: row, column: 0, style: palette.dim, maxWidth: room)
            }
        }
    }

    /// `Rate limit: 7 of 60 requests left until 14:05`.
    static func rateLimitText(_ limit: RateLimitSnapshot, timeZone: TimeZone) -> String {
        let kind = limit.resource == "search" ? "Search limit" : "Rate limit"
        var text = "\(kind): \(limit.remaining) of \(limit.limit) requests left"
        if let reset = limit.resetAt {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.hour, .minute], from: reset)
            text += String(format: " until %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }
        return text
    }

    /// The keys that work on the screen shown, as many as fit in `width`: the least wanted go
    /// first, `? help` and `q quit` last.
    static func hints(_ state: BrowseState, width: Int) -> String {
        let context = KeyContext(state)
        var shown = KeyMap.hints.filter { KeyMap.works($0.action, in: context) }.map(\.text)
        func length() -> Int { shown.reduce(0) { $0 + TerminalText.width($1) } + 2 * max(0, shown.count - 1) }
        while length() > width, !shown.isEmpty {
            // The last two are `? help` and `q quit`: what goes first is the one before them.
            shown.remove(at: shown.count > 2 ? shown.count - 3 : 0)
        }
        return shown.joined(separator: "  ")
    }

    /// A line being typed after `label`, the character under the cursor in reverse video; the
    /// line scrolls sideways to keep the cursor in sight. `note` goes on the right when there
    /// is room.
    private static func prompt(
        _ label: String, _ editor: LineEditor, note: String?, row: Int, into frame: inout ScreenBuffer, palette: Palette
    ) {
        var width = frame.width
        if let note, TerminalText.width(note) + TerminalText.width(label) + 12 <= width {
            frame.put(note, row: row, column: width - TerminalText.width(note), style: palette.dim)
            width -= TerminalText.width(note) + 2
        }
        let characters = editor.characters.map { TextSanitizer.line(String($0)) }
        let room = max(1, width - TerminalText.width(label))
        // The first character shown: the latest from which the cursor's cell still fits.
        var first = 0
        while first < editor.cursor, characters[first..<editor.cursor].reduce(1, { $0 + TerminalText.width($1) }) > room { first += 1 }
        var column = frame.put(label, row: row, column: 0, style: palette.strong)
        var index = first
        while column < width {
            let isCursor = index == editor.cursor
            let text = index < characters.count ? characters[index] : " "
            guard column + TerminalText.width(text) <= width else { break }
            column += frame.put(text, row: row, column: column, style: isCursor ? palette.selected(.plain) : .plain)
            if index >= characters.count { break }
            index += 1
        }
    }
}
