import Foundation
import GHData
import GHDomain
import GHTestStubs
import GHTestSupport
import GHWire
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `FileSnapshotStore` in a temporary folder: the file's place and shape, its permissions and
/// lock, users kept as sent, and a damaged file left exactly as it was.
struct FileSnapshotStoreTests {
    private final class Sandbox: Sendable {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-snapshots-\(UUID().uuidString)")
        var directory: URL { root.appendingPathComponent("gh-users/snapshots") }
        func store(lockTimeout: TimeInterval = 10) -> FileSnapshotStore {
            FileSnapshotStore(directory: directory, lockTimeout: lockTimeout)
        }
        func mode(_ url: URL) throws -> Int? {
            (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
        }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    private static let key = UserListSnapshot.Key(host: "api.github.com", login: Login("OctoCat")!, list: .followers)
    private static let monday = Date(timeIntervalSince1970: 1_795_262_400)

    private static func user(_ id: Int) -> Sent<UserSummary> {
        Sent(
            UserSummary(
                login: "user\(id)", id: id, type: "User", siteAdmin: id == 2, avatarURL: "https://a.test/\(id)",
                htmlURL: "https://h.test/\(id)"))
    }

    /// A snapshot is a file of its host and login, one user a line, and reads back.
    @Test func snapshot_isOneUserALine_perHostAndLogin() async throws {
        let sandbox = Sandbox()
        let store = sandbox.store()
        #expect(try await store.snapshot(for: Self.key) == nil)
        try await store.save(ListSnapshot(takenAt: Self.monday, users: [Self.user(1), Self.user(2)]), for: Self.key)
        let file = sandbox.directory.appendingPathComponent("api.github.com/followers-octocat.json")
        #expect(store.fileURL(for: Self.key) == file)
        #expect(
            String(decoding: try Data(contentsOf: file), as: UTF8.self) == """
                {"version":1,"host":"api.github.com","login":"OctoCat","list":"followers","taken_at":"2026-11-21T12:00:00Z","users":[
                {"login":"user1","id":1,"type":"User","site_admin":false,"avatar_url":"https://a.test/1","html_url":"https://h.test/1"},
                {"login":"user2","id":2,"type":"User","site_admin":true,"avatar_url":"https://a.test/2","html_url":"https://h.test/2"}
                ]}

                """)
        let back = try #require(
            try await store.snapshot(for: UserListSnapshot.Key(host: "api.github.com", login: Login("octocat")!, list: .followers)))
        #expect(back.takenAt == Self.monday)
        #expect(back.users.map(\.value) == [Self.user(1), Self.user(2)].map(\.value))
        #expect(back.users[1].source.value(of: "site_admin").map { String(decoding: $0, as: UTF8.self) } == "true")
        #expect(try sandbox.mode(file) == 0o600)
        #expect(try sandbox.mode(file.deletingLastPathComponent()) == 0o700)
        #expect(try sandbox.mode(sandbox.directory) == 0o700)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted() == [
                "followers-octocat.json", "followers-octocat.json.lock",
            ])
    }

    /// Users from a response are kept as sent, members left out staying out.
    @Test func usersFromAResponse_areKeptAsSent() async throws {
        let sandbox = Sandbox()
        let transport = StubTransport()
        transport.register(
            "/users/octocat/followers", body: #"[{"login":"user1","id":1,"avatar_url":"https://a.test/1","type":"User","extra":[1]}]"#)
        let configuration = APIConfiguration(baseURL: APIConfiguration.defaultBaseURL, token: nil, userAgent: "test")
        let users = try await GitHubUsers(configuration: configuration, transport: transport).followers(
            of: Login("octocat")!, perPage: 30
        ).items
        try await sandbox.store().save(ListSnapshot(takenAt: Self.monday, users: users), for: Self.key)
        let text = String(decoding: try Data(contentsOf: sandbox.store().fileURL(for: Self.key)), as: UTF8.self)
        #expect(text.contains("\n{\"login\":\"user1\",\"id\":1,\"type\":\"User\",\"avatar_url\":\"https://a.test/1\"}\n"))
        let back = try await sandbox.store().snapshot(for: Self.key)
        #expect(back?.users.first?.source.value(of: "html_url") == nil)
    }

    @Test func aDamagedFile_isNamed_andLeftByteForByte() async throws {
        let cases: [(text: String, detail: String)] = [
            ("{\"version\":1,", "not valid JSON"),
            ("[]", "not a JSON object"),
            (
                #"{"version":2,"host":"api.github.com","login":"octocat","list":"followers","taken_at":"2026-11-21T12:00:00Z","users":[]}"#,
                "it is of version 2, which this gh-users does not read"
            ),
            (
                #"{"version":1,"host":"api.github.com","login":"octocat","list":"followers","taken_at":"2026-11-21T12:00:00Z","users":[{"login":"a"}]}"#,
                "user 1 has no \"id\""
            ),
            (
                #"{"version":1,"host":"ghe.example","login":"octocat","list":"followers","taken_at":"2026-11-21T12:00:00Z","users":[]}"#,
                "it holds octocat's followers on ghe.example"
            ),
            (
                #"{"version":1,"host":"api.github.com","login":"octocat","list":"followers","taken_at":"Monday","users":[]}"#,
                "\"taken_at\" is not a time"
            ),
        ]
        for (text, detail) in cases {
            let sandbox = Sandbox()
            let file = sandbox.store().fileURL(for: Self.key)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            let expected = SnapshotFileError.corrupt(path: file.path, detail: detail)
            await #expect(throws: expected, "case \(String(reflecting: (text, detail)))") {
                try await sandbox.store().snapshot(for: Self.key)
            }
            #expect(try Data(contentsOf: file) == Data(text.utf8), "case \(String(reflecting: (text, detail)))")
        }
    }

    @Test func message_namesTheFile_andSaysItWasLeftUntouched() {
        #expect(
            SnapshotFileError.corrupt(path: "/d/followers-x.json", detail: "not valid JSON").localizedDescription
                == "the snapshot file /d/followers-x.json is damaged (not valid JSON); it was left untouched: repair it, or move it away to start afresh"
        )
    }

    @Test func aSave_waitsForTheLock_andGivesUpAfterTheTimeout() async throws {
        let sandbox = Sandbox()
        let snapshot = ListSnapshot(takenAt: Self.monday, users: [Self.user(1)])
        try await sandbox.store().save(snapshot, for: Self.key)
        let lock = sandbox.store().fileURL(for: Self.key).path + ".lock"
        let holder = open(lock, O_RDWR)
        #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
        await #expect(throws: SnapshotFileError.lockTimedOut(path: lock)) {
            try await sandbox.store(lockTimeout: 0.2).save(ListSnapshot(takenAt: Self.monday, users: []), for: Self.key)
        }
        flock(holder, LOCK_UN)
        close(holder)
        #expect(try await sandbox.store().snapshot(for: Self.key)?.users.count == 1)
    }

    @Test func twoHostsAndTwoLists_areKeptApart() async throws {
        let sandbox = Sandbox()
        let keys = [
            Self.key, UserListSnapshot.Key(host: "ghe.example:8443", login: Login("octocat")!, list: .followers),
            UserListSnapshot.Key(host: "api.github.com", login: Login("octocat")!, list: .following),
        ]
        for (index, key) in keys.enumerated() {
            try await sandbox.store().save(ListSnapshot(takenAt: Self.monday, users: [Self.user(index + 1)]), for: key)
        }
        for (index, key) in keys.enumerated() {
            #expect(try await sandbox.store().snapshot(for: key)?.users.map(\.id) == [index + 1])
        }
    }
}
