import Foundation
import GHTestSupport
import Testing

@testable import GHTerminal

/// Many random frames, each changed a little from the last (now and then resized, redrawn
/// from scratch or scribbled over by someone else): the renderer's bytes, applied to an
/// emulated terminal, must always leave exactly the frame and cursor on it. A failure names the
/// seed; `GH_USERS_TEST_SEED=<seed>` replays it.
struct FrameRendererPropertyTests {
    private static let texts = [
        "a", "b", "xyz", " ", "   ", "中", "文字", "😀", "é", "e\u{301}", "-", "|", "user-42", "日本語のテキスト", "🚀 go", "tab\there",
    ]
    private static let colors: [Color] = [.default, .red, .blue, .cyan, .brightWhite]
    private static let attributes: [TextAttributes] = [[], [], .bold, .reverse, .underline, [.bold, .reverse]]

    @Test func renderedBytes_reproduceEveryFrameOnAnEmulator() {
        let environment = ProcessInfo.processInfo.environment["GH_USERS_TEST_SEED"].flatMap { UInt64($0) }
        let seeds = environment.map { [$0] } ?? [1, UInt64.random(in: 2...UInt64.max)]
        for seed in seeds {
            check(seed: seed, frames: 300)
        }
    }

    private func check(seed: UInt64, frames: Int) {
        var random = SeededRandom(seed: seed)
        var renderer = FrameRenderer(backgroundColorErase: seed % 2 == 1)
        var rows = Int.random(in: 1...12, using: &random)
        var columns = Int.random(in: 1...40, using: &random)
        var screen = VirtualScreen(rows: rows, columns: columns)
        if Bool.random(using: &random) { screen.apply(EscapeSequence.privateMode(7, false)) }
        var frame = ScreenBuffer(width: columns, height: rows)
        var lastFrame = frame
        for index in 0..<frames {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<4:
                rows = Int.random(in: 1...12, using: &random)
                columns = Int.random(in: 1...40, using: &random)
                screen.resize(rows: rows, columns: columns)
                frame = ScreenBuffer(width: columns, height: rows)
            case 4..<8:
                renderer.invalidate()
                screen.apply(Array("\u{1B}[H\u{1B}[1;45mscribble\u{1B}[?25h\r\n中".utf8))
            case 8..<12:
                frame = ScreenBuffer(width: columns, height: rows)
            default:
                break
            }
            for _ in 0..<Int.random(in: 0...6, using: &random) { change(&frame, using: &random) }
            let cursor =
                Bool.random(using: &random)
                ? nil : CellPosition(row: Int.random(in: 0..<rows, using: &random), column: Int.random(in: 0..<columns, using: &random))
            let previousFrame = lastFrame
            let bytes = renderer.render(frame, cursor: cursor)
            lastFrame = frame
            screen.apply(bytes)
            guard screen.buffer == frame, screen.isCursorVisible == (cursor != nil), cursor.map({ $0 == screen.cursor }) ?? true else {
                Issue.record(
                    """
                    seed \(seed), frame \(index): the emulated screen differs from the frame
                    expected: \(frame.lines()) cursor \(String(describing: cursor))
                    actual:   \(screen.lines()) cursor \(screen.cursor) visible \(screen.isCursorVisible)
                    previous: \(previousFrame.lines())
                    bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)
                    """
                )
                return
            }
        }
    }

    private func change(_ frame: inout ScreenBuffer, using random: inout SeededRandom) {
        let style = Style(
            foreground: Self.colors.randomElement(using: &random)!,
            background: Self.colors.randomElement(using: &random)!,
            attributes: Self.attributes.randomElement(using: &random)!
        )
        let row = Int.random(in: 0..<frame.height, using: &random)
        if Int.random(in: 0..<8, using: &random) == 0 {
            frame.fill(row: row, style: style)
            return
        }
        let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.texts.randomElement(using: &random)! }.joined()
        let maxWidth = Bool.random(using: &random) ? nil : Int.random(in: 0...frame.width, using: &random)
        frame.put(text, row: row, column: Int.random(in: 0..<frame.width, using: &random), style: style, maxWidth: maxWidth)
    }
}
