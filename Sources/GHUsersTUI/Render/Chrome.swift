import Foundation
import GHDomain
import GHTerminal
import GHText

/// The bars around every screen: where you are at the top, what you can do at the bottom.
enum Chrome {
    /// `Users › octocat › Followers › mojombo`, cut from the left when it does not fit, and the
    /// sections on the right when there is room.
    static func breadcrumb(_ state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let trail = segments(state).joined(separator: " › ")
        let sections = Section.allCases.map { $0 == state.section ? "[\($0.rawValue) \($0.title)]" : "\($0.rawValue) \($0.title)" }
            .joined(separator: " ")
        let width = frame.width
        var text = TerminalText.width(trail) <= width ? trail : "…" + String(trail.suffix(max(0, width - 1)))
        while TerminalText.width(text) > width, text.count > 1 { text = "…" + String(text.dropFirst(2)) }
        frame.put(text, row: 0, column: 0, style: palette.bar, maxWidth: width)
        let room = width - TerminalText.width(text) - 3
        if TerminalText.width(sections) <= room {
            frame.put(sections, row: 0, column: width - TerminalText.width(sections), style: palette.dim)
        }
    }

    /// The breadcrumb's parts: the section's root, then each screen opened on it.
    static func segments(_ state: BrowseState) -> [String] {
        var parts: [String] = []
        for (index, screen) in state.stack.enumerated() {
            switch screen.body {
            case .list(let list) where index == 0:
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

    private static func rootTitle(_ source: ListSource, section: Section) -> String {
        switch source {
        case .search(let search): return "Search: \(search.query)"
        case .trending(let language?): return "Trending: \(language)"
        case .users(let since) where since > 0: return "Users after \(since)"
        default: return section.title
        }
    }

    /// The last line: what is being typed; else the latest message; else a low rate limit; else
    /// the keys that matter most.
    static func statusBar(_ state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let row = frame.height - 1
        guard row > 0 else { return }
        let width = frame.width
        switch state.mode {
        case .filter(let text):
            prompt("/", text, row: row, into: &frame, palette: palette)
        case .prompt(.search, let text):
            prompt("Search: ", text, row: row, into: &frame, palette: palette)
        case .prompt(.language, let text):
            prompt("Language (empty for all): ", text, row: row, into: &frame, palette: palette)
        case .normal, .help:
            if let message = state.message {
                frame.put(TextSanitizer.line(message.text), row: row, column: 0, style: message.isError ? palette.error : palette.plain)
            } else if let limit = state.rateLimit, limit.isLow {
                frame.put(rateLimitText(limit, timeZone: state.options.timeZone), row: row, column: 0, style: palette.error)
            } else if let filter = state.top?.focusedList?.filter, !filter.isEmpty {
                frame.put("Filter: \(TextSanitizer.line(filter))  (Esc clears)", row: row, column: 0, style: palette.dim, maxWidth: width)
            } else {
                frame.put(hints(state), row: row, column: 0, style: palette.dim, maxWidth: width)
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

    private static func hints(_ state: BrowseState) -> String {
        var keys = ["j/k move", "Enter open"]
        if case .profile = state.top?.body { keys.append("Tab tabs") }
        keys += ["/ filter", "s search", "f ★", "o web", "? help", "q quit"]
        return keys.joined(separator: "  ")
    }

    /// A line being typed, with a reverse-video cursor after it; the start scrolls out of
    /// sight when it is longer than the line.
    private static func prompt(_ label: String, _ text: String, row: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let shown = TextSanitizer.line(text)
        let room = max(1, frame.width - TerminalText.width(label) - 1)
        var visible = shown
        while TerminalText.width(visible) > room { visible.removeFirst() }
        var column = frame.put(label, row: row, column: 0, style: palette.strong)
        column += frame.put(visible, row: row, column: column)
        frame.put(" ", row: row, column: column, style: palette.selected(.plain))
    }
}
