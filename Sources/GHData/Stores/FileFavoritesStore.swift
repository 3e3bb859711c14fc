import Foundation
import GHDomain
import GHSystem

/// Favorites kept in `favorites.json` in a folder, as a JSON array in the order added.
///
/// Every change is made under an exclusive lock on `favorites.json.lock` and saved by writing
/// a new file and renaming it over the old one, so concurrent gh-users processes never lose
/// each other's changes and a reader never sees half a file. A file that cannot be read as
/// favorites is reported and never written over. The file work, lock waits included, runs on
/// ``GHSystem/BlockingWork``'s threads.
public struct FileFavoritesStore: FavoritesStore {
    /// The file name inside the folder.
    public static let fileName = "favorites.json"

    /// The most a favorites file may hold: about 60,000 favorites.
    static let sizeLimit = 16 << 20

    private let file: LockedFile<FavoritesFileError>
    private let lockTimeout: TimeInterval

    /// How long a change waits, by default, for another process holding the lock.
    public static let defaultLockTimeout: TimeInterval = 10

    /// A store in `directory`, which is created (mode 0700) on the first change. A change waits
    /// at most `lockTimeout` seconds for another process to finish its own.
    public init(directory: URL, lockTimeout: TimeInterval = FileFavoritesStore.defaultLockTimeout) {
        file = LockedFile(url: directory.appendingPathComponent(Self.fileName, isDirectory: false), sizeLimit: Self.sizeLimit)
        self.lockTimeout = lockTimeout
    }

    /// The saved favorites; empty when there is no file yet.
    public func load() async throws -> FavoriteList {
        let file = file
        return try await BlockingWork.run { try Self.decode(file.read(), from: file) }
    }

    /// Reads, transforms and saves the favorites holding the lock; the file is written only when
    /// `transform` changed them.
    @discardableResult
    public func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FavoriteList) throws -> Outcome) async throws -> Outcome {
        let (file, lockTimeout) = (file, lockTimeout)
        return try await BlockingWork.run {
            try file.withExclusiveLock(timeout: lockTimeout) {
                let saved = try Self.decode(file.read(), from: file)
                var favorites = saved
                let outcome = try transform(&favorites)
                if favorites != saved {
                    try file.replace(with: Self.encode(favorites, to: file))
                }
                return outcome
            }
        }
    }

    private static func decode(_ data: Data?, from file: LockedFile<FavoritesFileError>) throws(FavoritesFileError) -> FavoriteList {
        guard let data else { return FavoriteList() }
        do {
            return FavoriteList(try JSONDecoder().decode([FavoriteUserDTO].self, from: data).map { $0.toDomain() })
        } catch let error as DecodingError {
            throw .corrupt(path: file.url.path, detail: Self.describe(error))
        } catch {
            throw .corrupt(path: file.url.path, detail: "not valid JSON")
        }
    }

    private static func encode(_ favorites: FavoriteList, to file: LockedFile<FavoritesFileError>) throws(FavoritesFileError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(favorites.users.map(FavoriteUserDTO.init)) + Data("\n".utf8)
        } catch {
            throw .unwritable(path: file.url.path, reason: "\(error)")
        }
    }

    /// What was wrong, in a few words: `not valid JSON`, `favorite 3 field "id" has the wrong type`.
    private static func describe(_ error: DecodingError) -> String {
        error.summary(of: "a JSON array of favorites") { path in
            guard let index = path.first?.intValue else { return "the file" }
            let field = path.dropFirst().first.map { " field \"\($0.stringValue)\"" } ?? ""
            return "favorite \(index + 1)\(field)"
        }
    }
}
