import GHText

extension Factory {
    /// The ids of the favorites to mark with ★ in `layout`, those of the API's host alone
    /// (``favoritesHost``): read only for a terminal, so piped
    /// and JSON output neither change nor touch the file. Favorites that cannot be read cost the
    /// marks, not the command: one warning on `io`, and no marks.
    func favoriteIDs(for layout: OutputLayout, io: IOStreams) async -> Set<Int> {
        guard layout == .terminal, let store = try? hostFavorites() else { return [] }
        do {
            return try await store.load().ids
        } catch {
            // A folder that can never be one was warned about with the other state folders.
            if locations.favoritesFolderIsUnusable { return [] }
            io.printError("Warning: favorites are not marked: \(TextSanitizer.line(error.localizedDescription))\n")
            return []
        }
    }
}
