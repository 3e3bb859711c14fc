import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The list's avatars on a terminal that answers kitty's graphics query: the rows on screen ask
/// for small avatars (GitHub's `s`), never with the token; kitty is sent each once and then
/// given placements; a scroll takes away the one that left the screen, and quitting frees them.
@Suite(.timeLimit(.minutes(1)))
struct BrowseListAvatarEndToEndTests {
    private static let wait = BrowseSandbox.wait
    private static let query = Array("\u{1B}_Gi=31,s=1,v=1,a=q".utf8)
    private static let kitty = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8)
    /// The list's rows at 24 × 80: less the breadcrumb, the panel's borders, the headings and the status line.
    private static let rowsOnScreen = 19

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The rows on screen get small avatars: placed once, taken away on scroll, and freed on quit.
    @Test func rowsOnScreen_getSmallAvatars_placedOnce() async throws {
        let sandbox = try BrowseSandbox()
        try sandbox.configure(#"{"browse.images": "auto", "browse.preview": "off"}"#)
        let browse = try sandbox.launch(
            environment: ["GH_TOKEN": "secret-token"], answers: [(query: Self.query, answer: Self.kitty)])
        #expect(
            await browse.waitUntil(timeout: Self.wait) { _ in
                Self.count("\u{1B}_Ga=p,", in: browse.output) == Self.rowsOnScreen
            })
        let output = browse.output
        #expect(Self.count("\u{1B}_Ga=t,f=100,t=d,i=", in: output) == Self.rowsOnScreen, "each sent once")
        let avatars = sandbox.server.requests.filter { $0.path.hasPrefix("/avatars/u/") }
        #expect(avatars.count == Self.rowsOnScreen, "only the rows on screen")
        #expect(avatars.allSatisfy { $0.query == "v=4&s=40" }, "\(avatars.map(\.target))")
        #expect(avatars.allSatisfy { $0.header("Authorization") == nil }, "never with the token")
        // The first row's image went first, so kitty keeps it as 100 and places it first.
        #expect(output.contains("\u{1B}[4;6H\u{1B}_Ga=p,i="))
        browse.send(String(repeating: "j", count: Self.rowsOnScreen))
        #expect(
            await browse.waitUntil(timeout: Self.wait) { _ in
                Self.count("\u{1B}_Ga=d,d=i,", in: browse.output) == 1
            }, "the row scrolled out is taken away")
        #expect(
            await browse.waitUntil(timeout: Self.wait) { _ in
                sandbox.server.requests.filter { $0.path.hasPrefix("/avatars/u/") }.count == Self.rowsOnScreen + 1
            }, "the row scrolled in asks for its own")
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        #expect(Self.count("\u{1B}_Ga=d,d=I,", in: browse.output) >= Self.rowsOnScreen, "quitting frees what kitty kept")
    }
}
