import GHTerminal

/// What the session shows on the terminal: each frame as the difference from the last, and the
/// avatar image, placed after the frame, taken away when it no longer shows, and placed again
/// after anything that redraws the whole screen.
struct Display {
    /// The id every avatar is shown under (one shows at a time).
    private static let imageID = 1

    let terminal: TerminalSession
    /// How the terminal shows images; `nil` when it did not answer that it does.
    let imageProtocol: ImageProtocol?
    private var renderer = FrameRenderer()
    /// The avatar on the screen, if one is.
    private var shown: AvatarPlacement?
    /// Whether the next frame redraws the whole screen, which takes an image away.
    private var redrawsAll = true

    init(terminal: TerminalSession, imageProtocol: ImageProtocol?) {
        self.terminal = terminal
        self.imageProtocol = imageProtocol
    }

    /// The screen's contents are unknown (after a stop, a resize, a command that had the
    /// terminal): the next frame draws everything.
    mutating func invalidate() {
        renderer.invalidate()
        redrawsAll = true
    }

    /// Draws `state`, and its avatar, whose bytes the state holds.
    mutating func draw(_ state: BrowseState) {
        let placement = Browser.avatarPlacement(state)
        var bytes: [UInt8] = []
        if let imageProtocol, let old = shown, old != placement || redrawsAll {
            bytes += imageProtocol.remove(id: Self.imageID)
            shown = nil
            // An inline image is cells on the screen: the frame draws them again.
            if imageProtocol == .iterm2 { renderer.invalidate() }
        }
        bytes += renderer.render(Browser.render(state))
        redrawsAll = false
        if let imageProtocol, shown == nil, let placement, let image = state.avatars.image(for: placement.url), imageProtocol.canShow(image)
        {
            bytes += imageProtocol.show(image, id: Self.imageID, at: placement.position, columns: placement.columns, rows: placement.rows)
            shown = placement
        }
        if !bytes.isEmpty { terminal.write(bytes) }
    }

    /// Takes the avatar away before the terminal is given back.
    mutating func removeImages() {
        guard let imageProtocol, shown != nil else { return }
        terminal.write(imageProtocol.remove(id: Self.imageID))
        shown = nil
    }
}
