import Foundation
import GHDomain
import Synchronization
import Testing

@testable import GHData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FileFavoritesStore` when its file cannot be used: a damaged file is kept byte for byte and
/// named, an unreadable file and an uncreatable folder are errors.
@Suite(.timeLimit(.minutes(1)))
struct FileFavoritesStoreFailureTests {
    private typealias Sandbox = FileFavoritesStoreTests.Sandbox
    @Test func damagedFile_failsLoadAndUpdate_isKeptByteForByte() async throws {
        let cases: [(String, String)] = [
            ("{not json", "not valid JSON"),
            ("", "not valid JSON"),
            ("[{\"id\": 1, \"login\": \"a\", \"avatar_u", "not valid JSON"),
            ("{\"favorites\": []}", "not a JSON array of favorites"),
            (
                "[{\"id\": 1, \"avatar_url\": \"x\", \"html_url\": \"y\", \"added_at\": \"2026-01-01T00:00:00Z\"}]",
                "favorite 1 has no \"login\""
            ),
            (
                "[{\"id\": \"1\", \"login\": \"a\", \"avatar_url\": \"x\", \"html_url\": \"y\", \"added_at\": \"2026-01-01T00:00:00Z\"}]",
                "favorite 1 field \"id\" has the wrong type"
            ),
            (
                "[{\"id\": 1, \"login\": \"a\", \"avatar_url\": \"x\", \"html_url\": \"y\", \"added_at\": \"yesterday\"}]",
                "favorite 1 field \"added_at\" is not valid"
            ),
            (
                "[{\"host\": 443, \"id\": 1, \"login\": \"a\", \"avatar_url\": \"x\", \"html_url\": \"y\", \"added_at\": \"2026-01-01T00:00:00Z\"}]",
                "favorite 1 field \"host\" has the wrong type"
            ),
        ]
        for (text, detail) in cases {
            let sandbox = Sandbox()
            try sandbox.write(text)
            let inode = try sandbox.attribute(.systemFileNumber, of: sandbox.file)
            let expected = FavoritesFileError.corrupt(path: sandbox.file.path, detail: detail)
            await #expect(throws: expected, "case \(String(reflecting: (text, detail)))") { try await sandbox.store().load() }
            let transformed = Flag()
            await #expect(throws: expected, "case \(String(reflecting: (text, detail)))") {
                try await sandbox.store().update { list in
                    transformed.raise()
                    list.add(FileFavoritesStoreTests.favorite(1, "a"))
                }
            }
            #expect(!transformed.isRaised, "case \(String(reflecting: (text, detail)))")
            #expect(try sandbox.contents() == text, "case \(String(reflecting: (text, detail)))")
            #expect(try sandbox.attribute(.systemFileNumber, of: sandbox.file) == inode, "case \(String(reflecting: (text, detail)))")
            #expect(!FileManager.default.fileExists(atPath: sandbox.file.path + ".tmp"), "case \(String(reflecting: (text, detail)))")
        }
    }

    /// The corrupt message names the file, and says it was left untouched.
    @Test func corruptMessage_namesTheUntouchedFile() {
        let error = FavoritesFileError.corrupt(path: "/h/.local/share/gh-users/favorites.json", detail: "not valid JSON")
        #expect(
            error.localizedDescription
                == "the favorites file /h/.local/share/gh-users/favorites.json is damaged (not valid JSON); it was left untouched: repair it, or move it away to start afresh"
        )
    }

    @Test func aFileThatCannotBeRead_isUnreadable() async throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(at: sandbox.file, withIntermediateDirectories: true)
        await #expect(throws: FavoritesFileError.unreadable(path: sandbox.file.path, reason: "not a regular file")) {
            try await sandbox.store().load()
        }
    }

    @Test func aFolderThatCannotBeCreated_isUnwritable() async throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        try Data().write(to: sandbox.root.appendingPathComponent("data"))
        let reason = "cannot create \(sandbox.directory.path): \(String(cString: strerror(ENOTDIR)))"
        await #expect(throws: FavoritesFileError.unwritable(path: sandbox.file.path, reason: reason)) {
            try await sandbox.store().update { $0.add(FileFavoritesStoreTests.favorite(1, "a")) }
        }
    }
}

/// A flag a `@Sendable` closure can raise and a test can read.
private final class Flag: Sendable {
    private let raised = Atomic(false)

    func raise() { raised.store(true, ordering: .relaxed) }

    var isRaised: Bool { raised.load(ordering: .relaxed) }
}
