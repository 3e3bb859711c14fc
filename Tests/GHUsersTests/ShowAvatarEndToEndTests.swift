import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `show LOGIN` on a terminal that shows images: the terminal is asked first (as `browse` asks),
/// the avatar is drawn at the card's top left with the name beside it, and the card is printed
/// straight to the terminal, as a pager would show the image's bytes as text.
@Suite(.timeLimit(.minutes(1)))
struct ShowAvatarEndToEndTests {
    private static let wait = Duration.seconds(20)
    /// The start of the probe `show` writes: the background question, then kitty's query.
    private static let probe = Array("\u{1B}]11;?\u{1B}\\\u{1B}_Gi=31,s=1,v=1,a=q".utf8)
    private static let kitty = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8)
    private static let xterm = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?64;1;2c".utf8)

    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-show-avatar-\(UUID().uuidString)")

    private func server(avatar: HTTPResponseSpec? = nil) throws -> LoopbackServer {
        var fake = FakeGitHub(userIDs: [1, 2])
        fake.overrides["/users/user2"] = .text(FakeGitHub.userJSON(id: 2))
        if let avatar { fake.overrides["/avatars/u/2"] = avatar }
        fake.servesAvatars = true
        return try fake.start()
    }

    private func environment(_ server: LoopbackServer, _ extra: [String: String] = [:]) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": home.path, "TZ": "UTC",
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "GH_USERS_API_URL": server.baseURL.absoluteString,
            "PAGER": "sed 's/^/P:/'", "NO_COLOR": "1",
        ].merging(extra) { _, new in new }
    }

    /// Runs `show user2 extra…` in a terminal that answers the probe with `answer` (or not at all).
    private func show(
        _ server: LoopbackServer, answer: [UInt8]?, _ extra: [String] = [], variables: [String: String] = [:], rows: Int = 24
    ) async throws -> (status: Int32?, screen: [String], output: String) {
        let process = try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path, arguments: ["show", "user2"] + extra,
            environment: environment(server, variables), rows: rows, columns: 120,
            answers: answer.map { [(query: Self.probe, answer: $0)] } ?? [])
        let status = await process.waitForExit(timeout: Self.wait)
        let screen = process.screen.lines().map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return (status, Array(screen.reversed().drop { $0.isEmpty }.reversed()), process.output)
    }

    /// The card of user2 as the stand-in serves it, `indent` to the right of an avatar or not,
    /// each line marked by the pager when it went through it.
    private static func card(_ server: LoopbackServer, beside avatar: Bool, paged: Bool = false) -> [String] {
        let gutter = avatar ? String(repeating: " ", count: 10) : ""
        let head = [gutter + "user2", gutter + "User"] + (avatar ? ["", ""] : [])
        let lines =
            head + [
                "", "  Profile   https://github.com/user2", "  Avatar    \(server.baseURL.absoluteString)/avatars/u/2?v=4",
            ]
        let host = "\(server.baseURL.host ?? ""):\(server.baseURL.port ?? 0)"
        return (paged ? lines.map { "P:" + $0 } : lines) + [
            "Log in (gh auth login --hostname \(host)) to see status, badges, pinned work and contributions."
        ]
    }

    /// The kitty images in `output`, each as the keys of its first chunk.
    private static func images(_ output: String) -> [String] {
        output.components(separatedBy: "\u{1B}_Ga=T,").dropFirst().map { String($0.prefix { $0 != ";" }) }
    }

    @Test func onKitty_avatarIsBesideTheName_cardNotPaged() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try server()
        defer { server.stop() }
        let result = try await show(server, answer: Self.kitty)
        #expect(result.status == 0)
        #expect(result.screen == Self.card(server, beside: true), "\(result.output)")
        // No id: an id names one image in the whole terminal, and would replace an earlier card's.
        #expect(Self.images(result.output) == ["f=100,t=d,c=8,r=4,C=1,q=2,m=1"])
        #expect(server.requests.map(\.path) == ["/users/user2", "/avatars/u/2"])
    }

    /// A card taller than the terminal would scroll its top, avatar and name, out of sight: it
    /// goes through the pager after all, without the avatar, which is not even fetched.
    @Test func cardTallerThanTheTerminal_isPagedWithoutAvatar() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try server()
        defer { server.stop() }
        // Beside the avatar the card takes 7 lines, as many as the terminal has.
        let result = try await show(server, answer: Self.kitty, rows: 7)
        #expect(result.status == 0)
        #expect(result.screen == Self.card(server, beside: false, paged: true), "\(result.output)")
        #expect(Self.images(result.output) == [])
        #expect(server.requests.map(\.path) == ["/users/user2"])
    }

    @Test func terminalWithoutImages_pagesCard_fetchesNoAvatar() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try server()
        defer { server.stop() }
        let result = try await show(server, answer: Self.xterm)
        #expect(result.status == 0)
        #expect(result.screen == Self.card(server, beside: false, paged: true), "\(result.output)")
        #expect(Self.images(result.output) == [])
        #expect(server.requests.map(\.path) == ["/users/user2"])
    }

    @Test func theImagesSettingOff_orJSON_askTheTerminalNothing() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try server()
        defer { server.stop() }
        let folder = home.appendingPathComponent("config/gh-users")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"browse.images": "off"}"#.utf8).write(to: folder.appendingPathComponent("config.json"))
        let off = try await show(server, answer: Self.kitty)
        #expect(off.status == 0)
        #expect(off.screen == Self.card(server, beside: false, paged: true), "\(off.output)")
        #expect(!off.output.contains("\u{1B}]11;?") && !off.output.contains("\u{1B}_G"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("config.json"))
        let json = try await show(server, answer: Self.kitty, ["--json", "login"])
        #expect(json.status == 0)
        #expect(json.screen == ["P:{", #"P:  "login": "user2""#, "P:}"], "\(json.output)")
        #expect(!json.output.contains("\u{1B}]11;?") && !json.output.contains("\u{1B}_G"))
    }

    /// An avatar whose bytes are no image is never handed to the terminal: the card is drawn
    /// without one, and `-v` says why.
    @Test func avatarThatIsNoImage_isLeftOut_verboseSaysWhy() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let page = HTTPResponseSpec(status: 200, headers: [("Content-Type", "image/png")], body: Data("<html>busy</html>".utf8))
        let server = try server(avatar: page)
        defer { server.stop() }
        let result = try await show(server, answer: Self.kitty, ["-v"])
        #expect(result.status == 0)
        #expect(Self.images(result.output) == [])
        let api = server.baseURL.absoluteString
        let screen = result.screen.map { $0.replacing(/\ [0-9]+ms$/, with: " Nms") }
        #expect(
            screen
                == [
                    "* no token for \(server.baseURL.host ?? ""):\(server.baseURL.port ?? 0)", "* GET \(api)/users/user2 200 Nms",
                    "* GET \(api)/avatars/u/2?v=4&s=192 200 Nms",
                    "* no avatar: its bytes are not a PNG, JPEG or GIF of at most 4096 pixels a side",
                ] + Self.card(server, beside: false), "\(result.output)")
    }
}
