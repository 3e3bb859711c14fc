import GHDomain

/// A list that grows a page at a time as the user scrolls: its rows, where the next page
/// starts, whether a page is on its way, and what the user sees of it (the selection, the
/// first row shown, a filter, expanded rows). A refresh keeps the rows on screen until the first
/// page of the new ones arrives, and the selection follows the row it was on.
struct PagedList: Sendable {
    /// Whether more rows can come, and why not.
    enum Status: Hashable, Sendable {
        /// No request is under way; more come when asked for, if there is a next link.
        case idle
        /// A page was asked for.
        case loading
        /// The last request failed; `r` tries again (unless it was a 404).
        case failed(BrowseFailure)
        /// A rate limit is used up; loading waits for its reset, or `r`.
        case paused(String)
    }

    /// Every row loaded, in GitHub's order. Pages are
    /// appended in place: the screens that hold a list hand it over uniquely (see
    /// ``Screen/updateList(_:creating:_:)``), so a page costs the same however many rows came before.
    private(set) var rows: [Row] = []
    /// The text a filter searches, lower-cased UTF-8, made once when each row arrives: every
    /// row's text one after another, in one buffer rather than an array a row.
    private var searchBytes: [UInt8] = []
    /// Where each row's text ends in ``searchBytes`` (it starts where the previous one ends).
    private var searchEnds: [Int] = []
    /// Where the next page starts; `nil` at the end, or before the first page.
    private(set) var next: PageCursor?
    /// Whether the first page has arrived.
    private(set) var hasStarted = false
    /// Whether the rows are being refreshed: they stay until the first new page replaces them.
    private(set) var isReplacing = false
    /// The widest cell of each column among the rows loaded, so that columns fit what they hold
    /// and keep their widths while the list scrolls.
    private(set) var longest: [Int] = []
    /// Whether a request is under way, failed or paused.
    var status: Status = .idle
    /// Counts refreshes: a page requested for an older generation is dropped.
    private(set) var generation = 0
    /// For a search, how many results GitHub counted.
    private(set) var total: Int?
    /// For a search, whether GitHub's search timed out before it finished.
    private(set) var isIncomplete = false
    /// Whether the list stopped at search's 1,000 results.
    private(set) var isCapped = false
    /// The rows listed, once a search goes on past 1,000 by sweeping its slices (see
    /// ``BrowseServices``): the sweep finds again those GitHub served first, which are not
    /// listed twice. `nil` before (most lists never need it).
    private var sweptIdentities: Set<Row.Identity>?
    /// The selected row, counted in the visible rows.
    var selected = 0
    /// The first visible row on screen.
    var top = 0
    /// The filter, as typed; empty for none.
    private(set) var filter = ""
    /// The rows that match the filter, by index into `rows`; `nil` when there is no filter.
    private(set) var matching: [Int]?
    /// Rows expanded to their description and URL, by index into `rows`.
    var expanded: Set<Int> = []

    /// How many rows are shown (those that match the filter).
    var visibleCount: Int { matching?.count ?? rows.count }

    /// The index into `rows` of visible row `position`.
    func rowIndex(visible position: Int) -> Int { matching?[position] ?? position }

    /// Visible row `position`.
    func row(visible position: Int) -> Row { rows[rowIndex(visible: position)] }

    /// The selected row, if there is one.
    var selectedRow: Row? { visibleCount > 0 ? row(visible: min(selected, visibleCount - 1)) : nil }

    /// Whether there is nothing more to load: the first page came and GitHub sent no next link,
    /// or search's cap was reached (and no refresh is under way).
    var isAtEnd: Bool { !isReplacing && hasStarted && (next == nil || isCapped) }

    /// Where the page to ask for next starts: `nil` for the first (also when refreshing).
    var nextCursor: PageCursor? { isReplacing ? nil : next }

    /// Whether a line follows the last row to say why no more come, or that more are coming.
    var hasFooter: Bool { status != .idle || isAtEnd }

    /// Whether a page may be requested now: no request is under way or waiting for `r`, and
    /// there is more to come.
    var canLoad: Bool { status == .idle && !isAtEnd }

    /// Whether the next page should be requested now, for a viewport `height` rows tall: the
    /// first page always; later ones when the selection is within half a screen of the last
    /// loaded row, and no filter narrows the rows (so scrolling a filter does not page through
    /// everything GitHub has).
    func wantsMore(height: Int) -> Bool {
        guard canLoad else { return false }
        guard hasStarted && !isReplacing else { return true }
        return filter.isEmpty && visibleCount - 1 - selected <= max(1, height / 2)
    }

    /// Marks a request as under way; returns the generation it is for.
    mutating func beginLoading() -> Int {
        status = .loading
        return generation
    }

