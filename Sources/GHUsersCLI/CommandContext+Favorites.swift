import Foundation
import GHData
import GHDomain

extension CommandContext {
    /// The favorites in the data directory (`$XDG_DATA_HOME/gh-users`, else
    /// `~/.local/share/gh-users`); throws when the environment names neither.
    func makeFavoritesStore() throws -> FileFavoritesStore {
        guard let directory = locations.data else { throw FavoritesLocationUnknown() }
        return FileFavoritesStore(directory: directory)
    }

    /// The ids of the favorites to mark with ★ in `layout`: read only for a terminal, so piped
    /// and JSON output neither change nor touch the file. A file that cannot be read costs the
    /// marks, not the command: one warning, and no favorites.
    func favoriteIDs(for layout: OutputLayout) -> Set<Int> {
        guard layout == .terminal, let store = try? makeFavoritesStore() else { return [] }
        do {
            return try store.load().ids
        } catch {
            printError("Warning: favorites are not marked: \(TextSanitizer.line(error.localizedDescription))\n")
            return []
        }
    }
}

/// Neither `XDG_DATA_HOME` nor `HOME` says where favorites are kept.
private struct FavoritesLocationUnknown: LocalizedError {
    var errorDescription: String? {
        "cannot tell where to keep favorites: set HOME or XDG_DATA_HOME to an absolute path"
    }
}
