import Foundation
import GHTerminal

/// What is fixed for a browsing session.
public struct BrowseOptions: Sendable {
    /// Whether to use colours; without, bold, dim and underline remain, the selection is
    /// reverse video and `›`.
    public var color: Bool
    /// The terminal's background, which the palette's colours are picked for; the session asks
    /// the terminal (OSC 11) and keeps dark when it does not answer.
    public var background: TerminalBackground
    /// Whether panels are drawn with box-drawing characters (`╭─╮`); `+-|` where the terminal
    /// cannot draw them (the Linux console, a locale that is not UTF-8).
    public var boxDrawing: Bool
    /// Whether the mouse selects and scrolls (SGR mouse reporting).
    public var mouse: Bool
    /// The time zone a rate limit's reset is shown in.
    public var timeZone: TimeZone
    /// When the preview pane shows (`p` toggles it).
    public var preview: PreviewSetting
    /// Whether to ask the terminal whether it shows images, and show avatars if it does.
    public var images: Bool
    /// The keys bound to commands, none of them a built-in key.
    public var customKeys: [CustomKey]
    /// A note the status line starts with (that no token is used, say).
    public var statusNote: StatusNote?
    /// Messages to show as the session starts, such as a warning about a refused custom key.
    public var startupMessages: [String]
    /// Whether people's names, locations and followers can be had for the rows of user lists
    /// (``BrowseServices/details``): with a token, which GraphQL needs.
    public var peopleDetails: Bool

    /// Options for a session.
    public init(
        color: Bool, mouse: Bool = false, timeZone: TimeZone = .current, preview: PreviewSetting = .auto, images: Bool = false,
        customKeys: [CustomKey] = [], statusNote: StatusNote? = nil, startupMessages: [String] = [],
        background: TerminalBackground = .dark, boxDrawing: Bool = true, peopleDetails: Bool = false
    ) {
        self.peopleDetails = peopleDetails
        self.color = color
        self.background = background
        self.boxDrawing = boxDrawing
        self.mouse = mouse
        self.timeZone = timeZone
        self.preview = preview
        self.images = images
        self.customKeys = customKeys
        self.statusNote = statusNote
        self.startupMessages = startupMessages
    }
}

/// When the preview pane beside the list shows: `auto` on terminals 120 columns wide or more.
public enum PreviewSetting: String, Hashable, Sendable, CaseIterable {
    case auto, on, off
}
