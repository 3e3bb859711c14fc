import Foundation
import GHDomain
import GHSystem
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1)))
struct HTTPCacheTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-cache-\(UUID().uuidString)")

    private static let storedAt = Date(timeIntervalSince1970: 1_795_262_400)

    private func entry(_ size: Int, storedAt: Date = storedAt) -> CachedResponse {
        CachedResponse(
            url: "https://api.github.com/x", status: 200, headers: ["ETag": "\"e\""], storedAt: storedAt, body: Data(count: size))
    }

    /// Stores `entry` and waits for it to be written, as a run's end does.
    private func stored(_ entry: CachedResponse, forKey key: String, in cache: HTTPCache) async {
        cache.store(entry, forKey: key)
        await cache.finishWrites()
    }

    /// The summary says when the oldest and newest entries were stored, from their first line alone.
    @Test func summary_datesTheOldestAndNewestEntries() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = HTTPCache(directory: directory)
        #expect(await cache.summary() == CacheSummary(entries: 0, bytes: 0, capacity: HTTPCache.defaultMaximumBytes))
        for (key, hours) in [("a", 5.0), ("b", 1.0), ("c", 30.0)] {
            // A body past what is read of the file: the time comes from the first line.
            await stored(entry(100_000, storedAt: Self.storedAt.addingTimeInterval(-hours * 3600)), forKey: key, in: cache)
        }
        // An entry without a first line counts, but has no time.
        try Data(count: 50).write(to: directory.appendingPathComponent("d.entry"))
        let before = FileStatus(path: directory.appendingPathComponent("a.entry").path)?.modified
        let summary = await cache.summary()
        #expect(summary.entries == 4)
        #expect(summary.oldest == Self.storedAt.addingTimeInterval(-30 * 3600))
        #expect(summary.newest == Self.storedAt.addingTimeInterval(-3600))
        // Reading the time does not count as using the entry.
        #expect(FileStatus(path: directory.appendingPathComponent("a.entry").path)?.modified == before)
    }

    @Test func store_pastTheCap_evictsTheLeastRecentlyUsed() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = HTTPCache(directory: directory, maximumBytes: 10_000, bytesPerRun: 100_000)
        for key in ["a", "b", "c"] {
            await stored(entry(3_000), forKey: key, in: cache)
            // Modification times order the entries; keep them a second apart.
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -Double(10 - ["a", "b", "c"].firstIndex(of: key)!))],
                ofItemAtPath: directory.appendingPathComponent("\(key).entry").path)
        }
        _ = await cache.entry(forKey: "a")  // a is now the most recently used
        await stored(entry(3_000), forKey: "d", in: cache)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["a.entry", "d.entry"])
        #expect(await cache.summary().entries == 2)
    }

    @Test func store_makesTheDirectory0700_againIfRemoved() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = HTTPCache(directory: directory.appendingPathComponent("nested"))
        await stored(entry(10), forKey: "a", in: cache)
        let made = try FileManager.default.attributesOfItem(atPath: cache.directory.path)
        #expect(made[.posixPermissions] as? Int == 0o700)
        try FileManager.default.removeItem(at: cache.directory)
        await stored(entry(20), forKey: "b", in: cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path) == ["b.entry"])
        let written = try FileManager.default.attributesOfItem(atPath: cache.directory.appendingPathComponent("b.entry").path)
        #expect(
            await cache.summary()
                == CacheSummary(
                    entries: 1, bytes: try #require(written[.size] as? Int), capacity: HTTPCache.defaultMaximumBytes, oldest: Self.storedAt,
                    newest: Self.storedAt))
    }

    /// Leftovers of killed writers are counted, swept by the next writer and cleared, but nothing else is touched.
    @Test func leftoversOfKilledWriters_areSwept_andNothingElse() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        await stored(entry(100), forKey: "a", in: HTTPCache(directory: directory))
        let entrySize = try #require(FileStatus(path: directory.appendingPathComponent("a.entry").path)).size
        let old = Date(timeIntervalSinceNow: -HTTPCache.leftoverAge - 5)
        let stale = directory.appendingPathComponent(".a.entry.4242.7.tmp")
        let live = directory.appendingPathComponent(".b.entry.4243.8.tmp")
        try Data(count: 9_000).write(to: stale)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stale.path)
        try Data(count: 500).write(to: live)
        // Not the cache's: a folder named like an entry, and a file of another name.
        let folder = directory.appendingPathComponent("keep.entry")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("inside"))
        try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        // A later run finds them.
        let cache = HTTPCache(directory: directory, maximumBytes: 100_000, bytesPerRun: 100_000)
        #expect(
            await cache.summary()
                == CacheSummary(entries: 1, bytes: entrySize + 9_000, capacity: 100_000, oldest: Self.storedAt, newest: Self.storedAt))

        // Well under the cap, the run's first store still sweeps the stale leftover; the live
        // writer's file stays.
        await stored(entry(1_000), forKey: "b", in: cache)
        let afterStore = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(afterStore == [".b.entry.4243.8.tmp", "a.entry", "b.entry", "keep.entry", "notes.txt"])

        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: live.path)
        #expect(try await cache.clear() == 2)
        let afterClear = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(afterClear == ["keep.entry", "notes.txt"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("inside").path))
    }

    /// Whether this test process can make a file impossible to remove: another user by taking
    /// the write bit off its folder, root only with `chattr +i` (where the file system allows it).
    private static let canProtectFiles = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")

    /// Makes `file` impossible to remove; returns what undoes that.
    private static func protect(_ file: URL) throws -> () -> Void {
        if geteuid() != 0 {
            let folder = file.deletingLastPathComponent().path
            chmod(folder, 0o500)
            return { chmod(folder, 0o700) }
        }
        let chattr = { (flag: String) throws -> Int32 in
            let process = try Process.run(URL(fileURLWithPath: "/usr/bin/chattr"), arguments: [flag, file.path])
            process.waitUntilExit()
            return process.terminationStatus
        }
        try #require(try chattr("+i") == 0, "chattr +i does not work on \(file.path)'s file system")
        return { _ = try? chattr("-i") }
    }

    @Test(.enabled(if: canProtectFiles, "root needs chattr to make a file impossible to remove"))
    func clear_thatCannotRemoveAnEntry_namesItAndWhy() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = HTTPCache(directory: directory)
        await stored(entry(10), forKey: "a", in: cache)
        let file = directory.appendingPathComponent("a.entry")
        let unprotect = try Self.protect(file)
        defer { unprotect() }
        let reason = geteuid() == 0 ? "Operation not permitted" : "Permission denied"
        await #expect(throws: WriteFailed("remove the cache entry", path: file.path, reason: reason)) {
            try await cache.clear()
        }
        #expect(
            WriteFailed("remove the cache entry", path: "/c/a.entry", reason: "Permission denied").localizedDescription
                == "cannot remove the cache entry /c/a.entry: Permission denied")
    }

    /// The file status reads the size and modification time, and `touch` makes the time now.
    @Test func fileStatus_readsSizeAndTime_andTouchMakesItNow() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("f")
        try Data(count: 1234).write(to: file)
        let then = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: file.path)
        let status = try #require(FileStatus(path: file.path))
        #expect(status.size == 1234)
        #expect(abs(status.modified.timeIntervalSince(then)) < 0.001)
        #expect(FileStatus.touch(path: file.path))
        let touched = try #require(FileStatus(path: file.path))
        #expect(abs(touched.modified.timeIntervalSinceNow) < 5)
        #expect(FileStatus(path: directory.appendingPathComponent("missing").path) == nil)
        #expect(!FileStatus.touch(path: directory.appendingPathComponent("missing").path))
    }

    @Test func store_pastTheRunsShare_keepsNothing_saysSoOnce() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = LockedLines()
        let size = entry(100_000).fileContents().count
        let cache = HTTPCache(directory: directory, maximumBytes: 10_000_000, bytesPerRun: 3 * size + 10, log: lines.append)
        for key in ["a", "b", "c", "d", "e"] {
            await stored(entry(100_000), forKey: key, in: cache)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.entry", "b.entry", "c.entry"])
        #expect(lines.all == ["cache: this run has stored its share (0.3 MB); later answers are not kept"])
        let defaultShare = HTTPCache(directory: directory.appendingPathComponent("other"), maximumBytes: 15 * size)
        await stored(entry(100_000), forKey: "x", in: defaultShare)
        await stored(entry(100_000), forKey: "y", in: defaultShare)
        #expect(try FileManager.default.contentsOfDirectory(atPath: defaultShare.directory.path) == ["x.entry"])
    }

    /// A store is served from memory at once, and written when the writes are finished.
    @Test func store_isServedFromMemoryAtOnce_writtenLater() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // A batch no store fills: nothing is written before the writes are finished.
        let cache = HTTPCache(directory: directory, writer: WriteBehind(batchBytes: .max))
        #expect(await cache.entry(forKey: "k") == nil)
        cache.store(entry(100), forKey: "k")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(await cache.entry(forKey: "k")?.body == Data(count: 100))
        await cache.finishWrites()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["k.entry"])
        // The keys on disk are listed at the first look-up: an entry another process writes
        // later is a miss for this cache, and found by the next one.
        let next = HTTPCache(directory: directory)
        #expect(await next.entry(forKey: "k")?.body == Data(count: 100))
        try entry(5).fileContents().write(to: directory.appendingPathComponent("other.entry"))
        #expect(await next.entry(forKey: "other") == nil)
        #expect(await HTTPCache(directory: directory).entry(forKey: "other")?.body == Data(count: 5))
    }

    @Test func entry_thatIsTruncatedOrForeign_isAMiss() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = HTTPCache(directory: directory)
        await stored(entry(100), forKey: "k", in: cache)
        #expect(await cache.entry(forKey: "k") != nil)
        let file = directory.appendingPathComponent("k.entry")
        let data = try Data(contentsOf: file)
        for broken in [data.prefix(data.count - 1), Data(), Data("not json\n".utf8), Data("{\"status\":200}\n".utf8)] {
            try broken.write(to: file)
            #expect(await cache.entry(forKey: "k") == nil)
        }
    }

    @Test func cachingTransport_keysByIdentity_storesNoToken() {
        #expect(CachingTransport.identity(token: nil) == "anonymous")
        #expect(CachingTransport.identity(token: "") == "anonymous")
        let first = CachingTransport.identity(token: "ghp_secret")
        #expect(first.count == 64 && !first.contains("ghp_secret"))
        #expect(first != CachingTransport.identity(token: "ghp_other"))
    }

    /// The caching transport serves a 304 from the stored body, with the stored link.
    @Test func cachingTransport_servesA304FromWhatIsStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = StubTransport()
        transport.register(
            "/users", headers: ["ETag": "\"v1\"", "Link": "<https://api.github.com/users?since=1>; rel=\"next\""], body: "[1]")
        transport.register("/users", status: 304, body: "")
        let caching = CachingTransport(wrapping: transport, cache: HTTPCache(directory: directory)) { _, _ in
            Issue.record("nothing is stale here")
        }
        var request = URLRequest(url: URL(string: "https://api.github.com/users")!)
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        _ = try await caching.send(request)
        let (body, response) = try await caching.send(request)
        #expect(String(decoding: body, as: UTF8.self) == "[1]")
        #expect(response.statusCode == 200)
        #expect(response.header("Link") == "<https://api.github.com/users?since=1>; rel=\"next\"")
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [nil, "\"v1\""])
    }
}
