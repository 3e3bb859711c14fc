import GHDomain
import GHWire

extension ListFormat where Item == Sent<UserSummary> {
    /// This format with a ★ at the end of the login cell of each user whose id is in
    /// `favorites`. Only the table changes: piped lines and JSON stay as they are.
    func marking(_ favorites: Set<Int>) -> ListFormat {
        marking(favorites, id: { $0.value.id })
    }
}

extension ListFormat where Item == Sent<UserProfile> {
    /// This format with a ★ after the login of each favorite, as for summaries.
    func marking(_ favorites: Set<Int>) -> ListFormat {
        marking(favorites, id: { $0.value.summary.id })
    }
}

extension ListFormat {
    /// This format with a ★ at the end of the first cell of each item whose `id` is in
    /// `favorites`.
    private func marking(_ favorites: Set<Int>, id: @escaping @Sendable (Item) -> Int) -> ListFormat {
        guard !favorites.isEmpty else { return self }
        var format = self
        let cells = self.cells
        format.cells = { item, rank, style in
            var row = cells(item, rank, style)
            if favorites.contains(id(item)), let login = row.first {
                row[0] = TableLayout.Cell(login.text + " ★", styled: login.styled + " " + style.favorite("★"))
            }
            return row
        }
        return format
    }
}
