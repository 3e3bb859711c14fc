/// Moving the selection through a list and keeping it on screen.
enum Scrolling {
    /// Lines a row takes: one, or three when expanded to its description and URL.
    static func lines(_ list: PagedList, visible position: Int) -> Int {
        list.expanded.contains(list.rowIndex(visible: position)) ? 3 : 1
    }

    /// Moves the selection by `delta` rows, within the rows there are.
    static func move(_ list: inout PagedList, by delta: Int, height: Int) {
        guard list.visibleCount > 0 else { return }
        list.selected = min(max(0, list.selected + delta), list.visibleCount - 1)
        keepSelectionVisible(&list, height: height)
    }

    /// Moves the selection to visible row `position`.
    static func select(_ list: inout PagedList, _ position: Int, height: Int) {
        move(&list, by: position - list.selected, height: height)
    }

    /// Scrolls just enough for the selected row, all its lines, to be within `height` lines,
    /// and no further than it takes to fill them: a list that became shorter (a filter narrowed
    /// it) shows the rows above again. Looks at most `height` rows from the selection or the
    /// top, so a jump to the end of 10,000 rows costs no more than a step.
    static func keepSelectionVisible(_ list: inout PagedList, height: Int) {
        let count = list.visibleCount
        guard count > 0, height > 0 else {
            list.top = 0
            return
        }
        list.selected = min(list.selected, count - 1)
        list.top = min(list.top, list.selected)
        fillFromAbove(&list, height: height)
        // At the last row, the footer's line must show too.
        let height = list.selected == count - 1 && list.hasFooter ? max(1, height - 1) : height
        if list.top >= list.selected {
            list.top = list.selected
            return
        }
        // The highest row from which the selection still fits, no higher than `top`.
        var first = list.selected
        var used = lines(list, visible: first)
        while first > list.top, used + lines(list, visible: first - 1) <= height {
            first -= 1
            used += lines(list, visible: first)
        }
        list.top = first
    }

    /// Moves `top` up while the rows from it to the end, and the one above, fit in `height`
    /// lines (the footer's line included).
    private static func fillFromAbove(_ list: inout PagedList, height: Int) {
        let count = list.visibleCount
        let room = list.hasFooter ? max(1, height - 1) : height
        var used = 0
        var position = list.top
        while position < count && used <= room {
            used += lines(list, visible: position)
            position += 1
        }
        guard position == count else { return }
        while list.top > 0, used + lines(list, visible: list.top - 1) <= room {
            list.top -= 1
            used += lines(list, visible: list.top)
        }
    }
}
