import Testing

@testable import GHUsersTUI

/// `FavoriteWrites`: the favorite changes not yet saved, where the latest change to a user decides.
struct FavoriteWritesTests {
    /// A saved change is forgotten, and a failed one is kept with its problem, in the order made.
    @Test func savedChangesAreForgotten_failedOnesKeptInOrder() {
        var writes = FavoriteWrites()
        let first = writes.begin(id: 2, login: "two", isFavorite: true)
        let second = writes.begin(id: 1, login: "one", isFavorite: false)
        let third = writes.begin(id: 3, login: "three", isFavorite: true)
        #expect(writes.unsaved.map(\.login) == ["two", "one", "three"])
        writes.finish(third, id: 3, problem: nil)
        writes.finish(second, id: 1, problem: "locked")
        #expect(
            writes.unsaved == [
                UnsavedFavorite(login: "two", isFavorite: true, problem: nil),
                UnsavedFavorite(login: "one", isFavorite: false, problem: "locked"),
            ])
        writes.finish(first, id: 2, problem: nil)
        #expect(writes.unsaved == [UnsavedFavorite(login: "one", isFavorite: false, problem: "locked")])
    }

    /// An earlier write ending later neither clears nor replaces the latest change.
    @Test func earlierWriteEndingLater_leavesTheLatestChange() {
        var writes = FavoriteWrites()
        let add = writes.begin(id: 7, login: "u7", isFavorite: true)
        let remove = writes.begin(id: 7, login: "u7", isFavorite: false)
        writes.finish(add, id: 7, problem: nil)
        #expect(writes.unsaved == [UnsavedFavorite(login: "u7", isFavorite: false, problem: nil)])
        writes.finish(add, id: 7, problem: "late")
        #expect(writes.unsaved == [UnsavedFavorite(login: "u7", isFavorite: false, problem: nil)])
        writes.finish(remove, id: 7, problem: "locked")
        #expect(writes.unsaved == [UnsavedFavorite(login: "u7", isFavorite: false, problem: "locked")])
        // A later change that is saved settles the user.
        let again = writes.begin(id: 7, login: "u7", isFavorite: false)
        writes.finish(again, id: 7, problem: nil)
        #expect(writes.unsaved.isEmpty)
    }
}
