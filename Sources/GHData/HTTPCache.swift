import Foundation

/// GitHub responses kept on disk between runs, one file per request, so a repeated request can
/// be revalidated (a 304 costs no rate limit) and served when the network is down.
///
/// Files are written to a temporary name and renamed, so a reader in another process sees a
/// whole entry or none; an entry that does not read back whole is a miss. The total size is
/// capped: the least recently used entries go first. One run stores at most a share of the cap
/// (a tenth by default), so that a long listing keeps its first pages without pushing
/// everything else out, and its later pages cost no disk writes.
public final class HTTPCache: @unchecked Sendable {
    /// What `cache info` reports.
    public struct Summary: Equatable, Sendable {
        /// Entries on disk.
        public var entries: Int
        /// Their total size in bytes.
        public var bytes: Int
    }

    /// The default cap on the cache's total size: 50 MB.
    public static let defaultMaximumBytes = 50_000_000

    /// The cache directory.
    public let directory: URL
    private let maximumBytes: Int
    private let bytesPerRun: Int
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var knownBytes: Int?
    private var storedThisRun = 0
    private var refusedThisRun = false

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

    /// The entry stored under `key`, or `nil` when there is none or it is unreadable.
    func entry(forKey key: String) -> CachedResponse? {
        let url = fileURL(key)
        guard let data = try? Data(contentsOf: url) else { return nil }
        guard let entry = CachedResponse(fileContents: data) else {
            log("cache: ignoring unreadable entry \(url.path)")
            return nil
        }
        // Reading an entry makes it the most recently used.
        FileStatus.touch(path: url.path)
        return entry
    }

    /// Stores `entry` under `key`, then evicts the least recently used entries past the cap;
    /// past this run's share of the cap, does nothing. A failure to write is logged and otherwise
    /// ignored: the cache is only ever a help.
    func store(_ entry: CachedResponse, forKey key: String) {
        // Bodies are counted: checked before the entry is encoded, which a refusal then skips.
        let (allowed, firstRefusal) = lock.withLock { () -> (Bool, Bool) in
            guard storedThisRun + entry.body.count <= bytesPerRun else {
                defer { refusedThisRun = true }
                return (false, !refusedThisRun)
            }
            storedThisRun += entry.body.count
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
        let contents = entry.fileContents()
        do {
            let target = fileURL(key)
            let previous = FileStatus(path: target.path)?.size ?? 0
            do {
                try AtomicFile.replace(target, with: contents, flush: false)
            } catch let error as POSIXError where error.code == .ENOENT {
                // The first store (or the directory was removed): make it and write again.
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                try AtomicFile.replace(target, with: contents, flush: false)
            }
            lock.withLock {
                if let known = knownBytes { knownBytes = known - previous + contents.count }
            }
            evictIfNeeded()
        } catch {
            log("cache: could not write \(directory.path): \(error.localizedDescription)")
        }
    }

    /// The number of entries and their total size.
    public func summary() -> Summary {
        let files = entryFiles()
        return Summary(entries: files.count, bytes: files.reduce(0) { $0 + $1.size })
    }

    /// Removes every entry; returns how many there were.
    @discardableResult
    public func clear() throws -> Int {
        let files = entryFiles()
        for file in files {
            try FileManager.default.removeItem(atPath: file.path)
        }
        lock.withLock { knownBytes = 0 }
        return files.count
    }

    private func fileURL(_ key: String) -> URL {
        directory.appendingPathComponent(key + ".entry")
    }

    private func evictIfNeeded() {
        let total: Int = lock.withLock {
            if knownBytes == nil { knownBytes = entryFiles().reduce(0) { $0 + $1.size } }
            return knownBytes ?? 0
        }
        guard total > maximumBytes else { return }
        // Down to 80% of the cap, so a run that keeps storing scans the directory now and
        // then rather than on every write.
        let target = maximumBytes / 5 * 4
        var remaining = total
        for file in entryFiles().sorted(by: { $0.used < $1.used }) where remaining > target {
            if (try? FileManager.default.removeItem(atPath: file.path)) != nil {
                remaining -= file.size
            }
        }
        lock.withLock { knownBytes = remaining }
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
