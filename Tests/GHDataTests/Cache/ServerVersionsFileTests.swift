import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

/// The releases remembered across runs: one a host, the latest first, bounded, and a file that
/// cannot be trusted is read as none.
struct ServerVersionsFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-versions-\(UUID().uuidString)")
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)
    private static let release = ServerVersion(major: 3, minor: 14, patch: 2)

    private func makeFolder() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    @Test func release_isRecalledPerHost_andReplacedByAnother() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = ServerVersionsFile(directory: folder, host: "ghe.example.com")
        #expect(file.remembered() == nil)
        file.remember(Self.release, at: Self.now)
        #expect(file.remembered() == Self.release)
        #expect(ServerVersionsFile(directory: folder, host: "ghe.example.com:8443").remembered() == nil)
        file.remember(ServerVersion(major: 3, minor: 15), at: Self.now)
        #expect(file.remembered() == ServerVersion(major: 3, minor: 15))
        #expect(try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int == 0o600)
        try ServerVersionsFile.forgetAll(in: folder)
        #expect(file.remembered() == nil)
        try ServerVersionsFile.forgetAll(in: folder)
    }

    /// A damaged, huge or foreign file is ignored, and replaced by the next release seen.
    @Test func damagedHugeOrForeignFile_isIgnoredAndReplaced() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeFolder()
        let file = ServerVersionsFile(directory: folder, host: "ghe.example.com")
        for damaged in [
            Data("{not json".utf8), Data(#"[{"host":"ghe.example.com","version":"3.x","seen":0}]"#.utf8),
            Data(#"[{"host":"ghe.example.com","version":"3.14.2","seen":0}]"#.utf8) + Data(repeating: 32, count: 20_000),
        ] {
            try damaged.write(to: file.url)
            #expect(file.remembered() == nil)
        }
        // A folder in the file's place is not read, and not replaced.
        try FileManager.default.removeItem(at: file.url)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
        #expect(file.remembered() == nil)
        file.remember(Self.release, at: Self.now)
        #expect(file.remembered() == nil)
        try FileManager.default.removeItem(at: file.url)
        try Data("{not json".utf8).write(to: file.url)
        file.remember(Self.release, at: Self.now)
        #expect(file.remembered() == Self.release)
    }

    @Test func theFile_keepsTheHostsSeenLast_withinItsBounds() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0...ServerVersionsFile.maximumHosts {
            ServerVersionsFile(directory: folder, host: "ghe\(index).example.com").remember(Self.release, at: Self.now)
        }
        #expect(ServerVersionsFile(directory: folder, host: "ghe0.example.com").remembered() == nil)
        #expect(ServerVersionsFile(directory: folder, host: "ghe1.example.com").remembered() == Self.release)
        let size =
            try FileManager.default.attributesOfItem(atPath: ServerVersionsFile(directory: folder, host: "x").url.path)[.size] as? Int
        #expect((size ?? .max) < ServerVersionsFile.sizeLimit)
        let long = ServerVersionsFile(directory: folder, host: String(repeating: "a", count: 300))
        long.remember(Self.release, at: Self.now)
        #expect(long.remembered() == nil)
    }

    /// The record answers from memory with no request, and an answer of another release replaces it.
    @Test func record_answersFromMemory_withNoRequest() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = URL(string: "https://ghe.example.com/api/v3")!
        let file = ServerVersionsFile(directory: folder, host: "ghe.example.com")
        file.remember(ServerVersion(major: 3, minor: 8), at: Self.now)
        let transport = StubTransport()
        transport.register("/api/v3/users", headers: ["X-GitHub-Enterprise-Version": "3.14.2"], body: "[]")
        let record = ServerVersionRecord()
        record.keep(in: file, now: { Self.now })
        let reading = ServerVersionReadingTransport(wrapping: transport, record: record)
        let configuration = APIConfiguration(baseURL: root, token: "t", userAgent: "gh-users/9.9")
        let source = GitHubServerVersion(configuration: configuration, transport: reading, host: GitHubHost(apiRoot: root), record: record)
        #expect(record.known == ServerVersion(major: 3, minor: 8))
        #expect(try await source.serverVersion() == ServerVersion(major: 3, minor: 8))
        #expect(transport.requests.isEmpty)
        _ = try await GitHubUserRepository(configuration: configuration, transport: reading).users(since: 0, perPage: 1)
        #expect(try await source.serverVersion() == Self.release)
        #expect(file.remembered() == Self.release)
    }

    @Test func theRecord_remembersWhatMetaSaid() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = URL(string: "https://ghe.example.com/api/v3")!
        let file = ServerVersionsFile(directory: folder, host: "ghe.example.com")
        let transport = StubTransport()
        transport.register("/api/v3/meta", body: #"{"installed_version":"3.8.1"}"#)
        let record = ServerVersionRecord()
        record.keep(in: file, now: { Self.now })
        let source = GitHubServerVersion(
            configuration: APIConfiguration(baseURL: root, token: "t", userAgent: "gh-users/9.9"), transport: transport,
            host: GitHubHost(apiRoot: root), record: record)
        #expect(try await source.serverVersion() == ServerVersion(major: 3, minor: 8, patch: 1))
        #expect(file.remembered() == ServerVersion(major: 3, minor: 8, patch: 1))
    }
}
