import Foundation
import GHDomain
import GHTerminal
import GHText

/// A list: column headings, the visible rows, and the footer that says whether more is coming,
/// why not, or that a filter matches nothing.
enum ListView {
    /// Draws a list screen: its panel, titled with what it lists and how much of it is loaded,
    /// from under the breadcrumb to `bottom` (exclusive), holding the headings and rows.
    static func draw(_ screen: ListScreen, in state: BrowseState, bottom: Int, into frame: inout ScreenBuffer, palette: Palette) {
        let panel = Panel(top: 1, left: 0, width: Layout.listWidth(state), height: bottom - 1)
        var inner = panel.inner
        let kind = screen.source.kind
        let width = inner.width
        let layout = RowLayout(kind, longest: screen.list.longest, width: width, details: state.people.isAvailable)
        layout.draw(kind.columns.map { ($0.heading, palette.dim) }, row: 0, width: width, into: &inner, selected: false, palette: palette)
        rows(
            screen.list, kind: kind, layout: layout, from: 1, height: inner.height - 1, width: width, state: state, into: &inner,
            palette: palette, emptyText: emptyText(screen.source))
        let note = screen.list.total.map { "\(NumberText.grouped(screen.list.rows.count)) of \(NumberText.grouped($0))" }
        panel.draw(
            titles: [Panel.Title(text: Chrome.title(screen.source, section: state.section))], note: note, focused: true, contents: inner,
            into: &frame, palette: palette)
    }

    /// What an empty list says when its source names more than its kind does: a search names
    /// its query (`No users match location:Paris.`).
    static func emptyText(_ source: ListSource) -> String? {
        guard case .search(let search) = source else { return nil }
        return "No users match \(TextSanitizer.line(search.query))."
    }

    /// The rows of `list` from screen line `firstLine`, `height` lines at most and `width` cells
    /// wide, then the footer. The selection is always shown, even when a long message takes
    /// lines the list had when it last scrolled.
    static func rows(
        _ list: PagedList, kind: ListKind, layout: RowLayout, from firstLine: Int, height: Int, width: Int, state: BrowseState,
        into frame: inout ScreenBuffer, palette: Palette, emptyText: String? = nil, subject: String? = nil
    ) {
        var list = list
        Scrolling.keepSelectionVisible(&list, height: height)
        var line = firstLine
        let end = firstLine + height
        var position = list.top
        while position < list.visibleCount, line < end {
            let selected = position == list.selected
            if selected {
                frame.fill(row: line, style: palette.selected(.plain), width: width)
                frame.put("›", row: line, column: 0, style: palette.selected(palette.strong))
            }
            let row = list.row(visible: position)
            let cells = kind.cells(
                row, index: list.rowIndex(visible: position), state: state, palette: palette, tiles: ListKind.showsTiles(width: width),
                units: !layout.headings)
            layout.draw(
                cells, row: line, width: width, into: &frame, selected: selected, palette: palette, highlight: list.filter,
                highlighted: kind.searchedColumns)
            decorate(row, line: line, layout: layout, width: width, selected: selected, state: state, into: &frame, palette: palette)
            line += 1
            if list.expanded.contains(list.rowIndex(visible: position)), case .repository(let repository) = row {
                let description = TextSanitizer.line(repository.description ?? "(no description)")
                frame.put(description, row: line, column: 6, maxWidth: width - 6)
                if line + 1 < end {
                    frame.put(
                        TextSanitizer.line(repository.htmlURL ?? "-"), row: line + 1, column: 6, style: palette.dim, maxWidth: width - 6)
                }
                line += 2
            }
            position += 1
        }
        // A list's first page on its way: dim placeholder rows where its rows will be.
        if list.rows.isEmpty, list.status == .loading, !list.isReplacing {
            for index in 0..<min(Self.placeholderRows, max(0, end - line - 1)) {
                let bar = String(
                    repeating: "░", count: max(1, min(width - 4, Self.placeholderWidths[index % Self.placeholderWidths.count])))
                frame.put(bar, row: line, column: 2, style: palette.dim)
                line += 1
            }
        }
        guard line < end, let footer = footer(list, kind: kind, emptyText: emptyText, subject: subject) else { return }
        if footer.isError, list.rows.isEmpty, errorPanel(footer.text, line: line, end: end, width: width, into: &frame, palette: palette) {
            return
        }
        for text in Layout.messageText(footer.text, width: width - 2, maximumLines: min(Layout.messageLines, end - line)) {
            frame.put(text, row: line, column: 2, style: footer.isError ? palette.error : palette.dim, maxWidth: width - 2)
            line += 1
        }
    }

