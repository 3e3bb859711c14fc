/// Widths and truncation for text shown in terminal columns.
enum TerminalText {
    /// How many columns `text` takes: two for East Asian wide characters and most emoji.
    static func width(_ text: String) -> Int {
        var columns = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            columns += isWide(scalar.value) ? 2 : 1
        }
        return columns
    }

    /// `text` cut to at most `limit` columns, ending in `…` when cut.
    static func truncate(_ text: String, to limit: Int) -> String {
        guard width(text) > limit, limit > 0 else { return text }
        var result = ""
        var columns = 0
        for character in text {
            let characterWidth = character.unicodeScalars.first.map { isWide($0.value) ? 2 : 1 } ?? 1
            if columns + characterWidth > limit - 1 { break }
            result.append(character)
            columns += characterWidth
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `columns` at spaces; a word longer than a line is
    /// left whole rather than split.
    static func wrap(_ text: String, to columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = width(String(word))
            if !line.isEmpty && lineWidth + 1 + wordWidth > columns {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if !line.isEmpty {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        lines.append(line)
        return lines
    }

    /// `text` followed by spaces up to `columns`.
    static func pad(_ text: String, to columns: Int) -> String {
        let missing = columns - width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
