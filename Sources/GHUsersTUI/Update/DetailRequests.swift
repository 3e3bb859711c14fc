import GHDomain

/// Which people's details the screen shown wants (``PeopleDetails``): those of the focused user
/// list's rows on screen and of the screen after them, top first, so that a move that scrolls
/// finds the row it brings in answered. Rows out of sight ask for nothing.
enum DetailRequests {
    /// The request to make now, if any, noted in `state` as asked for.
    static func next(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.people.isAvailable, state.people.problem == nil, let screen = state.top, var list = screen.focusedList,
            screen.source(of: screen.focusedSlot)?.kind == .users
        else { return [] }
        let height = Layout.listHeight(screen, in: state)
        Scrolling.keepSelectionVisible(&list, height: height)
        let end = min(list.visibleCount, list.top + 2 * height)
        guard list.top < end else { return [] }
        let users = (list.top..<end).compactMap { position -> UserSummary? in
            if case .user(let user) = list.row(visible: position) { return user }
            return nil
        }
        let batch = state.people.request(users)
        return batch.isEmpty ? [] : [.loadDetails(batch)]
    }
}
