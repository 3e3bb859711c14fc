import GHTerminal

/// With `--mouse`: a click selects the row under it, the wheel scrolls three rows.
enum Mouse {
    static func handle(_ mouse: MouseEvent, _ state: inout BrowseState) -> [BrowseEffect] {
        guard let screen = state.top else { return [] }
        let height = Layout.listHeight(screen, in: state)
        switch mouse.action {
        case .wheelUp, .wheelDown:
            let delta = mouse.action == .wheelUp ? -3 : 3
            state.updateTop { $0.updateFocusedList { Scrolling.move(&$0, by: delta, height: height) } }
        case .press(.left):
            let firstLine = Layout.listTop(screen, in: state)
            guard mouse.row >= firstLine, mouse.row < firstLine + height, mouse.column < Layout.listWidth(state) else { return [] }
            state.updateTop { screen in
                screen.updateFocusedList { list in
                    // The rows as drawn: rendering scrolls a copy this way (a filter may have
                    // narrowed the list since `top` was set), so the click must too.
                    Scrolling.keepSelectionVisible(&list, height: height)
                    if let position = Layout.position(atLine: mouse.row - firstLine, in: list, height: height) {
                        Scrolling.select(&list, position, height: height)
                    }
                }
            }
        default:
            break
        }
        return []
    }
}
