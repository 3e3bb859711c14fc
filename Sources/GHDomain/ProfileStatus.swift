/// A user's status, as set on their profile.
public struct ProfileStatus: Hashable, Sendable {
    /// The emoji as written, usually a shortcode such as `:coffee:`.
    public var emoji: String?
    /// The emoji itself, when GitHub rendered it (from its `emojiHTML`).
    public var renderedEmoji: String?
    /// The message.
    public var message: String?
    /// Whether the user says they are busy.
    public var limitedAvailability: Bool?
    /// When the status expires, as sent.
    public var expiresAt: String?

    /// A status from its parts.
    public init(
        emoji: String? = nil, renderedEmoji: String? = nil, message: String? = nil, limitedAvailability: Bool? = nil,
        expiresAt: String? = nil
    ) {
        self.emoji = emoji
        self.renderedEmoji = renderedEmoji
        self.message = message
        self.limitedAvailability = limitedAvailability
        self.expiresAt = expiresAt
    }
}
