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
}

/// Neither `XDG_DATA_HOME` nor `HOME` says where favorites are kept.
private struct FavoritesLocationUnknown: LocalizedError {
    var errorDescription: String? {
        "cannot tell where to keep favorites: set HOME or XDG_DATA_HOME to an absolute path"
    }
}
