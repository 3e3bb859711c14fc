import Foundation
import GHDomain

/// The follow journal as its file holds it (see ``FileFollowJournal``).
struct FollowJournalDTO: Codable {
    /// The format's version; a file of another is not read.
    static let currentVersion = 1
    /// Changes are timed to the millisecond: the next run keeps its pace from them.
    static let preciseTime = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    var version: Int
    var runs: [Run]

    struct Run: Codable {
        var id: Int
        var host: String
        var viewer: String
        var startedAt: String
        var undoes: Int?
        var changes: [Change]

        enum CodingKeys: String, CodingKey {
            case id, host, viewer, undoes, changes
            case startedAt = "started_at"
        }
    }

    struct Change: Codable {
        var login: String
        var action: String
        var state: String
        var finishedAt: String?
        var note: String?

        enum CodingKeys: String, CodingKey {
            case login, action, state, note
            case finishedAt = "finished_at"
        }
    }

    init(_ journal: FollowJournal) {
        version = Self.currentVersion
        runs = journal.runs.map { run in
            Run(
                id: run.id, host: run.host, viewer: run.viewer.rawValue, startedAt: Timestamp(run.startedAt).text, undoes: run.undoes,
                changes: run.changes.map { change in
                    Change(
                        login: change.login.rawValue, action: change.follow ? "follow" : "unfollow", state: change.state.rawValue,
                        finishedAt: change.finishedAt.map { $0.formatted(Self.preciseTime) }, note: change.note)
                })
        }
    }

    /// The journal, or what is wrong with it in a few words.
    func toDomain() -> Result<FollowJournal, FollowJournalDTO.Invalid> {
        guard version == Self.currentVersion else {
            return .failure(Invalid("it is of version \(version), which this gh-users does not read"))
        }
        var kept: [FollowRun] = []
        for (number, run) in runs.enumerated() {
            let place = "run \(number + 1)"
            guard let viewer = Login(run.viewer) else { return .failure(Invalid("\(place) has no valid \"viewer\"")) }
            guard let started = Timestamp(run.startedAt).date else { return .failure(Invalid("\(place) has no valid \"started_at\"")) }
            var changes: [FollowChange] = []
            for (index, change) in run.changes.enumerated() {
                let changePlace = "\(place) change \(index + 1)"
                guard let login = Login(change.login), ["follow", "unfollow"].contains(change.action),
                    let state = FollowChange.State(rawValue: change.state)
                else { return .failure(Invalid("\(changePlace) is not valid")) }
                changes.append(
                    FollowChange(
                        login: login, follow: change.action == "follow", state: state,
                        finishedAt: change.finishedAt.flatMap { Timestamp($0).date },
                        note: change.note))
            }
            kept.append(FollowRun(id: run.id, host: run.host, viewer: viewer, startedAt: started, undoes: run.undoes, changes: changes))
        }
        guard Set(kept.map(\.id)).count == kept.count else { return .failure(Invalid("two runs have the same \"id\"")) }
        return .success(FollowJournal(runs: kept))
    }

    /// What is wrong with a journal that decodes but does not make sense.
    struct Invalid: Error {
        var detail: String
        init(_ detail: String) { self.detail = detail }
    }
}
