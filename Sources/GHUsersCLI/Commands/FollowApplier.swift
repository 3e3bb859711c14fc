import Foundation
import GHData
import GHDomain
import GHSystem
import GHText

/// Carries out a ``FollowPlan`` as the approval allows: prints it for `--dry-run`, asks on a
/// terminal, then writes it to the journal as a run and makes the changes through
/// ``GHDomain/FollowRunner``, one line on stdout for each and, on a terminal, a progress line
/// on stderr. A run that stops part-way says how to resume it.
struct FollowApplier: Sendable {
    let approval: FollowApproval
    /// Whether `--json` was given (for `--dry-run`).
    let json: Bool

    /// Shows, asks, journals and carries out `plan`.
    func apply(_ plan: FollowPlan, io: IOStreams, factory: Factory) async throws -> ExitCode {
        let host = factory.favoritesHost
        guard !plan.changes.isEmpty else {
            io.printError("Nothing to change.\n")
            return .success
        }
        if approval.dryRun {
            if !json && io.outputIsTerminal {
                try io.print(plan.preview(host: host))
            } else {
                try io.print(plan.printed(host: host, json: json))
            }
            return .success
        }
        let journal = try factory.followJournal()
        if !approval.yes {
            io.printError(plan.preview(host: host) + "Go ahead? [y/N] ")
            let answer = await Self.answer(io)
            guard ["y", "yes"].contains(answer.lowercased()) else {
                io.printError("Nothing was changed.\n")
                return .success
            }
        }
        let (viewer, changes, undoes, now) = (plan.viewer, plan.changes, plan.undoes, factory.now())
        let run = try await journal.update { $0.begin(host: host, viewer: viewer, at: now, undoes: undoes, changes: changes) }
        return try await carryOut(run, journal: journal, io: io, factory: factory)
    }

    /// Carries out run `run`'s pending changes; throws, with the line that resumes it, when it stops.
    func carryOut(_ run: FollowRun, journal: any FollowJournalStore, io: IOStreams, factory: Factory) async throws -> ExitCode {
        let runner = FollowRunner(graph: factory.follows, journal: journal, now: factory.now)
        try await Self.paceAcrossRuns(journal: journal, factory: factory)
        let total = run.changes.count
        var finished = run.changes.count { !$0.isPending }
        var status = ExitCode.success
        let progress = io.errorIsTerminal && total > 1
        func showProgress() {
            let left = FollowPlan.describe(WriteLane.duration(of: total - finished))
            io.printCountdown(
                "\(run.changes.first?.follow == false ? "Unfollowing" : "Following"): \(finished) of \(total) done, \(left) left")
        }
        if progress { showProgress() }
        do {
            try await runner.carryOut(
                run: run.id,
                judge: { error in
                    let presented = io.errors.present(error)
                    return (presented.stopsBatch, presented.message ?? "")
                },
                report: { _, change, outcome in
                    finished += 1
                    if progress { io.printCountdown(nil) }
                    switch outcome {
                    case .done(let found):
                        let name = TextSanitizer.line(change.login.rawValue)
                        try io.print(
                            (change.follow ? "Followed " : "Unfollowed ") + name + (found ? " (found done on GitHub; not sent again)" : "")
                                + "\n")
                    case .failed(let error):
                        status = io.report(error)
                    }
                    if progress && finished < total { showProgress() }
                })
        } catch {
            if progress { io.printCountdown(nil) }
            throw StoppedListing(
                underlying: error, howToGoOn: "Resume: " + io.programName.spell("gh-users \(run.commandName) --resume \(run.id)"))
        }
        io.hint("Run \(run.id) done. Undo it with: " + io.programName.spell("gh-users \(run.commandName) --undo \(run.id)"))
        return status
    }

    /// Makes the pace hold across runs (and across the browser's changes): the changes of the
    /// last hour, as the journal has them, count in the write lane (each a millisecond late, as
    /// the journal's times are cut to the millisecond).
    static func paceAcrossRuns(journal: any FollowJournalStore, factory: Factory) async throws {
        let now = factory.now()
        let recent = try await journal.load().runs.flatMap { $0.changes.compactMap(\.finishedAt) }.filter {
            now.timeIntervalSince($0) < 3600
        }
        factory.writeLane.remember(recent.map { $0.addingTimeInterval(0.001) })
    }

    /// The line a person typed, without blanks; empty at the end of input.
    private static func answer(_ io: IOStreams) async -> String {
        let read = io.readAnswer
        let line = await BlockingWork.run { read() }
        return (line ?? "").trimmingCharacters(in: .whitespaces)
    }
}

extension FollowRun {
    /// The command a line that names this run spells: `unfollow` for a run of unfollows only,
    /// else `follow`. Either takes `--resume` and `--undo` for any run; this one reads as what
    /// the run does, so that resuming an unfollow run does not look like following.
    var commandName: String { changes.allSatisfy { !$0.follow } ? "unfollow" : "follow" }
}
