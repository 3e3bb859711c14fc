import GHDomain

/// Which avatars the screen shown wants, on a terminal that shows images: the card's, at the
/// card's size, then the preview's and each row's on screen, small (``Avatars/small(_:)``).
/// Rows scrolled out of sight ask for nothing, and at most ``Avatars/inFlightLimit`` are asked
/// for at once; the rest are asked for as answers come in.
enum AvatarRequests {
    /// The avatars to ask for now, noted in `state` as asked for.
    static func next(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.avatars.imageProtocol != nil, let screen = state.top else { return [] }
        var wanted: [String] = []
        if case .profile(let profile) = screen.body, let url = profile.profile?.summary.avatarURL {
            wanted.append(url)
        }
        if state.preview.isShown(columns: state.size.columns), let row = screen.focusedList?.selectedRow, let url = avatarURL(row) {
            wanted.append(Avatars.small(url))
        }
        wanted += rowURLs(screen, in: state)
        return state.avatars.request(wanted).map(BrowseEffect.loadAvatar)
    }

    /// The small avatars of the focused list's rows on screen, top first; none where the list
    /// is too narrow for them (``ListKind/showsTiles(width:)``).
    static func rowURLs(_ screen: Screen, in state: BrowseState) -> [String] {
        guard var list = screen.focusedList, ListKind.showsTiles(width: Layout.listWidth(state) - 2) else { return [] }
        let height = Layout.listHeight(screen, in: state)
        Scrolling.keepSelectionVisible(&list, height: height)
        let end = min(list.visibleCount, list.top + height)
        guard list.top < end else { return [] }
        return (list.top..<end).compactMap { avatarURL(list.row(visible: $0)).map(Avatars.small) }
    }

    /// The avatar URL of an account's row, as GitHub sent it.
    static func avatarURL(_ row: Row) -> String? {
        let url: String?
        switch row {
        case .user(let user): url = user.avatarURL
        case .organization(let organization): url = organization.avatarURL
        case .favorite(let favorite): url = favorite.avatarURL
        case .repository: url = nil
        }
        return url?.isEmpty == false ? url : nil
    }
}
