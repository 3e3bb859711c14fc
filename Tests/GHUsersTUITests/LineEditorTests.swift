import GHTerminal
import Testing

@testable import GHUsersTUI

/// The prompts edit a line as readline does: each key against the line and cursor it leaves.
struct LineEditorTests {
    private static func edit(_ start: String, _ keys: [Key]) -> (String, Int) {
        var editor = LineEditor(start)
        for key in keys { editor = editor.applying(.key(key)) ?? editor }
        return (editor.text, editor.cursor)
    }

    @Test func keys_editTheLineAtTheCursor() {
        let cases: [(String, [Key], String, Int)] = [
            ("abc", [Key.left, .left, .character("X")], "aXbc", 2),
            ("abc", [.home, .character("X")], "Xabc", 1),
            ("abc", [.control("a"), .control("e"), .character("X")], "abcX", 4),
            ("abc", [.control("b"), .control("b"), .control("f"), .character("X")], "abXc", 3),
            ("abc", [.left, .backspace], "ac", 1),
            ("abc", [.home, .delete], "bc", 0),
            ("abc", [.home, .control("d")], "bc", 0),
            ("tom location:lisbon", [.control("w")], "tom ", 4),
            ("tom location:lisbon  ", [.control("w")], "tom ", 4),
            ("tom location:lisbon", [.alt(.character("b")), .control("u")], "location:lisbon", 0),
            ("tom location:lisbon", [.alt(.character("b")), .alt(.character("b")), .control("k")], "", 0),
            ("tom location:lisbon", [.home, .alt(.character("f")), .control("k")], "tom", 3),
            ("", [.backspace, .delete, .left, .right], "", 0),
        ]
        for (start, keys, text, cursor) in cases {
            let (edited, at) = Self.edit(start, keys)
            #expect(edited == text, "case \(String(reflecting: (start, keys, text, cursor)))")
            #expect(at == cursor, "case \(String(reflecting: (start, keys, text, cursor)))")
        }
    }

    /// A paste keeps its first line, without controls, at the cursor.
    @Test func paste_insertsItsFirstLineWithoutControls() {
        let editor = LineEditor("ab").applying(.key(.left))!.applying(.paste("x\u{7}y\nsecond"))!
        #expect(editor.text == "axyb")
        #expect(editor.cursor == 3)
    }

    /// Scalars typed one by one join the grapheme they make, and backspace takes it whole.
    @Test func scalarsTypedOneByOne_joinTheirGrapheme() {
        // 👩‍💻: woman, zero-width joiner, laptop, as a terminal sends them.
        let keys: [Key] = ["a", "\u{1F469}", "\u{200D}", "\u{1F4BB}"].map { .character(Character($0)) }
        var editor = LineEditor()
        for key in keys { editor = editor.applying(.key(key)) ?? editor }
        #expect(editor.text == "a\u{1F469}\u{200D}\u{1F4BB}")
        #expect(editor.cursor == 2)
        editor = editor.applying(.key(.backspace))!
        #expect(editor.text == "a" && editor.cursor == 1)
        let pasted = LineEditor("e").applying(.paste("\u{301}x"))!
        #expect(pasted.text == "e\u{301}x" && pasted.cursor == 2, "the accent joins its letter")
    }

    @Test func aLine_holdsAtMost256Characters() {
        var editor = LineEditor(String(repeating: "a", count: 300))
        #expect(editor.text.count == 256)
        editor = editor.applying(.key(.character("b")))!
        #expect(editor.text.count == 256)
        #expect(editor.applying(.key(.enter)) == nil, "Enter is the prompt's")
    }

    @Test func upAndDown_walkThisRunsSearches_thenWhatWasTyped() {
        var session = Session(.users(since: 0))
        for query in ["tom", "location:lisbon"] {
            session.send([Samples.key(.character("s")), Samples.key(.control("u"))] + Samples.type(query) + [Samples.key(.enter)])
        }
        session.send(Samples.key(.character("s")))
        #expect(session.lines.last == "Search: location:lisbon", "s opens with the search shown")
        session.send([Samples.key(.control("u"))] + Samples.type("new"))
        session.send(Samples.key(.up))
        #expect(session.lines.last == "Search: location:lisbon")
        session.send(Samples.key(.up))
        #expect(session.lines.last == "Search: tom")
        session.send(Samples.key(.up))
        #expect(session.lines.last == "Search: tom", "nothing older")
        session.send([Samples.key(.down), Samples.key(.down)])
        #expect(session.lines.last == "Search: new")
    }

    @Test func cursor_isReverseVideo_andALongLineKeepsItInSight() {
        var session = Session(.users(since: 0), rows: 12, columns: 20)
        session.send([Samples.key(.character("s"))] + Samples.type("abcdefghijklmnopqrstuvwxyz"))
        let frame = Browser.render(session.state)
        #expect(frame.lines().last == "Search: pqrstuvwxyz")
        #expect(frame[11, 19].style.attributes.contains(.reverse))
        session.send(Array(repeating: Samples.key(.left), count: 20))
        let moved = Browser.render(session.state)
        #expect(moved.lines().last == "Search: abcdefghijkl")
        #expect(moved[11, 14].character == "g")
        #expect(moved[11, 14].style.attributes.contains(.reverse))
    }
}
