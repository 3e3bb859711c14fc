import GHTerminal

/// One line of typed text and the cursor in it, edited as readline edits a line: characters go in
/// at the cursor; ← → Home End and Ctrl-a/e/b/f, Alt-b/f move; Backspace, Delete, Ctrl-w, Ctrl-u
/// and Ctrl-k take away. Pure and small: the prompts (`/`, `s`, `L`) each hold one.
struct LineEditor: Hashable, Sendable {
    /// The most characters a line holds.
    static let maximumLength = 256

    /// The characters, one grapheme each.
    private(set) var characters: [Character]
    /// Where the cursor is: before the character at this index, or at the end.
    private(set) var cursor: Int

    /// A line holding `text`, the cursor at its end.
    init(_ text: String = "") {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
    }

    /// The line.
    var text: String { String(characters) }

    /// The line before the cursor.
    var beforeCursor: String { String(characters[..<cursor]) }

    /// The editor after `input`, or `nil` when `input` does not edit a line (Enter, Esc, ↑ ↓ and
    /// the like are the prompt's).
    func applying(_ input: InputEvent) -> LineEditor? {
        var edited = self
        switch input {
        case .key(.character(let character)): edited.insert([character])
        case .paste(let pasted):
            // A line is one line: a paste keeps its first, without control characters.
            let line = pasted.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            edited.insert(Array(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init)))
        case .key(.left), .key(.control("b")): edited.cursor = max(0, cursor - 1)
        case .key(.right), .key(.control("f")): edited.cursor = min(characters.count, cursor + 1)
        case .key(.home), .key(.control("a")): edited.cursor = 0
        case .key(.end), .key(.control("e")): edited.cursor = characters.count
        case .key(.alt(.character("b"))): edited.cursor = wordStart()
        case .key(.alt(.character("f"))): edited.cursor = wordEnd()
        case .key(.backspace), .key(.control("h")):
            guard cursor > 0 else { return self }
            edited.remove(cursor - 1..<cursor)
        case .key(.delete), .key(.control("d")):
            guard cursor < characters.count else { return self }
            edited.remove(cursor..<cursor + 1)
        case .key(.control("w")): edited.remove(wordStart()..<cursor)
        case .key(.control("u")): edited.remove(0..<cursor)
        case .key(.control("k")): edited.remove(cursor..<characters.count)
        default: return nil
        }
        return edited
    }

    /// Puts `inserted` at the cursor, as much of it as the line has room for.
    private mutating func insert(_ inserted: [Character]) {
        let kept = inserted.prefix(max(0, Self.maximumLength - characters.count))
        characters.insert(contentsOf: kept, at: cursor)
        cursor += kept.count
        // What arrives a scalar at a time (an emoji joined with U+200D typed, an accent pasted
        // after its letter) joins the grapheme it makes, so that Backspace takes it whole.
        let before = String(characters[..<cursor])
        characters = Array(String(characters))
        cursor = min(before.count, characters.count)
    }

    /// Takes `range` out; the cursor goes to where it started.
    private mutating func remove(_ range: Range<Int>) {
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// Where the word before the cursor starts (spaces before it skipped), as Ctrl-w and Alt-b go.
    private func wordStart() -> Int {
        var index = cursor
        while index > 0 && characters[index - 1] == " " { index -= 1 }
        while index > 0 && characters[index - 1] != " " { index -= 1 }
        return index
    }

    /// Where the word after the cursor ends, as Alt-f goes.
    private func wordEnd() -> Int {
        var index = cursor
        while index < characters.count && characters[index] == " " { index += 1 }
        while index < characters.count && characters[index] != " " { index += 1 }
        return index
    }
}
