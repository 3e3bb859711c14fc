import GHDomain

extension ListFormat where Item == UserSummary {
    /// This format with a ★ at the end of the login cell of each user whose id is in
    /// `favorites`. Only the table changes: piped lines and JSON stay as they are.
    func marking(_ favorites: Set<Int>) -> ListFormat {
        guard !favorites.isEmpty else { return self }
        var format = self
        let cells = self.cells
        format.cells = { user, rank, style in
            var row = cells(user, rank, style)
            if favorites.contains(user.id), let login = row.first {
                row[0] = TableLayout.Cell(login.text + " ★", styled: login.styled + " " + style.favorite("★"))
            }
            return row
        }
        return format
    }
}
