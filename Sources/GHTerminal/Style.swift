/// How a cell looks: its colours and attributes.
public struct Style: Hashable, Sendable {
    /// The colour of the character.
    public var foreground: Color
    /// The colour behind the character.
    public var background: Color
    /// Bold, underline, reverse and the like.
    public var attributes: TextAttributes

    /// Creates a style; by default the terminal's own colours and no attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// The SGR sequence that resets the terminal's pen and sets it to this style, in one
    /// sequence: `ESC[0m` for plain, otherwise e.g. `ESC[0;1;31;44m`.
    var selectGraphicRendition: [UInt8] {
        let parameters = parameters
        return [0x1B, UInt8(ascii: "[")] + Array((parameters.isEmpty ? "0" : "0;" + parameters).utf8) + [UInt8(ascii: "m")]
    }

    /// The SGR parameters that set this style on a reset pen, `1;38;5;231` say; empty for plain.
    public var parameters: String {
        var parameters: [String] = []
        for (attribute, code) in TextAttributes.codes where attributes.contains(attribute) {
            parameters.append(String(code))
        }
        if foreground != .default { parameters.append(foreground.foregroundCode) }
        if background != .default { parameters.append(background.backgroundCode) }
        return parameters.joined(separator: ";")
    }

    /// The SGR sequence that turns a pen in style `pen` into this one: only what changes
    /// (`ESC[22;2m`, `ESC[38;5;231;48;5;25m`) when that is shorter than ``selectGraphicRendition``'s
    /// reset and all, else that. Every parameter it uses is ECMA-48's, which every terminal keeps.
    func selectGraphicRendition(from pen: Style) -> [UInt8] {
        var parameters: [String] = []
        let removed = pen.attributes.subtracting(attributes)
        var added = attributes.subtracting(pen.attributes)
        // 22 ends bold and faint together: the one that stays is set again.
        if !removed.intersection([.bold, .dim]).isEmpty {
            parameters.append("22")
            added.formUnion(attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { parameters.append("23") }
        if removed.contains(.underline) { parameters.append("24") }
        if removed.contains(.reverse) { parameters.append("27") }
        for (attribute, code) in TextAttributes.codes where added.contains(attribute) { parameters.append(String(code)) }
        if foreground != pen.foreground { parameters.append(foreground.foregroundCode) }
        if background != pen.background { parameters.append(background.backgroundCode) }
        let full = selectGraphicRendition
        guard !parameters.isEmpty else { return [] }
        let changes = [0x1B, UInt8(ascii: "[")] + Array(parameters.joined(separator: ";").utf8) + [UInt8(ascii: "m")]
        return changes.count < full.count ? changes : full
    }
}
