import Foundation
import GHDomain
import GHTerminal
import GHText

/// A list screen: column headings, the visible rows, and the footer that says whether more is
/// coming.
enum ListView {
    static func draw(_ screen: ListScreen, in state: BrowseState, into frame: inout ScreenBuffer, palette: Palette) {
        let kind = screen.source.kind
        let layout = kind.layout(width: frame.width)
        headings(kind, screen.list, layout: layout, into: &frame, palette: palette)
        rows(
            screen.list, kind: kind, layout: layout, from: 2, height: max(1, frame.height - 3), state: state, into: &frame, palette: palette
        )
    }

    /// The column headings.
    private static func headings(_ kind: ListKind, _ list: PagedList, layout: RowLayout, into frame: inout ScreenBuffer, palette: Palette) {
        layout.draw(kind.headings.map { ($0, palette.dim) }, row: 1, into: &frame, selected: false, palette: palette)
    }

    /// The rows of `list` from screen line `firstLine`, `height` lines at most, then the footer.
    static func rows(
        _ list: PagedList, kind: ListKind, layout: RowLayout, from firstLine: Int, height: Int, state: BrowseState,
        into frame: inout ScreenBuffer, palette: Palette
    ) {
        var line = firstLine
        let end = firstLine + height
        var position = list.top
        while position < list.visibleCount, line < end {
            let selected = position == list.selected
            if selected {
                frame.fill(row: line, style: palette.selected(.plain))
                frame.put("›", row: line, column: 0, style: palette.selected(palette.strong))
            }
            let row = list.row(visible: position)
            let cells = kind.cells(row, index: list.rowIndex(visible: position), state: state, palette: palette)
            layout.draw(cells, row: line, into: &frame, selected: selected, palette: palette)
            line += 1
            if list.expanded.contains(list.rowIndex(visible: position)), case .repository(let repository) = row {
                let description = TextSanitizer.line(repository.description ?? "(no description)")
                frame.put(description, row: line, column: 6, maxWidth: frame.width - 6)
                if line + 1 < end {
                    frame.put(
                        TextSanitizer.line(repository.htmlURL ?? "-"), row: line + 1, column: 6, style: palette.dim,
                        maxWidth: frame.width - 6)
                }
                line += 2
            }
            position += 1
        }
        if line < end, let footer = footer(list, kind: kind) {
            frame.put(footer.text, row: line, column: 2, style: footer.isError ? palette.error : palette.dim, maxWidth: frame.width - 2)
        }
    }

    /// What the line after the last row says: `Loading…`, the error and `r to retry`, the end,
    /// or search's cap.
    static func footer(_ list: PagedList, kind: ListKind) -> Message? {
        switch list.status {
        case .loading: return Message(isError: false, text: "Loading…")
        case .failed(let message): return Message(isError: true, text: "Error: \(message) — r to retry")
        case .paused(let message): return Message(isError: true, text: "\(message) — loading paused; r to retry")
        case .idle:
            if list.isCapped { return Message(isError: false, text: "GitHub shows only the first 1,000 results; narrow the search") }
            if list.isAtEnd {
                if list.rows.isEmpty { return Message(isError: false, text: kind.emptyText) }
                if list.visibleCount == 0 { return Message(isError: false, text: "No loaded row matches the filter") }
                return Message(
                    isError: false, text: list.isIncomplete ? "End of list (GitHub's search timed out; some may be missing)" : "End of list"
                )
            }
            return nil
        }
    }
}
