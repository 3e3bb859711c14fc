import GHTerminal

/// Where things go on the screen. `update` uses it too, so that paging and scrolling move by
/// what the user actually sees.
enum Layout {
    /// The first screen line of `screen`'s list: under the breadcrumb and the column headings,
    /// or under a profile's card and its tab bar.
    static func listTop(_ screen: Screen, size: TerminalSize) -> Int {
        switch screen.body {
        case .list: return 2
        case .profile(let profile): return 1 + ProfileCard.lines(profile, width: size.columns, limit: cardLimit(size)).count + 1
        }
    }

    /// How many lines the list of `screen` has: what is left above the status bar.
    static func listHeight(_ screen: Screen, size: TerminalSize) -> Int {
        max(1, size.rows - 1 - listTop(screen, size: size))
    }

    /// The most lines a profile card takes: about half of what is under the breadcrumb.
    static func cardLimit(_ size: TerminalSize) -> Int {
        max(2, (size.rows - 3) / 2)
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
