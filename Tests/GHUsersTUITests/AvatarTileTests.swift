import Testing

@testable import GHUsersTUI

/// The initials tile that stands for an avatar where no image shows: its letters come from the
/// name's first two words, letters or digits alike, else from the login.
struct AvatarTileTests {
    /// Initials take the first letter or digit of the first two words, else the login's.
    @Test func initials_comeFromTheFirstTwoWords_elseTheLogin() {
        let table: [(login: String, name: String?, initials: String)] = [
            ("person4", "Person 4", "P4"),
            ("octocat", "The Octocat", "TO"),
            ("mas", "Mary Ann Smith", "MA"),
            ("user7", "7 of 9", "7O"),
            ("jdoe", "  jane   doe ", "JD"),
            ("cher", "Cher", "C"),
            ("ana", "(Ana) [Silva]", "AS"),
            ("octocat", nil, "OC"),
            ("octocat", "", "OC"),
            ("x-9", "— ·", "X9"),
            ("-", nil, "?"),
        ]
        for (login, name, initials) in table {
            #expect(AvatarTile.initials(login: login, name: name) == initials, "\(login), \(name ?? "no name")")
        }
    }
}
