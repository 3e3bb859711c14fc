import Foundation

/// What is fixed for a browsing session.
public struct BrowseOptions: Sendable {
    /// Whether to use the 16 ANSI colours; without, the selection is reverse video and `›`.
    public var color: Bool
    /// Whether the mouse selects and scrolls (SGR mouse reporting).
    public var mouse: Bool
    /// The time zone a rate limit's reset is shown in.
    public var timeZone: TimeZone

    /// Options for a session.
    public init(color: Bool, mouse: Bool = false, timeZone: TimeZone = .current) {
        self.color = color
        self.mouse = mouse
        self.timeZone = timeZone
    }
}
