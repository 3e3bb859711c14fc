import Foundation

/// Where the follow journal is kept between runs. The data layer keeps it in a file; tests can
/// keep it in memory.
public protocol FollowJournalStore: Sendable {
    /// The journal as last saved; empty when there is none. Never changes anything.
    func load() async throws -> FollowJournal

    /// Reads the journal, lets `transform` change it, and saves the result when it differs, as
    /// one step no other process can interleave with; returns what `transform` returned.
    /// Nothing is saved when reading or `transform` fails.
    @discardableResult
    func update<Outcome: Sendable>(_ transform: @escaping @Sendable (inout FollowJournal) throws -> Outcome) async throws -> Outcome
}
