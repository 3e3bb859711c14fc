import Foundation
import GHData
import GHDomain

extension Factory {
    /// The follow journal, `follow-journal.json` in the data directory (`$XDG_DATA_HOME/gh-users`,
    /// else `~/.local/share/gh-users`); throws when the environment names neither.
    func followJournal() throws -> any FollowJournalStore {
        guard let directory = locations.data else { throw FollowJournalLocationUnknown() }
        return FileFollowJournal(directory: directory)
    }
}

/// Neither `XDG_DATA_HOME` nor `HOME` says where the follow journal is kept.
struct FollowJournalLocationUnknown: LocalizedError {
    var errorDescription: String? {
        "cannot tell where to keep the follow journal, which every change is written to first: set HOME or XDG_DATA_HOME to an absolute path; nothing was sent"
    }
}
