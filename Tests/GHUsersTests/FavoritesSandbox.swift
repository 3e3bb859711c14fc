import Foundation

/// A temporary `XDG_DATA_HOME` for a test, removed when the test is done with it: the
/// favorites file is `gh-users/favorites.json` inside.
final class FavoritesSandbox: Sendable {
    /// The folder to pass as `XDG_DATA_HOME`.
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-fav-\(UUID().uuidString)")

    /// The favorites file.
    var file: URL { dataHome.appendingPathComponent("gh-users/favorites.json") }

    /// The environment that points gh-users at this sandbox.
    var variables: [String: String] { ["XDG_DATA_HOME": dataHome.path] }

    /// Writes `text` as the favorites file.
    func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Writes a favorites file holding the test users with these ids, as `fav add` would.
    func writeFavorites(_ ids: [Int]) throws {
        let entries = ids.map { id in
            """
            {"id": \(id), "login": "user\(id)", "name": null, "avatar_url": "https://avatars.githubusercontent.com/u/\(id)?v=4", \
            "html_url": "https://github.com/user\(id)", "added_at": "2026-11-20T08:00:00Z"}
            """
        }
        try write("[" + entries.joined(separator: ",\n") + "]\n")
    }

    /// The favorites file's text, or `nil` when there is none.
    func contents() -> String? {
        (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) }
    }

    deinit { try? FileManager.default.removeItem(at: dataHome) }
}
