import Foundation

extension HTTPCache {
    /// A file the cache owns: an entry, or a temporary file a killed writer left.
    struct OwnedFile {
        var path: String
        var size: Int
        var used: Date
        var isLeftover: Bool
    }

    /// How old a temporary file must be before it counts as left behind: a live writer renames
    /// its file within moments.
    static let leftoverAge: TimeInterval = 60

    /// The cache's own files: plain files named `*.entry`, and temporary files (`.*.tmp`) older
    /// than ``leftoverAge``. Anything else in the folder, such as a subfolder, is never touched.
    func entryFiles() -> [OwnedFile] {
        let folder = directory.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let staleBefore = Date(timeIntervalSinceNow: -Self.leftoverAge)
        return names.compactMap { name in
            let isEntry = name.hasSuffix(".entry")
            guard isEntry || (name.hasPrefix(".") && name.hasSuffix(".tmp")) else { return nil }
            let path = folder + "/" + name
            guard let status = FileStatus(path: path), status.isRegularFile else { return nil }
            guard isEntry || status.modified < staleBefore else { return nil }
            return OwnedFile(path: path, size: status.size, used: status.modified, isLeftover: !isEntry)
        }
    }
}
