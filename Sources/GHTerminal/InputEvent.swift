/// Something the user did at the terminal, as decoded by ``KeyDecoder``.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Text pasted while bracketed paste was on, in one piece. It is the terminal's bytes as
    /// they came (invalid UTF-8 replaced), so it may hold newlines, tabs and even escape
    /// characters: sanitise before showing it.
    case paste(String)
    /// A mouse press, release, drag or wheel turn.
    case mouse(MouseEvent)
}
