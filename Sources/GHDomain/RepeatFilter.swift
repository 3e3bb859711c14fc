/// Drops the items of a page that a listing has already handed over, so that no user is printed
/// twice: a server may repeat an item at a page's edge (a list that shifted while it was read),
/// or a misbehaving one may send items again. Memory stays bounded however long the listing:
/// where ids grow through the listing (all users, by id) only the highest is kept, and anything
/// not above it is a repeat; elsewhere the ids of the last two pages handed over are kept, where
/// a shifted list repeats.
struct RepeatFilter<Item: Sendable>: Sendable {
    /// How items are told apart.
    let id: @Sendable (Item) -> Int
    /// Whether ids grow from page to page.
    let ascending: Bool
    private var highest: Int?
    private var lastPages: [Set<Int>] = []

    /// A filter telling items apart by `id`; `ascending` when the listing's ids only grow.
    init(id: @escaping @Sendable (Item) -> Int, ascending: Bool) {
        self.id = id
        self.ascending = ascending
    }

    /// `items` without those already handed over, or repeated within `items` itself; the rest
    /// count as handed over.
    mutating func unseen(_ items: [Item]) -> [Item] {
        var onThisPage = Set<Int>()
        let fresh = items.filter { item in
            let key = id(item)
            if ascending, let highest, key <= highest { return false }
            guard !lastPages.contains(where: { $0.contains(key) }) else { return false }
            return onThisPage.insert(key).inserted
        }
        if ascending {
            highest = Swift.max(highest ?? Int.min, onThisPage.max() ?? Int.min)
        } else {
            lastPages = Array((lastPages + [onThisPage]).suffix(2))
        }
        return fresh
    }
}
