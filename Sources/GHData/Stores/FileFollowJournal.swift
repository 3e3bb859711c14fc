import Foundation
import GHDomain
import GHSystem

/// The follow journal, kept in `follow-journal.json` in the data folder, as favorites are kept
/// (``LockedFile``): the folder private (0700), the file 0600, every change made under an
/// exclusive lock and saved whole to a temporary file renamed over the old one, at most
/// ``sizeLimit`` bytes (the oldest finished runs are forgotten to stay within it). A file that cannot be read as a journal is reported, naming it, and never
/// written over. The file work runs on ``GHSystem/BlockingWork``'s threads.
public struct FileFollowJournal: FollowJournalStore {
    /// The file name inside the folder.
    public static let fileName = "follow-journal.json"
    /// The most the journal may hold: some 40,000 changes.
    static let sizeLimit = 4 << 20

    private let file: LockedFile<FollowJournalFileError>
    private let lockTimeout: TimeInterval

    /// A journal in `directory`, created (mode 0700) on the first change; a change waits at
    /// most `lockTimeout` seconds for another process's.
    public init(directory: URL, lockTimeout: TimeInterval = 10) {
        file = LockedFile(url: directory.appendingPathComponent(Self.fileName, isDirectory: false), sizeLimit: Self.sizeLimit)
        self.lockTimeout = lockTimeout
    }

    /// The file's path.
    public var path: String { file.url.path }

    /// The saved journal; empty when there is no file yet.
    public func load() async throws -> FollowJournal {
        let file = file
        return try await BlockingWork.run { try Self.decode(file.read(), from: file) }
    }

    /// Reads, transforms and saves the journal holding the lock; the file is written only when
    /// `transform` changed it.
    @discardableResult
    public func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FollowJournal) throws -> Outcome) async throws -> Outcome
    {
        let (file, lockTimeout) = (file, lockTimeout)
        return try await BlockingWork.run {
            try file.withExclusiveLock(timeout: lockTimeout) {
                let saved = try Self.decode(file.read(), from: file)
                var journal = saved
                let outcome = try transform(&journal)
                if journal != saved {
                    // Past the cap, the oldest finished runs are forgotten, never the newest.
                    var data = try Self.encode(journal, to: file)
                    while data.count > Self.sizeLimit, let oldest = journal.runs.dropLast().firstIndex(where: \.isFinished) {
                        journal.runs.remove(at: oldest)
                        data = try Self.encode(journal, to: file)
                    }
                    try file.replace(with: data)
                }
                return outcome
            }
        }
    }

    private static func decode(_ data: Data?, from file: LockedFile<FollowJournalFileError>) throws(FollowJournalFileError) -> FollowJournal
    {
        guard let data else { return FollowJournal() }
        let dto: FollowJournalDTO
        do {
            dto = try JSONDecoder().decode(FollowJournalDTO.self, from: data)
        } catch let error as DecodingError {
            throw .corrupt(
                path: file.url.path,
                detail: error.summary(of: "a follow journal") { path in
                    path.first?.stringValue == "runs" ? path.dropFirst().first?.intValue.map { "run \($0 + 1)" } ?? "the runs" : "the file"
                })
        } catch {
            throw .corrupt(path: file.url.path, detail: "not valid JSON")
        }
        switch dto.toDomain() {
        case .success(let journal): return journal
        case .failure(let invalid): throw .corrupt(path: file.url.path, detail: invalid.detail)
        }
    }

    private static func encode(_ journal: FollowJournal, to file: LockedFile<FollowJournalFileError>) throws(FollowJournalFileError) -> Data
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(FollowJournalDTO(journal)) + Data("\n".utf8)
        } catch {
            throw .unwritable(path: file.url.path, reason: "\(error)")
        }
    }
}
