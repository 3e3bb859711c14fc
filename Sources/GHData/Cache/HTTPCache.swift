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
/// cache, so the share is the run's.
///
/// Writes trail the answers they keep (``GHSystem/WriteBehind``): a stored entry is served from
/// memory until its file is written, and a run waits for its writes once, at its end. Which
/// entries are on disk is learnt once, with the first look-up, so a key the cache has never held
/// is a miss without touching the disk. Reads and the rest of the file work run on
/// ``GHSystem/BlockingWork``'s threads.
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
        /// The keys of the entries on disk, once listed, and of those stored since.
        var keysOnDisk: Set<String>?
        /// Entries stored and not yet written, by key, each with the number of its store.
        var unwritten: [String: (number: Int, entry: CachedResponse)] = [:]
        var stores = 0
    }

    /// The cache directory.
    public let directory: URL
    private let maximumBytes: Int
    private let bytesPerRun: Int
    private let log: @Sendable (String) -> Void
    private let writer: WriteBehind
    private let state = Mutex(State())

    /// A cache in `directory` (created, mode 0700, when first written) holding at most
    /// `maximumBytes`, of which this instance stores at most `bytesPerRun` of bodies (default: a
    /// tenth of `maximumBytes`); `log` hears about entries that could not be read or written, and about
    /// the first one not stored for want of budget; `writer` writes the entries.
    public init(
        directory: URL, maximumBytes: Int = defaultMaximumBytes, bytesPerRun: Int? = nil, writer: WriteBehind = .shared,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.directory = directory
        self.maximumBytes = maximumBytes
        self.bytesPerRun = bytesPerRun ?? maximumBytes / 10
        self.writer = writer
        self.log = log
    }

    /// The directory's path.
    public var location: String { directory.path }

    /// The entry stored under `key`, or `nil` when there is none or it is unreadable.
    func entry(forKey key: String) async -> CachedResponse? {
        let (unwritten, onDisk) = state.withLock { state in (state.unwritten[key]?.entry, state.keysOnDisk?.contains(key)) }
        if let unwritten { return unwritten }
        if onDisk == false { return nil }
        return await BlockingWork.run {
            if onDisk == nil { self.listKeysOnDisk() }
            return self.readEntry(key)
        }
    }

    /// Stores `entry` under `key`: it is served from memory at once and written behind, after
    /// which the least recently used entries past the cap are evicted; past this run's share of
    /// the cap, does nothing. A failure to write is logged and otherwise ignored: the cache is
    /// only ever a help.
    func store(_ entry: CachedResponse, forKey key: String) {
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
        let number = state.withLock { state in
            state.stores += 1
            state.unwritten[key] = (state.stores, entry)
            state.keysOnDisk?.insert(key)
            return state.stores
        }
        writer.submit(bytes: entry.body.count) {
            // Only the latest store of a key is written, and none the cache was cleared of since.
            guard self.state.withLock({ $0.unwritten[key]?.number == number }) else { return }
            self.writeEntry(entry, key)
            self.state.withLock { state in
                if state.unwritten[key]?.number == number { state.unwritten[key] = nil }
            }
        }
    }

    /// Returns once every entry stored so far is written (or failed to be).
    public func finishWrites() async {
        await writer.finished()
    }

    /// Notes the keys of the entries on disk, unless they are known already.
    private func listKeysOnDisk() {
        guard state.withLock({ $0.keysOnDisk == nil }) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let keys = names.filter { $0.hasSuffix(".entry") }.map { String($0.dropLast(".entry".count)) }
        state.withLock { state in
            state.keysOnDisk = Set(keys).union(state.unwritten.keys)
        }
    }

    /// The number of entries and their total size.
    public func summary() async -> CacheSummary {
        await BlockingWork.run {
            let files = self.entryFiles()
            let times = files.filter { !$0.isLeftover }.compactMap { Self.storedAt(path: $0.path) }
            return CacheSummary(
                entries: files.filter { !$0.isLeftover }.count, bytes: files.reduce(0) { $0 + $1.size },
                capacity: self.maximumBytes, oldest: times.min(), newest: times.max())
        }
    }

    /// Removes every entry, what writers that were killed left behind, and the rate limits
    /// remembered as spent and the servers' releases beside them (``SpentWindowsFile``,
    /// ``ServerVersionsFile``: the next run asks afresh);
    /// returns how many entries there were.
    @discardableResult
    public func clear() async throws -> Int {
        try await BlockingWork.run {
            let files = self.entryFiles()
            for file in files where unlink(file.path) != 0 && errno != ENOENT {
                throw WriteFailed("remove the cache entry", path: file.path, reason: POSIXFileError(code: errno, path: file.path).reason)
            }
            self.state.withLock { state in
                state.knownBytes = 0
                state.keysOnDisk = []
                state.unwritten = [:]
            }
            try SpentWindowsFile.forgetAll(in: self.directory)
            try ServerVersionsFile.forgetAll(in: self.directory)
            return files.filter { !$0.isLeftover }.count
        }
    }

    /// The most of an entry read to learn when it was stored: its metadata line is far shorter.
    private static let headLimit = 16 << 10

    /// When the entry at `path` was stored, from the start of the file alone, which is left
    /// unmarked as used; `nil` when that cannot be read.
    private static func storedAt(path: String) -> Date? {
        guard let descriptor = try? POSIXFile.open(path, O_RDONLY | O_NONBLOCK) else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: headLimit)
        var filled = 0
        while filled < head.count {
            let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(filled)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
            if head[..<filled].contains(0x0A) { break }
        }
        return CachedResponse.storedAt(head: Data(head[..<filled]))
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
        var total: Int
        if let known {
            total = known
        } else {
            // The run's first store totals the folder, and sweeps what killed writers left.
            total = 0
            for file in entryFiles() {
                if file.isLeftover && unlink(file.path) == 0 { continue }
                total += file.size
            }
        }
        guard total > maximumBytes else {
            if known == nil { state.withLock { $0.knownBytes = total } }
            return
        }
        // Down to 80% of the cap, so a run that keeps storing scans the directory now and
        // then rather than on every write.
        let target = maximumBytes / 5 * 4
        var remaining = total
        // Leftovers first, then entries from the least recently used.
        let files = entryFiles().sorted { ($0.isLeftover ? 0 : 1, $0.used) < ($1.isLeftover ? 0 : 1, $1.used) }
        for file in files where remaining > target {
            if unlink(file.path) == 0 { remaining -= file.size }
        }
        state.withLock { $0.knownBytes = remaining }
    }
}