    /// Adds a page that arrived for `generation`; `false` (and nothing changes) when it is for
    /// an older one. `cap`, when given, stops the list after that many rows. `measure` gives the
    /// widths of a row's cells (the row, and its index among all rows).
    mutating func receive(_ page: Page<Row>, generation: Int, cap: Int?, measure: (Row, Int) -> [Int]) -> Bool {
        guard generation == self.generation else { return false }
        if !hasStarted { hasStarted = true }
        // A page of a search's sweep, or the one that leads into it, goes on past the cap.
        let fromSweep = !isReplacing && next?.sweep != nil
        let cap = fromSweep || page.next?.sweep != nil ? nil : cap
        let replaced = isReplacing ? replaceRows() : nil
        var items = page.items
        if fromSweep {
            var listed = sweptIdentities ?? Set(rows.map(\.identity))
            items = items.filter { listed.insert($0.identity).inserted }
            sweptIdentities = listed
        }
        if let cap, rows.count + items.count >= cap {
            items = Array(items.prefix(max(0, cap - rows.count)))
            // GitHub's last page of a capped search has no next link, and may end exactly at the
            // cap: the total it reports says whether there was more.
            isCapped = page.next != nil || rows.count + page.items.count > cap || (page.totalCount ?? total ?? 0) > cap
        }
        for (offset, item) in items.enumerated() {
            let widths = measure(item, rows.count + offset)
            if longest.count < widths.count { longest += Array(repeating: 0, count: widths.count - longest.count) }
            for (column, width) in widths.enumerated() where width > longest[column] { longest[column] = width }
        }
        rows.reserveCapacity(rows.count + items.count)
        for item in items {
            rows.append(item)
            searchBytes += item.searchText.utf8
            searchEnds.append(searchBytes.count)
        }
        // An empty page that still has a next link would be followed for ever: it ends the list.
        next = page.items.isEmpty ? nil : page.next
        total = page.totalCount ?? total
        isIncomplete = isIncomplete || page.isIncomplete
        status = .idle
        refilter()
        if let replaced { follow(replaced) }
        return true
    }

    /// Notes that the request for `generation` failed; ignored for an older generation.
    mutating func fail(_ status: Status, generation: Int) {
        guard generation == self.generation else { return }
        self.status = status
    }

    /// Forgets a failure or a pause, so the list asks again.
    mutating func clearFailure() {
        if status != .loading { status = .idle }
    }

    /// Loads the list again from its first page. The rows stay on screen until that page
    /// arrives; then they are replaced, and the selection follows the row it was on.
    mutating func restart() {
        generation += 1
        isReplacing = hasStarted
        status = .idle
    }

    /// Forgets the rows a refresh replaces; returns the selected row and how far below the top
    /// it was, for the selection to follow.
    private mutating func replaceRows() -> (identity: Row.Identity, offset: Int)? {
        let kept = selectedRow.map { ($0.identity, selected - top) }
        rows = []
        searchBytes = []
        searchEnds = []
        longest = []
        total = nil
        isIncomplete = false
        isCapped = false
        sweptIdentities = nil
        expanded = []
        isReplacing = false
        return kept
    }

    /// Selects the row standing for `kept.identity` if it came back, as far below the top as
    /// it was; otherwise the selection stays where it was, as far as the rows allow.
    private mutating func follow(_ kept: (identity: Row.Identity, offset: Int)) {
        guard let position = (0..<visibleCount).first(where: { row(visible: $0).identity == kept.identity }) else {
            selected = min(selected, max(0, visibleCount - 1))
            top = min(top, selected)
            return
        }
        selected = position
        top = max(0, position - kept.offset)
    }

    /// A request under way was abandoned (its screen was left): it can be asked for again, and
    /// its answer, should it still arrive, is dropped as stale.
    mutating func abandonLoading() {
        guard status == .loading else { return }
        status = .idle
        generation += 1
    }

    /// Narrows the visible rows to those matching `text` (ignoring case); empty clears it. The
    /// selected row stays selected if it still shows; otherwise the first is.
    mutating func setFilter(_ text: String) {
        let chosen = visibleCount > 0 ? rowIndex(visible: min(selected, visibleCount - 1)) : nil
        // Typing one more character only narrows: search the rows that matched, not all of them.
        let narrowing = !filter.isEmpty && text.lowercased().hasPrefix(filter.lowercased())
        filter = text
        refilter(within: narrowing ? matching : nil)
        selected = chosen.flatMap { index in matching.map { $0.firstIndex(of: index) } ?? index } ?? 0
        top = min(top, selected)
    }

    /// Whether `needle` occurs in `haystack[range]`, byte for byte.
    private static func contains(_ haystack: [UInt8], _ range: Range<Int>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, range.count >= needle.count else { return needle.isEmpty }
        var start = range.lowerBound
        while start <= range.upperBound - needle.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Recomputes the matching rows, among `candidates` when given (else all).
    private mutating func refilter(within candidates: [Int]? = nil) {
        let needle = filter.lowercased()
        if needle.isEmpty {
            matching = nil
        } else {
            let searched = searchBytes
            let ends = searchEnds
            let bytes = Array(needle.utf8)
            matching = (candidates ?? Array(rows.indices)).filter { index in
                Self.contains(searched, (index == 0 ? 0 : ends[index - 1])..<ends[index], bytes)
            }
        }
        selected = min(selected, max(0, visibleCount - 1))
    }
}
