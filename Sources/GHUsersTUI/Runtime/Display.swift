import GHTerminal

/// What the session shows on the terminal: each frame as the difference from the last, the
/// card's avatar image, placed after the frame, taken away when it no longer shows, and placed
/// again after anything that redraws the whole screen, and the smaller images the frame names
/// (a list's avatars, the preview's: ``ImagePlacements``).
struct Display {
    /// The id every avatar is shown under (one shows at a time).
    private static let imageID = 1

    let terminal: TerminalSession
    /// How the terminal shows images; `nil` when it did not answer that it does.
    let imageProtocol: ImageProtocol?
    private var renderer = FrameRenderer()
    /// The avatar on the screen, if one is.
    private var shown: AvatarPlacement?
    /// Whether kitty may keep a card's avatar: taking it off the screen keeps its data.
    private var cardKept = false
    /// Whether the next frame redraws the whole screen, which takes an image away.
    private var redrawsAll = true
    /// The images the frames name, on terminals that show images.
    private var placements: ImagePlacements?

    init(terminal: TerminalSession, imageProtocol: ImageProtocol?) {
        self.terminal = terminal
        self.imageProtocol = imageProtocol
        placements = imageProtocol.map(ImagePlacements.init)
        // iTerm2's images are cells: a scroll region would move them where no frame knows.
        if imageProtocol == .iterm2 { renderer.scrollsRegions = false }
    }

    /// The screen's contents are unknown (after a stop, a resize, a command that had the
    /// terminal): the next frame draws everything.
    mutating func invalidate() {
        renderer.invalidate()
        redrawsAll = true
    }

    /// Draws `state`, and its avatars, whose bytes the state holds.
    mutating func draw(_ state: BrowseState) {
        let bytes = bytes(for: state)
        if !bytes.isEmpty { terminal.write(bytes) }
    }

    /// The bytes that bring the terminal from what it shows to `state`, images included.
    mutating func bytes(for state: BrowseState) -> [UInt8] {
        let placement = Browser.avatarPlacement(state)
        var bytes: [UInt8] = []
        var drawsAll = redrawsAll
        if let imageProtocol, let old = shown, old != placement || redrawsAll {
            bytes += imageProtocol.remove(id: Self.imageID)
            shown = nil
            // An inline image is cells on the screen: the frame draws them again.
            if imageProtocol == .iterm2 {
                renderer.invalidate()
                drawsAll = true
            }
        }
        let frame = Browser.render(state)
        if drawsAll, let clearing = placements?.clear() { bytes += clearing }
        if let prepared = placements?.prepare(for: frame, renderer: &renderer) { bytes += prepared }
        bytes += renderer.render(frame)
        if let placed = placements?.place(frame, scrolled: renderer.lastScroll, image: { state.avatars.image(for: $0) }) {
            bytes += placed
        }
        redrawsAll = false
        if let imageProtocol, shown == nil, let placement, let image = state.avatars.image(for: placement.url), imageProtocol.canShow(image)
        {
            bytes += imageProtocol.show(image, id: Self.imageID, at: placement.position, columns: placement.columns, rows: placement.rows)
            shown = placement
            cardKept = imageProtocol == .kitty
        }
        return bytes
    }

    /// Takes the avatar away before the terminal is given back.
    mutating func removeImages() {
        let bytes = removalBytes()
        if !bytes.isEmpty { terminal.write(bytes) }
    }

    /// The bytes that take every image away and free what the terminal kept of them.
    mutating func removalBytes() -> [UInt8] {
        var bytes = placements?.clear() ?? []
        if let imageProtocol, cardKept { bytes += imageProtocol.free(id: Self.imageID) }
        shown = nil
        cardKept = false
        return bytes
    }
}
