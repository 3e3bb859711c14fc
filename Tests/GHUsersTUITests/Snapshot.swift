import Foundation
import GHTerminal
import Testing

/// Golden text files of rendered screens, in `Snapshots/` beside this file. A test compares the
/// frame's lines with its file; `GH_USERS_UPDATE_SNAPSHOTS=1 swift test` writes the files anew
/// instead, for review in the diff.
enum Snapshot {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Checks `lines` against `Snapshots/<name>.txt`, each line ending in `|` so trailing
    /// spaces show in the file.
    static func expect(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        compare(lines.map { $0 + "|" }.joined(separator: "\n") + "\n", named: name, sourceLocation: sourceLocation)
    }

    /// Checks `frame` with its styles against `Snapshots/<name>.txt`: under each line that has
    /// styled cells, a line of one letter a cell (`.` for plain), and the letters' styles at the
    /// end, so that what colour and attributes carry (the selection, a match) is reviewed too.
    static func expect(styled frame: ScreenBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var styles: [Style] = []
        var text = ""
        let lines = frame.lines()
        for row in 0..<frame.height {
            text += lines[row] + "|\n"
            var codes = ""
            for column in 0..<frame.width {
                let style = frame[row, column].style
                guard style != .plain else {
                    codes += "."
                    continue
                }
                if !styles.contains(style) { styles.append(style) }
                codes.append(letter(styles.firstIndex(of: style)!))
            }
            if codes.contains(where: { $0 != "." }) { text += ":" + codes + "\n" }
        }
        for (index, style) in styles.enumerated() { text += "\(letter(index)) = \(describe(style))\n" }
        compare(text, named: name, sourceLocation: sourceLocation)
    }

    private static func letter(_ index: Int) -> Character {
        Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(index % 26)))
    }

    private static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.foreground != .default { parts.append("fg \(style.foreground)") }
        if style.background != .default { parts.append("bg \(style.background)") }
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
        return parts.joined(separator: " ")
    }

    private static func compare(_ text: String, named name: String, sourceLocation: SourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["GH_USERS_UPDATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: file)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(file.path); run with GH_USERS_UPDATE_SNAPSHOTS=1 to write it", sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == expected, "\(name).txt differs; run with GH_USERS_UPDATE_SNAPSHOTS=1 and review the diff",
            sourceLocation: sourceLocation)
    }
}
