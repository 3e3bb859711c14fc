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

/// `FileFavoritesStore` in a temporary folder: the file's shape, permissions, locking, atomic
/// replacement, and a damaged file left exactly as it was.
@Suite(.timeLimit(.minutes(1)))
struct FileFavoritesStoreTests {
    /// A fresh folder that is removed when the test ends; the store's folder is `gh-users` in it.
    final class Sandbox: Sendable {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-store-\(UUID().uuidString)")
        var directory: URL { root.appendingPathComponent("data/gh-users") }
        var file: URL { directory.appendingPathComponent("favorites.json") }

        func store(lockTimeout: TimeInterval = 10) -> FileFavoritesStore {
            FileFavoritesStore(directory: directory, lockTimeout: lockTimeout)
        }

        func write(_ text: String) throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        func contents() throws -> String {
            String(decoding: try Data(contentsOf: file), as: UTF8.self)
        }

        func attribute(_ key: FileAttributeKey, of url: URL) throws -> Int? {
            (try FileManager.default.attributesOfItem(atPath: url.path)[key] as? NSNumber)?.intValue
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    static func favorite(_ id: Int, _ login: String, name: String? = nil) -> FavoriteUser {
        FavoriteUser(
            host: "api.github.com", id: id, login: login, name: name, avatarURL: "https://avatars.githubusercontent.com/u/\(id)?v=4",
            htmlURL: "https://github.com/\(login)", addedAt: Date(timeIntervalSince1970: 1_795_262_400 + TimeInterval(id)))
    }

    @Test func load_withoutAFile_isEmpty_andCreatesNothing() async throws {
        let sandbox = Sandbox()
        #expect(try await sandbox.store().load() == FavoriteList())
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.path))
    }

