import GHUsersCLI

/// A manual page being written in roff with the man macros: sections, filled paragraphs,
/// tagged items and examples, every text escaped so that a backslash, or a dot or quote at the
/// start of a line, reads as itself.
struct Roff {
    private var lines: [String] = []

    /// The source so far. A character beyond ASCII is written by its code point and given an
    /// ASCII stand-in for a device without it (`*` for ★), so that groff can set it anywhere.
    var text: String {
        var used: [String] = []
        for line in lines {
            var rest = Substring(line)
            while let start = rest.range(of: "\\[u"), let end = rest[start.upperBound...].firstIndex(of: "]") {
                let name = String(rest[start.lowerBound...end])
                if !used.contains(name) { used.append(name) }
                rest = rest[rest.index(after: end)...]
            }
        }
        let definitions = used.map { ".if !c\($0) .char \($0) \($0 == "\\[u2605]" ? "*" : "?")" }
        return (lines.prefix(1) + definitions + lines.dropFirst()).map { $0 + "\n" }.joined()
    }

    /// Appends `line` as it is (a request or already escaped text).
    mutating func line(_ line: String) {
        lines.append(line)
    }

    /// `.SH NAME`.
    mutating func section(_ name: String) {
        line(".SH \(name)")
    }

    /// A paragraph of `prose`, its line breaks and runs of blanks made single spaces for
    /// `man` to fill.
    mutating func paragraph(_ prose: String) {
        line(".PP")
        line(Self.escape(Self.flattened(prose)))
    }

    /// A tagged paragraph: `tag` (already formatted) over the indented `prose`.
    mutating func item(_ tag: String, _ prose: String) {
        line(".TP")
        line(tag)
        line(Self.escape(Self.flattened(prose)))
    }

    /// An example: `comment` as a line of text, then `command` set as typed, unfilled.
    mutating func example(_ comment: String, _ command: String) {
        line(".PP")
        line(Self.escape(comment) + ":")
        line(".PP")
        line(".RS 4")
        line(".nf")
        line(Self.escape(command))
        line(".fi")
        line(".RE")
    }

    /// `text` safe in roff: backslashes written `\e`, hyphens `\-` (a minus, so options can be
    /// copied), anything beyond ASCII as its code point (`\[u2605]` for ★, which groff reads
    /// whatever the page's encoding), and a line that would start with `.` or `'` begun with `\&`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    /// `text` in bold.
    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }

    /// `text` in italics.
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

    /// `-v, --verbose` or `--since <id>`, the names in bold and the placeholder in italics.
    static func option(_ option: OptionSpec) -> String {
        let names = option.names.map(bold).joined(separator: ", ")
        guard case .value(let placeholder) = option.kind else { return names }
        return names + " " + italic(placeholder)
    }

    private static func flattened(_ prose: String) -> String {
        prose.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}
