/// A note the status line keeps until the runtime changes it, beside the keys: that no token is
/// used (60 requests an hour), or how long until a used-up rate limit resets.
public struct StatusNote: Hashable, Sendable {
    /// The text, short enough to share the line with a few keys.
    public var text: String
    /// Whether it warns (shown in red where colour is on).
    public var isWarning: Bool

    /// A note.
    public init(_ text: String, isWarning: Bool = false) {
        self.text = text
        self.isWarning = isWarning
    }
}

/// What the rest of gh-users tells a running browser about the network (see
/// ``BrowseServices/statusUpdates``): a note for the status line, or that the rate limit that
/// paused loading has reset.
public enum StatusUpdate: Hashable, Sendable {
    /// Show this note beside the keys (`nil` takes it away): a countdown to a rate limit's reset.
    case note(StatusNote?)
    /// The rate limit reset: lists paused for it load again, as `r` would have them.
    case rateLimitReset
}
