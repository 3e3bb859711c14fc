import Foundation
import GHDomain
import GHSystem
import Testing

@testable import GHData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders gh-users keeps state in are trusted only when they are the user's alone: one
/// another account owns is refused, one others may write in is made private first.
@Suite(.timeLimit(.minutes(1)))
struct PrivateDirectoryTests {
    /// Whether this process may hand a file to another user (only root may).
    static let canGiveAway = geteuid() == 0

    private final class Folder: Sendable {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-private-\(UUID().uuidString)")
        init() { try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
        func mode(_ path: String) -> mode_t {
            var status = stat()
            _ = stat(path, &status)
            return status.st_mode & 0o777
        }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aMissingFolder_isFine() {
        let folder = Folder()
        #expect(PrivateDirectory.check(folder.root.appendingPathComponent("not-yet").path) == nil)
    }

    @Test func theUsersOwnPrivateFolder_isFine_andKeepsItsMode() {
        let folder = Folder()
        chmod(folder.root.path, 0o700)
        #expect(PrivateDirectory.check(folder.root.path) == nil)
        #expect(folder.mode(folder.root.path) == 0o700)
    }

    @Test func usersOwnFolder_thatOthersCanWrite_isMadePrivate() {
        let folder = Folder()
        chmod(folder.root.path, 0o777)
        #expect(PrivateDirectory.check(folder.root.path) == nil)
        #expect(folder.mode(folder.root.path) == 0o700)
    }

    @Test func aFile_isNotAFolder() throws {
        let folder = Folder()
        let file = folder.root.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(PrivateDirectory.check(file.path) == .notADirectory)
        #expect(PrivateDirectory.Problem.notADirectory.reason == "it is not a folder")
    }

    @Test(.enabled(if: canGiveAway, "only root can give a folder to another user"))
    func aFolderOfAnotherUser_isRefused_andLeftAsItWas() {
        let folder = Folder()
        chmod(folder.root.path, 0o777)
        chown(folder.root.path, 65534, 65534)
        #expect(PrivateDirectory.check(folder.root.path) == .ownedByAnotherUser)
        #expect(folder.mode(folder.root.path) == 0o777)
        #expect(PrivateDirectory.Problem.ownedByAnotherUser.reason == "it belongs to another user")
    }

    @Test(.enabled(if: canGiveAway, "only root can give a folder to another user"))
    func favorites_inAFolderOfAnotherUser_areNotRead() async throws {
        let folder = Folder()
        let directory = folder.root.appendingPathComponent("gh-users")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: directory.appendingPathComponent("favorites.json"))
        chown(directory.path, 65534, 65534)
        let error = await #expect(throws: FavoritesFileError.self) {
            _ = try await FileFavoritesStore(directory: directory).load()
        }
        #expect(
            error?.localizedDescription
                == "cannot read the favorites file \(directory.path)/favorites.json: its folder \(directory.path) is not used: it belongs to another user"
        )
    }

    @Test(.enabled(if: canGiveAway, "only root can give a folder to another user"))
    func settings_inAFolderOfAnotherUser_areNotRead() throws {
        let folder = Folder()
        let file = folder.root.appendingPathComponent("config.json")
        try Data("{}".utf8).write(to: file)
        chown(folder.root.path, 65534, 65534)
        #expect(
            throws: SettingsUnreadable(path: file.path, reason: "its folder \(folder.root.path) is not used: it belongs to another user")
        ) {
            _ = try SettingsFile(url: file).load()
        }
    }
}
