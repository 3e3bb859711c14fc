import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// What a key costs on the wire: a one-row move on a wide screen writes a few hundred bytes,
/// not a screen, whether it stays within the screen or scrolls the list beside the preview.
struct RenderCostTests {
    @Test func aOneRowMove_writesUnder300Bytes() {
        for color: Bool in [true, false] {
            var session = Session(
                .users(since: 0), rows: 60, columns: 200, options: BrowseOptions(color: color, timeZone: TimeZone(identifier: "UTC")!))
            session.answer(Samples.usersPage(Array(1...100)))
            var renderer = FrameRenderer()
            _ = renderer.render(Browser.render(session.state))
            for _ in 0..<5 {
                session.send(Samples.key(.down))
                let bytes = renderer.render(Browser.render(session.state))
                #expect(bytes.count <= 300, "\(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
    }

    /// Moves from the screen's last row, each scrolling the list a row while the preview beside
    /// it names the row selected: the list moves by a scroll region, its first row with it, and
    /// only the rows the selection left and reached, and the preview's changed cells, are drawn.
    @Test func scrollingMove_besideAPreview_writesUnder300Bytes() {
        for color in [true, false] { Self.scroll(color: color) }
    }

    private static func scroll(color: Bool) {
        var session = Session(
            .users(since: 0), rows: 60, columns: 200, options: BrowseOptions(color: color, timeZone: TimeZone(identifier: "UTC")!))
        session.answer(Samples.usersPage(Array(1...100)))
        #expect(session.state.preview.isShown(columns: 200))
        let height = Layout.listHeight(session.state.top!, in: session.state)
        for _ in 1..<height { session.send(Samples.key(.down)) }
        var renderer = FrameRenderer()
        _ = renderer.render(Browser.render(session.state))
        for move in 1...5 {
            session.send(Samples.key(.down))
            let bytes = renderer.render(Browser.render(session.state))
            #expect(session.state.topRow == move, "the move scrolled")
            #expect(renderer.lastScroll?.shift == 1, "by a scroll region")
            #expect(bytes.count <= 300, "\(bytes.count) bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
