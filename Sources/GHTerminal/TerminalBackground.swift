/// Whether the terminal's background is dark or light, as it answers OSC 11 ("what is your
/// background colour?"); dark when it does not answer, as most terminals are.
public enum TerminalBackground: String, Hashable, Sendable {
    case dark, light

    /// The question, OSC 11 ending in ST; asked in the same bounded probe as the image query,
    /// before its closing Primary Device Attributes.
    public static let query: [UInt8] = Array("\u{1B}]11;?\u{1B}\\".utf8)

    /// The background the terminal's answers in `answer` describe (`11;rgb:RRRR/GGGG/BBBB`, each
    /// channel 1 to 4 hex digits): light when its luminance is above half; `nil` without an answer.
    public static func detect(in answer: [UInt8]) -> TerminalBackground? {
        var decoder = KeyDecoder()
        _ = decoder.feed(answer)
        for reply in decoder.takeReplies() {
            let text = String(decoding: reply, as: UTF8.self)
            guard text.hasPrefix("11;rgb:") else { continue }
            let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 3 else { continue }
            let values = channels.compactMap { channel -> Double? in
                let digits = channel.prefix { $0.isHexDigit }
                guard (1...4).contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
                return Double(value) / Double((1 << (4 * digits.count)) - 1)
            }
            guard values.count == 3 else { continue }
            let luminance = 0.2126 * values[0] + 0.7152 * values[1] + 0.0722 * values[2]
            return luminance > 0.5 ? .light : .dark
        }
        return nil
    }
}