    /// A list that failed before any row came: its error in a panel of its own, the cause
    /// wrapped at words and what to do (`r to retry`) on a line apart. `false`, drawing nothing,
    /// where the room is too small for a panel.
    static func errorPanel(
        _ text: String, line: Int, end: Int, width: Int, into frame: inout ScreenBuffer, palette: Palette
    ) -> Bool {
        let panelWidth = min(width - 2, 72)
        let parts = text.components(separatedBy: " — ")
        var lines = TerminalText.wrap(TextSanitizer.line(parts[0]), to: max(1, panelWidth - 4), breakingLongWords: true)
        let advice = parts.dropFirst().joined(separator: " — ")
        if !advice.isEmpty { lines += [""] + TerminalText.wrap(TextSanitizer.line(advice), to: max(1, panelWidth - 4)) }
        guard panelWidth >= 24, line + lines.count + 2 <= end else { return false }
        let panel = Panel(top: line, left: 1, width: panelWidth, height: lines.count + 2)
        var inner = panel.inner
        for (index, text) in lines.enumerated() {
            let isAdvice = !advice.isEmpty && index > lines.count - 1 - TerminalText.wrap(advice, to: max(1, panelWidth - 4)).count
            inner.put(text, row: index, column: 1, style: isAdvice ? palette.dim : palette.error, maxWidth: inner.width - 2)
        }
        panel.draw(titles: [Panel.Title(text: "Could not load")], focused: false, contents: inner, into: &frame, palette: palette)
        return true
    }

    /// How many placeholder rows stand for a first page on its way, and their widths.
    static let placeholderRows = 3
    static let placeholderWidths = [18, 12, 15]

    /// What the line after the last row says: `Loading…`, the error and `r to retry` (not after a
    /// 404, which no retry mends), that a filter matches nothing, the end, or search's cap. An
    /// empty list says `emptyText` when given (a sentence naming whose list it is), else what its
    /// kind says; a failed one names itself by `subject` when given (`Repositories of user2`).
    static func footer(_ list: PagedList, kind: ListKind, emptyText: String? = nil, subject: String? = nil) -> Message? {
        switch list.status {
        case .loading: return Message(isError: false, text: list.isReplacing ? "Refreshing…" : "Loading…")
        case .failed(let failure):
            // A tab's list says which list failed: the profile above it is there all the same.
            let message = failure.isNotFound && subject != nil ? "GitHub has no such list (HTTP 404)" : failure.message
            let text = subject.map { "\($0) could not load: \(message)" } ?? "Error: \(message)"
            return Message(isError: true, text: text + (failure.isNotFound ? "" : " — r to retry"))
        case .paused(let message): return Message(isError: true, text: "\(message) — loading paused; r to retry")
        case .idle:
            if !list.filter.isEmpty && list.visibleCount == 0 {
                let more = list.isAtEnd ? "" : "; G loads more"
                return Message(isError: false, text: "No loaded row matches “\(TextSanitizer.line(list.filter))”\(more)")
            }
            if list.isCapped { return Message(isError: false, text: "GitHub shows only the first 1,000 results; narrow the search") }
            if list.isAtEnd {
                if list.rows.isEmpty { return Message(isError: false, text: emptyText ?? kind.emptyText) }
                return Message(
                    isError: false, text: list.isIncomplete ? "End of list (GitHub's search timed out; some may be missing)" : "End of list"
                )
            }
            return nil
        }
    }
}
