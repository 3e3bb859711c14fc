/// Text attributes a cell can have besides its colours.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: UInt8

    /// Creates attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold, or bright on some terminals (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 4)

    /// Each attribute with its SGR parameter, in the order they are written.
    static let codes: [(TextAttributes, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7)]
}
