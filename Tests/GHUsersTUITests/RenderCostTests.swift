import Foundation
import GHDomain
import GHTerminal
import Testing

@testable import GHUsersTUI

/// What a key costs on the wire: a one-row move on a wide screen writes a few hundred bytes,
/// not a screen.
struct RenderCostTests {
    @Test(arguments: [true, false]) func aOneRowMove_writesUnder300Bytes(_ color: Bool) {
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
