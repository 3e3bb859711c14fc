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