    /// `update` writes a JSON array with GitHub's field names, in the order added.
    @Test func update_writesGitHubsFieldNames_inTheOrderAdded() async throws {
        let sandbox = Sandbox()
        try await sandbox.store().update { $0.add(Self.favorite(583231, "octocat", name: "The Octocat")) }
        try await sandbox.store().update { $0.add(Self.favorite(1, "mojombo")) }
        #expect(
            try sandbox.contents() == """
                [
                  {
                    "added_at" : "2026-11-28T06:00:31Z",
                    "avatar_url" : "https://avatars.githubusercontent.com/u/583231?v=4",
                    "host" : "api.github.com",
                    "html_url" : "https://github.com/octocat",
                    "id" : 583231,
                    "login" : "octocat",
                    "name" : "The Octocat"
                  },
                  {
                    "added_at" : "2026-11-21T12:00:01Z",
                    "avatar_url" : "https://avatars.githubusercontent.com/u/1?v=4",
                    "host" : "api.github.com",
                    "html_url" : "https://github.com/mojombo",
                    "id" : 1,
                    "login" : "mojombo",
                    "name" : null
                  }
                ]

                """)
        #expect(
            try await sandbox.store().load().users == [Self.favorite(583231, "octocat", name: "The Octocat"), Self.favorite(1, "mojombo")])
    }

    /// Loading a file written before hosts reads every favorite as github.com's, and leaves the file as it was.
    @Test func load_ofAFileBeforeHosts_readsAllAsGitHubComs() async throws {
        let sandbox = Sandbox()
        let old = """
            [{"added_at":"2026-11-28T06:00:31Z","avatar_url":"https://avatars.githubusercontent.com/u/583231?v=4","html_url":"https://github.com/octocat","id":583231,"login":"octocat","name":"The Octocat"},
             {"added_at":"2026-11-21T12:00:01Z","avatar_url":"https://avatars.githubusercontent.com/u/1?v=4","html_url":"https://github.com/mojombo","id":1,"login":"mojombo","name":null}]

            """
        try sandbox.write(old)
        let expected = [Self.favorite(583231, "octocat", name: "The Octocat"), Self.favorite(1, "mojombo")]
        #expect(try await sandbox.store().load().users == expected)
        // Nothing to change: the file stays in the old format.
        try await sandbox.store().update { $0.add(Self.favorite(1, "mojombo")) }
        #expect(try sandbox.contents() == old)
    }

    /// Updating a file written before hosts saves every favorite with its host, and keeps unknown fields.
    @Test func update_ofAFileBeforeHosts_savesEachWithItsHost() async throws {
        let sandbox = Sandbox()
        try sandbox.write(
            """
            [{"added_at":"2026-11-21T12:00:01Z","avatar_url":"https://avatars.githubusercontent.com/u/1?v=4","html_url":"https://github.com/mojombo","id":1,"login":"mojombo","name":null,"note":{"from":"a newer version"},"stars":[1,2]}]
            """)
        let enterprise = {
            var user = Self.favorite(1, "ghe-admin")
            user.host = "ghe.example.com"
            return user
        }()
        try await sandbox.store().update { $0.add(enterprise) }
        #expect(
            try sandbox.contents() == """
                [
                  {
                    "added_at" : "2026-11-21T12:00:01Z",
                    "avatar_url" : "https://avatars.githubusercontent.com/u/1?v=4",
                    "host" : "api.github.com",
                    "html_url" : "https://github.com/mojombo",
                    "id" : 1,
                    "login" : "mojombo",
                    "name" : null,
                    "note" : {
                      "from" : "a newer version"
                    },
                    "stars" : [
                      1,
                      2
                    ]
                  },
                  {
                    "added_at" : "2026-11-21T12:00:01Z",
                    "avatar_url" : "https://avatars.githubusercontent.com/u/1?v=4",
                    "host" : "ghe.example.com",
                    "html_url" : "https://github.com/ghe-admin",
                    "id" : 1,
                    "login" : "ghe-admin",
                    "name" : null
                  }
                ]

                """)
        let loaded = try await sandbox.store().load()
        #expect(loaded.hosts == ["api.github.com", "ghe.example.com"])
        #expect(
            loaded.users.first?.otherFields == [
                "note": .object(["from": .string("a newer version")]), "stars": .array([.integer(1), .integer(2)]),
            ])
    }

    @Test func update_createsFolder0700_andFileAndLock0600() async throws {
        let sandbox = Sandbox()
        let previous = umask(0)
        defer { umask(previous) }
        try await sandbox.store().update { $0.add(Self.favorite(1, "a")) }
        #expect(try sandbox.attribute(.posixPermissions, of: sandbox.directory) == 0o700)
        #expect(try sandbox.attribute(.posixPermissions, of: sandbox.directory.deletingLastPathComponent()) == 0o700)
        #expect(try sandbox.attribute(.posixPermissions, of: sandbox.file) == 0o600)
        #expect(try sandbox.attribute(.posixPermissions, of: URL(fileURLWithPath: sandbox.file.path + ".lock")) == 0o600)
    }

    @Test func update_replacesByRenaming_leavingNoTemporaryFile() async throws {
        let sandbox = Sandbox()
        try await sandbox.store().update { $0.add(Self.favorite(1, "a")) }
        let before = try sandbox.attribute(.systemFileNumber, of: sandbox.file)
        // A temporary file left by a run that was killed mid-write is written over.
        try Data("half a fil".utf8).write(to: URL(fileURLWithPath: sandbox.file.path + ".tmp"))
        try await sandbox.store().update { $0.add(Self.favorite(2, "b")) }
        #expect(try sandbox.attribute(.systemFileNumber, of: sandbox.file) != before)
        #expect(try await sandbox.store().load().users.map(\.id) == [1, 2])
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path).sorted()
        #expect(names == ["favorites.json", "favorites.json.lock"])
    }

    @Test func update_thatChangesNothing_doesNotWrite() async throws {
        let sandbox = Sandbox()
        let store = sandbox.store()
        let removed = try await store.update { $0.remove(login: "nobody") }
        #expect(removed == nil)
        #expect(!FileManager.default.fileExists(atPath: sandbox.file.path))
        try await store.update { $0.add(Self.favorite(1, "a")) }
        let before = try sandbox.attribute(.systemFileNumber, of: sandbox.file)
        let added = try await store.update { $0.add(Self.favorite(1, "a")) }
        #expect(!added)
        #expect(try sandbox.attribute(.systemFileNumber, of: sandbox.file) == before)
    }

    /// A file larger than it may hold is not written, so it can still be read.
    @Test func oversizedFile_isNotWritten_soItCanStillBeRead() throws {
        let sandbox = Sandbox()
        let file = LockedFile<FavoritesFileError>(url: sandbox.file, sizeLimit: 2048)
        try file.withExclusiveLock(timeout: 1) {
            try file.replace(with: Data(repeating: 0x20, count: 2048))
            #expect(
                throws: FavoritesFileError.unwritable(
                    path: sandbox.file.path, reason: "it would grow past the 2 KiB gh-users reads; remove some first")
            ) {
                try file.replace(with: Data(repeating: 0x20, count: 2049))
            }
        }
        #expect(try file.read()?.count == 2048, "the file as it was, which can be read")
    }

    @Test func update_waitsForTheLock_andGivesUpAfterTheTimeout() async throws {
        let sandbox = Sandbox()
        try await sandbox.store().update { $0.add(Self.favorite(1, "a")) }
        let holder = open(sandbox.file.path + ".lock", O_RDWR)
        #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
        await #expect(throws: FavoritesFileError.lockTimedOut(path: sandbox.file.path + ".lock")) {
            try await sandbox.store(lockTimeout: 0.2).update { $0.add(Self.favorite(2, "b")) }
        }
        #expect(try await sandbox.store().load().users.map(\.id) == [1])
        flock(holder, LOCK_UN)
        close(holder)
        try await sandbox.store(lockTimeout: 0.2).update { $0.add(Self.favorite(2, "b")) }
        #expect(try await sandbox.store().load().users.map(\.id) == [1, 2])
    }

    @Test func update_fromManyThreadsAtOnce_losesNothing() async throws {
        let sandbox = Sandbox()
        let errors = await withTaskGroup(of: (any Error)?.self) { group in
            for index in 0..<20 {
                group.addTask {
                    do {
                        try await sandbox.store().update { $0.add(Self.favorite(index + 1, "user\(index + 1)")) }
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.compactMap { $0 }.reduce(into: [any Error]()) { $0.append($1) }
        }
        #expect(errors.isEmpty)
        #expect(try await sandbox.store().load().ids == Set(1...20))
    }
}
