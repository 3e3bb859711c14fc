import GHDomain
import GHTerminal
import GHText

extension Browser {
    /// The frame for `state`. Pure: the same state always gives the same frame.
    public static func render(_ state: BrowseState) -> ScreenBuffer {
        var frame = ScreenBuffer(width: state.size.columns, height: state.size.rows)
        guard frame.width > 0, frame.height > 0 else { return frame }
        let palette = Palette(state.options)
        Chrome.breadcrumb(state, into: &frame, palette: palette)
        let bottom = frame.height - Layout.statusLines(state)
        if let screen = state.top {
            var panelTop = 1
            switch screen.body {
            case .list(let list):
                ListView.draw(list, in: state, bottom: bottom, into: &frame, palette: palette)
            case .profile(let profile):
                ProfileView.draw(profile, screen: screen, in: state, bottom: bottom, into: &frame, palette: palette)
                panelTop = Layout.listTop(screen, in: state) - 1
            }
            if state.preview.isShown(columns: frame.width) {
                PreviewView.draw(state, top: panelTop, bottom: bottom, into: &frame, palette: palette)
            }
        } else {
            frame.put("Type a search, with any of GitHub's qualifiers, and press Enter.", row: 2, column: 2, style: palette.dim)
        }
        Chrome.statusBar(state, into: &frame, palette: palette)
        switch state.mode {
        case .help:
            frame.removeImages()
            Overlay.help(state, into: &frame, palette: palette)
        case .messages:
            frame.removeImages()
            Overlay.messages(state, into: &frame, palette: palette)
        case .normal, .filter, .prompt, .question: break
        }
        return frame
    }

    /// The slot of an account's small avatar (a list row's, the preview's) `columns` × `rows` at
    /// `row`, `column` of `frame`, when the terminal shows images and the image has arrived;
    /// `nil` when the initials tile stands in.
    static func smallAvatar(_ row: Row, instance: Int, state: BrowseState) -> ImageSlot.Identity? {
        guard state.avatars.imageProtocol != nil, let url = AvatarRequests.avatarURL(row) else { return nil }
        let small = Avatars.small(url)
        return state.avatars.image(for: small) == nil ? nil : ImageSlot.Identity(source: small, instance: instance)
    }

    /// Where the avatar of the profile shown goes (the card's top left, inside its panel), and
    /// which image, when the terminal shows images and the avatar has arrived: the runtime
    /// draws it after the frame. `nil` when no avatar shows, or an overlay covers the card (the
    /// runtime then takes any shown before away).
    static func avatarPlacement(_ state: BrowseState) -> AvatarPlacement? {
        guard state.avatars.imageProtocol != nil, state.mode != .help, state.mode != .messages,
            case .profile(let profile)? = state.top?.body, let url = profile.profile?.summary.avatarURL,
            state.avatars.image(for: url) != nil
        else { return nil }
        let rows = Layout.avatarRows(state)
        guard rows > 0 else { return nil }
        return AvatarPlacement(url: url, position: CellPosition(row: 2, column: 2), columns: rows * 2, rows: rows)
    }
}

/// Where an avatar image goes on the screen.
struct AvatarPlacement: Hashable, Sendable {
    /// The image's URL, which the runtime fetched it from.
    var url: String
    /// The top left cell.
    var position: CellPosition
    /// Columns it takes.
    var columns: Int
    /// Rows it takes.
    var rows: Int
}
