import Foundation
import GHData
import GHDomain
import GHText

/// Changes to make as the viewer: shown (`--dry-run`, or before the `y/N` question), then
/// written to the journal as a run and carried out by ``FollowRun``'s rules.
struct FollowPlan: Sendable {
    /// Who makes the changes.
    let viewer: Login
    /// The changes, in order.
    let changes: [FollowChange]
    /// The run this plan undoes, if it is an undo.
    var undoes: Int? = nil

    /// How long the changes take at GitHub's pace for changes.
    var duration: TimeInterval { WriteLane.duration(of: changes.count) }

    /// `about 2 s`, `about 3 min 20 s`, `about 1 h 5 min`.
    static func describe(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "about \(whole) s" }
        if whole < 3600 { return "about \(whole / 60) min" + (whole % 60 == 0 ? "" : " \(whole % 60) s") }
        return "about \(whole / 3600) h" + (whole % 3600 / 60 == 0 ? "" : " \(whole % 3600 / 60) min")
    }

    /// One line: how many changes and how long, at what pace.
    var summary: String {
        "\(NumberText.counted(changes.count, "change", "changes")), \(Self.describe(duration)) at GitHub's pace for changes "
            + "(at least a second apart, at most 80 a minute and 500 an hour)."
    }

    /// The plan for a person: what will happen, each user, and how long it takes.
    func preview(host: String) -> String {
        let follows = changes.count { $0.follow }
        let unfollows = changes.count - follows
        var what: [String] = []
        if follows > 0 { what.append("follow \(NumberText.counted(follows, "user", "users"))") }
        if unfollows > 0 { what.append("stop following \(NumberText.counted(unfollows, "user", "users"))") }
        let undo = undoes.map { " (undoing run \($0))" } ?? ""
        var text = "gh-users will \(what.joined(separator: " and ")) as \(viewer.rawValue) on \(host)\(undo):\n"
        for change in changes {
            text += "  \(change.follow ? "follow  " : "unfollow") \(TextSanitizer.line(change.login.rawValue))\n"
        }
        return text + summary + "\n"
    }

    /// `--dry-run`'s output: piped, one `follow<TAB>login` line a change; `--json`, one object.
    func printed(host: String, json: Bool) -> String {
        guard json else {
            return changes.map { "\($0.follow ? "follow" : "unfollow")\t\($0.login.rawValue)\n" }.joined()
        }
        let object = JSONValue.object([
            ("host", .string(host)), ("viewer", .string(viewer.rawValue)), ("undoes", .int(undoes)),
            ("seconds", .int(Int(duration.rounded(.up)))),
            (
                "changes",
                .array(
                    changes.map {
                        .object([("login", .string($0.login.rawValue)), ("action", .string($0.follow ? "follow" : "unfollow"))])
                    })
            ),
        ])
        return object.rendered() + "\n"
    }
}
