import GHDomain
import GHTerminal
import GHText

extension Browser {
    /// The frame for `state`. Pure: the same state always gives the same frame.
    public static func render(_ state: BrowseState) -> ScreenBuffer {
        var frame = ScreenBuffer(width: state.size.columns, height: state.size.rows)
        guard frame.width > 0, frame.height > 0 else { return frame }
        let palette = Palette(color: state.options.color)
        Chrome.breadcrumb(state, into: &frame, palette: palette)
        if let screen = state.top {
            switch screen.body {
            case .list(let list): ListView.draw(list, in: state, into: &frame, palette: palette)
            case .profile(let profile): ProfileView.draw(profile, screen: screen, in: state, into: &frame, palette: palette)
            }
        } else {
            frame.put("Type a search, with any of GitHub's qualifiers, and press Enter.", row: 2, column: 2, style: palette.dim)
        }
        Chrome.statusBar(state, into: &frame, palette: palette)
        if state.mode == .help {
            HelpOverlay.draw(in: KeyContext(state), scrolled: state.helpScroll, into: &frame, palette: palette)
        }
        return frame
    }
}
