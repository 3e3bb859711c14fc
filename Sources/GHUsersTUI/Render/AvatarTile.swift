import GHTerminal
import GHText

/// What stands for an avatar where the terminal shows no images (xterm, tmux, the Linux
/// console) or before the image arrives: a tile with the account's initials on a colour picked
/// from its id, so the same account always has the same colour. Never a made-up picture.
enum AvatarTile {
    /// Backgrounds a tile can have, from the 256-colour palette: mid tones that white letters
    /// read on, on dark and light screens alike.
    static let colors: [UInt8] = [25, 30, 31, 61, 64, 90, 94, 96, 97, 125, 130, 132, 166, 167, 29, 60]

    /// The tile's colour for account `id` (a hash of it, so neighbours differ).
    static func color(id: Int) -> Color {
        var value = UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
        return .indexed(colors[Int(value % UInt64(colors.count))])
    }

    /// Up to two characters, upper-cased: the first letter or digit of each of a name's first two
    /// words that have one ("Person 4" is `P4`, "Mary Ann Smith" `MA`); a name of one such word
    /// gives its first; without a name, the login's first two letters or digits.
    static func initials(login: String, name: String?) -> String {
        let words = (name ?? "").split(whereSeparator: { $0.isWhitespace }).compactMap { word in
            word.first(where: { $0.isLetter || $0.isNumber })
        }
        if !words.isEmpty { return String(words.prefix(2)).uppercased() }
        let letters = login.filter { $0.isLetter || $0.isNumber }.prefix(2)
        return letters.isEmpty ? "?" : String(letters).uppercased()
    }

    /// Draws a tile `rows` high and twice as wide at `row`, `column`: the initials in the middle
    /// in bold white on the id's colour; reverse video without colour, where no id is known yet.
    static func draw(
        login: String, name: String?, id: Int?, row: Int, column: Int, rows: Int, into frame: inout ScreenBuffer, palette: Palette
    ) {
        guard rows > 0 else { return }
        let columns = rows * 2
        let style: Style
        if palette.color, let id {
            style = Style(foreground: .indexed(231), background: color(id: id), attributes: .bold)
        } else {
            style = Style(attributes: [.bold, .reverse])
        }
        for line in row..<row + rows {
            frame.put(String(repeating: " ", count: columns), row: line, column: column, style: style)
        }
        let text = TextSanitizer.line(initials(login: login, name: name))
        let width = TerminalText.width(text)
        frame.put(text, row: row + (rows - 1) / 2, column: column + (columns - width) / 2, style: style, maxWidth: columns)
    }
}
