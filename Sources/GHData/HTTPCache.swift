import Foundation
import GHDomain
import GHSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// GitHub responses kept on disk between runs, one file per request, so a repeated request can
/// be revalidated (a 304 costs no rate limit) and served when the network is down.
///
/// Files are written to a temporary name and renamed, so a reader in another process sees a
/// whole entry or none; an entry that does not read back whole is a miss. The total size is
/// capped: the least recently used entries go first. One run stores at most a share of the cap
/// (a tenth by default), so that a long listing keeps its first pages without pushing
/// everything else out, and its later pages cost no disk writes. The run's factory makes one
/// cache, so the share is the run's. All file work runs on ``GHSystem/BlockingWork``'s threads.
public final class HTTPCache: CacheStore {
    /// The default cap on the cache's total size: 50 MB.
    public static let defaultMaximumBytes = 50_000_000

    /// The most one entry file may hold: a body at the transport's size cap and its metadata.
    static let entrySizeLimit = 32 << 20

    /// What the cache has learnt in this run.
    private struct State {
        /// The total size of the entries, once it has been added up.
        var knownBytes: Int?
        var storedThisRun = 0
        var refusedThisRun = false
    }

    /// The cache directory.
    public let directory: URL
    private let maximumBytes: Int
    private let bytesPerRun: Int
    private let log: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// A cache in `directory` (created, mode 0700, when first written) holding at most
    /// `maximumBytes`, of which this instance stores at most `bytesPerRun` of bodies (default: a
    /// tenth of `maximumBytes`); `log` hears about entries that could not be read or written, and about
    /// the first one not stored for want of budget.
    public init(
        directory: URL, maximumBytes: Int = defaultMaximumBytes, bytesPerRun: Int? = nil,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.directory = directory
        self.maximumBytes = maximumBytes
        self.bytesPerRun = bytesPerRun ?? maximumBytes / 10
        self.log = log
    }

    /// The directory's path.
    public var location: String { directory.path }

    /// The entry stored under `key`, or `nil` when there is none or it is unreadable.
    func entry(forKey key: String) async -> CachedResponse? {
        await BlockingWork.run { self.readEntry(key) }
    }

    /// Stores `entry` under `key`, then evicts the least recently used entries past the cap;
    /// past this run's share of the cap, does nothing. A failure to write is logged and otherwise
    /// ignored: the cache is only ever a help.
    func store(_ entry: CachedResponse, forKey key: String) async {
        // Bodies are counted: checked before the entry is encoded, which a refusal then skips.
        let (allowed, firstRefusal) = state.withLock { state -> (Bool, Bool) in
            guard state.storedThisRun + entry.body.count <= bytesPerRun else {
                defer { state.refusedThisRun = true }
                return (false, !state.refusedThisRun)
            }
            state.storedThisRun += entry.body.count
            return (true, false)
        }
        guard allowed else {
            if firstRefusal {
                log(
                    "cache: this run has stored its share (\(String(format: "%.1f", Double(bytesPerRun) / 1e6)) MB); later answers are not kept"
                )
            }
            return
        }
        await BlockingWork.run { self.writeEntry(entry, key) }
    }

    /// The number of entries and their total size.
    public func summary() async -> CacheSummary {
        await BlockingWork.run {
            let files = self.entryFiles()
            return CacheSummary(entries: files.count, bytes: files.reduce(0) { $0 + $1.size }, capacity: self.maximumBytes)
        }
    }

    /// Removes every entry; returns how many there were.
    @discardableResult
    public func clear() async throws -> Int {
        try await BlockingWork.run {
            let files = self.entryFiles()
            for file in files {
                try FileManager.default.removeItem(atPath: file.path)
            }
            self.state.withLock { $0.knownBytes = 0 }
            return files.count
        }
    }

    private func readEntry(_ key: String) -> CachedResponse? {
        let path = filePath(key)
        let data: Data?
        do {
            data = try POSIXFile.readIfPresent(path, limit: Self.entrySizeLimit)
        } catch {
            log("cache: ignoring unreadable entry \(path): \(error.reason)")
            return nil
        }
        guard let data else { return nil }
        guard let entry = CachedResponse(fileContents: data) else {
            log("cache: ignoring unreadable entry \(path)")
            return nil
        }
        // Reading an entry makes it the most recently used.
        FileStatus.touch(path: path)
        return entry
    }

    private func writeEntry(_ entry: CachedResponse, _ key: String) {
        let contents = entry.fileContents()
        let target = URL(fileURLWithPath: filePath(key))
        let previous = FileStatus(path: target.path)?.size ?? 0
        do {
            try replace(target, with: contents)
        } catch {
            log("cache: could not write \(directory.path): \(error.reason)")
            return
        }
        state.withLock { state in
            if let known = state.knownBytes { state.knownBytes = known - previous + contents.count }
        }
        evictIfNeeded()
    }

    /// Writes `target` whole; on the first store (or when the directory was removed) makes
    /// the directory, mode 0700, and writes again.
    private func replace(_ target: URL, with contents: Data) throws(POSIXFileError) {
        do {
            try AtomicFile.replace(target, with: contents, flush: false)
        } catch  where error.code == ENOENT {
            if mkdir(directory.path, 0o700) != 0 && errno != EEXIST {
                guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else {
                    throw POSIXFileError(code: ENOENT, path: directory.path)
                }
                chmod(directory.path, 0o700)
            }
            try AtomicFile.replace(target, with: contents, flush: false)
        }
    }

    private func filePath(_ key: String) -> String {
        directory.path + "/" + key + ".entry"
    }

    private func evictIfNeeded() {
        let known = state.withLock { $0.knownBytes }
        let total = known ?? entryFiles().reduce(0) { $0 + $1.size }
        guard total > maximumBytes else {
            if known == nil { state.withLock { $0.knownBytes = total } }
            return
        }
        // Down to 80% of the cap, so a run that keeps storing scans the directory now and
        // then rather than on every write.
        let target = maximumBytes / 5 * 4
        var remaining = total
        for file in entryFiles().sorted(by: { $0.used < $1.used }) where remaining > target {
            if (try? FileManager.default.removeItem(atPath: file.path)) != nil {
                remaining -= file.size
            }
        }
        state.withLock { $0.knownBytes = remaining }
    }

    private func entryFiles() -> [(path: String, size: Int, used: Date)] {
        let folder = directory.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".entry") }.map { name in
            let path = folder + "/" + name
            let status = FileStatus(path: path)
            return (path, status?.size ?? 0, status?.modified ?? .distantPast)
        }
    }
}
