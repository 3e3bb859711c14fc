import Foundation
import GHTestSupport
import Testing

@testable import GHTerminal

/// A list that scrolls by a few lines is moved by the terminal (a scroll region), and only the
/// rows that came into view are drawn: the emulated terminal still ends up showing the frame.
struct FrameRendererScrollTests {
    /// A title row, `height - 2` rows of a list starting at `first`, and a status row.
    private static func frame(first: Int, width: Int = 80, height: Int = 20) -> ScreenBuffer {
        var frame = ScreenBuffer(width: width, height: height)
        frame.put("Users", row: 0, column: 0, style: Style(attributes: .bold))
        for row in 1..<(height - 1) {
            frame.put("  user\(first + row - 1)  User  https://github.com/user\(first + row - 1)", row: row, column: 0)
        }
        frame.put("j/k move  q quit", row: height - 1, column: 0, style: Style(attributes: .dim))
        return frame
    }

    private static func check(from old: ScreenBuffer, to new: ScreenBuffer) -> [UInt8] {
        var renderer = FrameRenderer()
        var screen = VirtualScreen(rows: old.height, columns: old.width)
        screen.apply(renderer.render(old))
        let bytes = renderer.render(new)
        screen.apply(bytes)
        #expect(screen.buffer == new)
        return bytes
    }

    /// A list scrolled up a few lines is moved by the terminal, and only the new rows are drawn.
    @Test func scrolledList_isMovedByTheTerminal_newRowsDrawn() {
        for shift in 1...3 {
            let bytes = Self.check(from: Self.frame(first: 1), to: Self.frame(first: 1 + shift))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\u{1B}[2;\(19)r\u{1B}[\(shift)S\u{1B}[r"), "\(text.debugDescription)")
            #expect(bytes.count < 60 + shift * 60, "\(bytes.count) bytes")
        }
    }

    /// A list scrolled beside a pane whose first lines change moves its top row too, and draws only the pane's cells.
    @Test func listBesideAChangingPane_scrollsItsTopRowToo() {
        /// A list on the left, and on the right a pane whose first two lines name the row at
        /// the list's top, as a preview names the row selected.
        func frame(first: Int) -> ScreenBuffer {
            var frame = Self.frame(first: first, width: 80, height: 20)
            frame.put("│ @user\(first + 10)", row: 1, column: 50, style: Style(foreground: .indexed(75), attributes: .bold))
            frame.put("│ …", row: 2, column: 50, style: Style(attributes: .dim))
            for row in 3..<19 { frame.put("│", row: row, column: 50) }
            return frame
        }
        let bytes = Self.check(from: frame(first: 1), to: frame(first: 2))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[2;19r\u{1B}[1S\u{1B}[r"), "the list's top row scrolls with the rest: \(text.debugDescription)")
        #expect(bytes.count < 160, "\(bytes.count) bytes: \(text.debugDescription)")
    }

    @Test func aListScrolledDown_isMovedTheOtherWay() {
        let bytes = Self.check(from: Self.frame(first: 10), to: Self.frame(first: 8))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2;19r\u{1B}[2T\u{1B}[r"))
    }

    @Test func randomScrollsOfRandomLists_alwaysLeaveTheFrame() {
        var random = SeededRandom()
        var renderer = FrameRenderer()
        var screen = VirtualScreen(rows: 24, columns: 60)
        var first = 1
        for step in 0..<120 {
            first = max(1, first + Int.random(in: -8...8, using: &random))
            var frame = Self.frame(first: first, width: 60, height: 24)
            if Bool.random(using: &random) {
                frame.put(
                    "›", row: Int.random(in: 1...22, using: &random), column: 0, style: Style(foreground: .brightWhite, background: .blue))
            }
            screen.apply(renderer.render(frame))
            #expect(screen.buffer == frame, "step \(step) \(random.replay)")
            if screen.buffer != frame { break }
        }
    }
}
