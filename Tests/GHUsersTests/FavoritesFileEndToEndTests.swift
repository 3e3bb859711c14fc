import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `gh-users fav` with something other than a favorites file where the file goes (damaged bytes,
/// a FIFO, symbolic links): the built binary fails each action naming it, leaves it as it was,
/// and listings still run.
@Suite(.timeLimit(.minutes(1)))
struct FavoritesFileEndToEndTests {
    /// `fav add`, `fav remove` and `fav list` each fail with `Error: <message>`.
    private static func expectFavoritesCommandsFail(with message: String, variables: [String: String]) async throws {
        for arguments in [["fav", "add", "mojombo"], ["fav", "remove", "octocat"], ["fav", "list"]] {
            let result = try await BinaryRunner.run(arguments, variables: variables)
            #expect(result == ProcessResult(stdout: "", stderr: "Error: \(message)\n", status: 1), "\(arguments)")
        }
    }

    /// A listing on a terminal still runs, without ★ marks, and warns once with `message`.
    private static func expectListingWithoutMarks(warning message: String, variables: [String: String]) async throws {
        let list = try await BinaryRunner.run(["list", "--per-page", "1", "--color", "never"], variables: variables, terminal: true)
        #expect(
            list
                == ProcessResult(
                    stdout: "LOGIN          ID  TYPE  PROFILE URL\nuser1           1  User  https://github.com/user1\n",
                    stderr:
                        "Warning: favorites are not marked: \(message)\nNext page: gh-users list --since 1 --per-page 1 --color never\n",
                    status: 0
                ))
    }
    @Test func damagedFile_isLeftIntact_addFails_listRuns() async throws {
        let server = try FavoritesEndToEndTests.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let damaged = "[{\"id\": 583231, \"login\": \"octocat\", \"na"
        try sandbox.write(damaged)
        let message =
            "the favorites file \(sandbox.file.path) is damaged (not valid JSON); it was left untouched: repair it, or move it away to start afresh"
        try await Self.expectFavoritesCommandsFail(with: message, variables: variables)
        #expect(server.requests.isEmpty)
        try await Self.expectListingWithoutMarks(warning: message, variables: variables)
        #expect(sandbox.contents() == damaged)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.file.deletingLastPathComponent().path)
        #expect(names.sorted() == ["favorites.json", "favorites.json.lock"])
    }

    @Test func aFIFOInPlaceOfTheFile_isAnError_notAHang() async throws {
        let server = try FavoritesEndToEndTests.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        try FileManager.default.createDirectory(at: sandbox.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.file.path, 0o600) == 0)
        let message = "cannot read the favorites file \(sandbox.file.path): not a regular file"
        // A run that waited for a writer would wait for ever: BinaryRunner's deadline would kill
        // it, and its output would not be the error expected.
        try await Self.expectFavoritesCommandsFail(with: message, variables: variables)
        try await Self.expectListingWithoutMarks(warning: message, variables: variables)
    }

    @Test func symbolicLinks_forFileOrLock_areNotFollowed() async throws {
        let server = try FavoritesEndToEndTests.fake().start()
        defer { server.stop() }
        let sandbox = FavoritesSandbox()
        let variables = sandbox.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let folder = sandbox.file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A link where the lock goes, to a file the link's owner wants created elsewhere.
        let planted = sandbox.dataHome.appendingPathComponent("planted")
        let lock = folder.appendingPathComponent("favorites.json.lock")
        try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: planted)
        let add = try await BinaryRunner.run(["fav", "add", "mojombo"], variables: variables)
        #expect(
            add
                == ProcessResult(
                    stdout: "", stderr: "Error: cannot save favorites to \(lock.path): a symbolic link, which is not followed\n", status: 1)
        )
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        try FileManager.default.removeItem(at: lock)
        // A link in place of the file, to favorites someone else chose.
        let elsewhere = sandbox.dataHome.appendingPathComponent("elsewhere.json")
        try Data("[]".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: sandbox.file, withDestinationURL: elsewhere)
        try await Self.expectFavoritesCommandsFail(
            with: "cannot read the favorites file \(sandbox.file.path): a symbolic link, which is not followed", variables: variables)
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "[]")
    }
}
