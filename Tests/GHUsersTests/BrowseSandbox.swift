import Foundation
import GHTestSupport
import LoopbackHTTPServer

/// What a `gh-users browse` end-to-end test runs in: a home of its own, and the fake GitHub with
/// 300 users, profiles for user1, user2 and user4, three repositories for user2, and avatars.
final class BrowseSandbox: Sendable {
    /// How long a step may take before the test fails.
    static let wait = Duration.seconds(20)

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-browse-\(UUID().uuidString)")
    let server: LoopbackServer

    /// The sandbox, its avatar of user `id` answered as `avatars[id]` says where it says, and
    /// the logged-in side (the viewer and whom they follow) as `follows` keeps it.
    init(avatars: [Int: HTTPResponseSpec] = [:], follows: FakeFollows? = nil) throws {
        var fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(300))
        for id in [1, 2, 4] { fake.overrides["/users/user\(id)"] = .text(FakeGitHub.userJSON(id: id)) }
        for (id, avatar) in avatars { fake.overrides["/avatars/u/\(id)"] = avatar }
        fake.repositoryCounts["user2"] = 3
        fake.servesAvatars = true
        fake.follows = follows
        server = try fake.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    var favorites: URL { home.appendingPathComponent("data/gh-users/favorites.json") }

    /// The environment the browser runs in, with `extra` added.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": home.path, "TZ": "UTC",
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "GH_USERS_API_URL": server.baseURL.absoluteString,
            "SWIFT_BACKTRACE": "enable=no",
        ].merging(extra) { _, new in new }
    }

    /// Writes `settings` as the config file.
    func configure(_ settings: String) throws {
        let folder = home.appendingPathComponent("config/gh-users")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(settings.utf8).write(to: folder.appendingPathComponent("config.json"))
    }

    /// Starts `gh-users browse` with `arguments` in a terminal of its own.
    func launch(
        _ arguments: [String] = [], rows: Int = 24, columns: Int = 80, environment extra: [String: String] = [:],
        answers: [(query: [UInt8], answer: [UInt8])] = []
    ) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path, arguments: ["browse"] + arguments, environment: environment(extra), rows: rows,
            columns: columns, answers: answers)
    }

    /// Waits until the server has seen a request for `target`.
    func requested(_ target: String) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if server.requests.contains(where: { $0.target == target }) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Whether `line` is the selected row of `login`, with its initials tile or, on a terminal
    /// that shows images, the cells its avatar goes over.
    static func isSelected(_ login: String, on line: String) -> Bool {
        line.hasPrefix("│›   ") && line.dropFirst(5).drop { $0 == " " || $0.isUppercase || $0.isNumber }.hasPrefix(login + " ")
    }

    /// Row `row` of `screen`, or nothing past its end.
    static func line(_ screen: VirtualScreen, _ row: Int) -> String {
        let lines = screen.lines()
        return row < lines.count ? lines[row] : ""
    }
}
