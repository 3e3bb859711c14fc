import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// An avatar is handed to the terminal only when its own bytes are a PNG, JPEG or GIF of at most
/// 4096 pixels a side, whatever its content type says: a small file claiming 60000×60000 pixels
/// (which kitty or iTerm2 would allocate) or an HTML page called an image never reaches it.
@Suite(.timeLimit(.minutes(1)))
struct BrowseImageSafetyTests {
    private static let wait = BrowseSandbox.wait
    /// The start of the query `browse.images` asks, which the terminals below answer.
    private static let query = Array("\u{1B}_Gi=31,s=1,v=1,a=q".utf8)
    private static let kitty = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8)
    private static let iTerm2 = Array("\u{1B}]1337;ReportCellSize=17.0;8.0;2.0\u{1B}\\\u{1B}[?62c".utf8)

    /// A real 32-pixel PNG whose IHDR claims `side` × `side` pixels.
    private static func png(claiming side: UInt32) -> Data {
        var bytes = [UInt8](TinyPNG.image(seed: 2, size: 32))
        let size = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: side >> $0) }
        bytes.replaceSubrange(16..<24, with: size + size)
        return Data(bytes)
    }

    private static func image(_ body: Data) -> HTTPResponseSpec {
        HTTPResponseSpec(status: 200, headers: [("Content-Type", "image/png")], body: body)
    }

    /// Opens user2's card on a terminal that answers `answer`, with user2's avatar `avatar`; once
    /// the avatar was asked for (and, when `shown` is given, once that part of it was drawn),
    /// draws the card twice more; then opens user4's, whose avatar is a plain 32-pixel PNG, and
    /// waits for it to be drawn. The images the browser sent, one line of its header each.
    private static func browse(avatar: HTTPResponseSpec, answer: [UInt8], shown: String? = nil) async throws -> [String] {
        let sandbox = try BrowseSandbox(avatars: [2: avatar])
        try sandbox.configure(#"{"browse.images": "auto"}"#)
        let browse = try sandbox.launch(answers: [(query: Self.query, answer: answer)])
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user1", on: BrowseSandbox.line($0, 3)) })
        browse.send("j\r")
        #expect(
            await browse.waitUntil(timeout: Self.wait) { _ in
                // The card's avatar, asked at its size (the list's row asked for a small one).
                sandbox.server.requests.contains { $0.path == "/avatars/u/2" && $0.queryValue("s") == "192" }
            })
        if let shown { #expect(await browse.waitUntil(timeout: Self.wait) { _ in browse.output.contains(shown) }) }
        // Each of these draws the card again, with the avatar if it may be shown.
        browse.send("f")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "★ user2 is a favorite" })
        browse.send("f")
        #expect(await browse.waitUntil(timeout: Self.wait) { $0.lines().last == "user2 is no longer a favorite" })
        browse.send([0x1B])
        #expect(await browse.waitUntil(timeout: Self.wait) { BrowseSandbox.isSelected("user2", on: BrowseSandbox.line($0, 4)) })
        browse.send("j\r")
        #expect(
            await browse.waitUntil(timeout: Self.wait) { _ in
                Self.cardShows(Self.marker(TinyPNG.image(seed: 4, size: 32)), in: browse.output)
            })
        browse.send("q")
        #expect(await browse.waitForExit(timeout: Self.wait) == 0)
        return Self.images(in: browse.output)
    }

    /// Whether the last card image in `output` (kitty's, or iTerm2's 8 × 4 cells: not a list
    /// row's) holds `marker` in its first chunk.
    private static func cardShows(_ marker: String, in output: String) -> Bool {
        let kitty = output.range(of: "\u{1B}_Ga=T,", options: .backwards)
        let iTerm2 = output.range(of: ";width=8;height=4;", options: .backwards)
        guard let start = [kitty, iTerm2].compactMap({ $0 }).max(by: { $0.lowerBound < $1.lowerBound }) else { return false }
        let rest = output[start.upperBound...]
        let end = rest.firstIndex { $0 == "\u{07}" || $0 == "\u{1B}" } ?? rest.endIndex
        return rest[..<end].contains(marker)
    }

    /// A part of `image`'s base64 that tells it from another avatar, within its first 4096.
    private static func marker(_ image: Data) -> String {
        String(image.base64EncodedString().dropFirst(200).prefix(64))
    }

    /// The start of each card's image in `output`: kitty's first chunk's keys, or iTerm2's file
    /// header (the list's small avatars, 2 × 1 cells, left out).
    private static func images(in output: String) -> [String] {
        let kitty = output.components(separatedBy: "\u{1B}_Ga=T,").dropFirst().map { "kitty " + $0.prefix { $0 != ";" } }
        let iTerm2 = output.components(separatedBy: "\u{1B}]1337;File=").dropFirst().map { "iTerm2 " + $0.prefix { $0 != ":" } }
        return kitty + iTerm2.filter { !$0.contains(";width=2;height=1;") }
    }

    private static let user4Size = TinyPNG.image(seed: 4, size: 32).count
    private static let user4Kitty = "kitty f=100,t=d,i=1,c=8,r=4,C=1,q=2,m=1"
    private static let user4ITerm2 = "iTerm2 inline=1;size=\(user4Size);width=8;height=4;preserveAspectRatio=1"

    /// A PNG claiming 60000 pixels reaches neither kitty nor iTerm2.
    @Test func pngClaiming60000Pixels_reachesNeitherProtocol() async throws {
        let bomb = Self.image(Self.png(claiming: 60000))
        let kitty = try await Self.browse(avatar: bomb, answer: Self.kitty)
        #expect(kitty == [Self.user4Kitty])
        let iTerm2 = try await Self.browse(avatar: bomb, answer: Self.iTerm2)
        #expect(iTerm2 == [Self.user4ITerm2])
    }

    @Test func anHTMLPageCalledAPNG_isNotSentToITerm2AsAnImage() async throws {
        let page = Data("<!DOCTYPE html><html><body>Too many requests</body></html>".utf8)
        let shown = try await Self.browse(avatar: Self.image(page), answer: Self.iTerm2)
        #expect(shown == [Self.user4ITerm2])
    }

    @Test func aPNGOf4096Pixels_andAJPEG_doReachITerm2() async throws {
        let png = Self.png(claiming: 4096)
        let large = try await Self.browse(avatar: Self.image(png), answer: Self.iTerm2, shown: Self.marker(png))
        #expect(
            large == [
                "iTerm2 inline=1;size=\(png.count);width=8;height=4;preserveAspectRatio=1", Self.user4ITerm2,
            ])
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x20, 0x00, 0x20]
            + [0x01, 0x01, 0x11, 0x00, 0xFF, 0xDA, 0x00, 0x02, 0x00, 0xFF, 0xD9]
        let photo = try await Self.browse(avatar: Self.image(Data(jpeg)), answer: Self.iTerm2, shown: Data(jpeg).base64EncodedString())
        #expect(
            photo == [
                "iTerm2 inline=1;size=\(jpeg.count);width=8;height=4;preserveAspectRatio=1", Self.user4ITerm2,
            ])
    }
}
