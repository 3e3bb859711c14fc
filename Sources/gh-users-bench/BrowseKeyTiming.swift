import Foundation
import GHDomain
import GHTerminal
import GHUsersTUI

/// The browser's own cost per key, in this process: `update`, `render` and the renderer's diff,
/// on a 200×60 screen with 10,000 users loaded, and the bytes a one-row move writes.
enum BrowseKeyTiming {
    static let rows = 60
    static let columns = 200
    static let users = 10_000

    static func measure(keys: Int) -> [BrowseFigure] {
        var (state, effects) = Browser.start(
            .users(since: 0), size: TerminalSize(rows: rows, columns: columns),
            options: BrowseOptions(color: true, timeZone: TimeZone(identifier: "UTC")!))
        let ids = Array(1...users)
        for start in stride(from: 0, to: users, by: 100) {
            guard let ticket = effects.compactMap(Self.ticket).last else { break }
            let page = Page<Row>(
                items: ids[start..<(start + 100)].map { .user(Self.user($0)) },
                next: start + 100 < users ? PageCursor(url: URL(string: "https://api.github.com/users?since=\(start + 100)")!) : nil)
            effects = Browser.update(&state, .page(ticket, .success(page)))
            effects += Browser.update(&state, .input(.key(.end)))
        }
        _ = Browser.update(&state, .input(.key(.home)))
        var renderer = FrameRenderer()
        let firstFrame = renderer.render(Browser.render(state))
        var times: [Double] = []
        var moves: [Int] = []
        var scrolls: [Int] = []
        let clock = ContinuousClock()
        // Down 400 rows and back, again and again: moves within the screen, and moves that scroll.
        for index in 0..<keys {
            let key: Key = (index / 400) % 2 == 0 ? .down : .up
            let top = state.topRow
            let start = clock.now
            _ = Browser.update(&state, .input(.key(key)))
            let written = renderer.render(Browser.render(state))
            times.append(seconds(clock.now - start))
            if state.topRow == top { moves.append(written.count) } else { scrolls.append(written.count) }
        }
        var filtering: [Double] = []
        _ = Browser.update(&state, .input(.key(.character("/"))))
        for character in "user42" {
            let start = clock.now
            _ = Browser.update(&state, .input(.key(.character(character))))
            _ = renderer.render(Browser.render(state))
            filtering.append(seconds(clock.now - start))
        }
        let loaded = state.rowsLoaded
        let problem = loaded == users && !firstFrame.isEmpty ? nil : "expected \(users) users loaded, found \(loaded)"
        let perKey = ScenarioResult.median(times)
        let moveBytes = Int(ScenarioResult.median(moves.map(Double.init)))
        let scrollBytes = Int(ScenarioResult.median(scrolls.map(Double.init)))
        return [
            BrowseFigure(
                name: "browse-keys", what: "j/k, \(columns)×\(rows), 10,000 users: update+render+diff (median, p99)",
                value: "\(milliseconds(perKey)), \(milliseconds(percentile(times, 0.99)))", target: "≤ 2 ms",
                passes: perKey <= 0.002, problem: problem),
            BrowseFigure(
                name: "browse-move", what: "bytes written for a one-row move on the screen (median, max)",
                value: "\(moveBytes) B, \(moves.max() ?? 0) B", target: "≤ 300 B", passes: (moves.max() ?? 0) <= 300, problem: problem),
            BrowseFigure(
                name: "browse-scroll", what: "bytes written for a one-row move that scrolls the list (median, max)",
                value: "\(scrollBytes) B, \(scrolls.max() ?? 0) B", target: "-", passes: nil, problem: problem),
            BrowseFigure(
                name: "browse-filter", what: "a filter key over 10,000 users (median)",
                value: milliseconds(ScenarioResult.median(filtering)),
                target: "-", passes: nil, problem: problem),
        ]
    }

    private static func ticket(_ effect: BrowseEffect) -> LoadTicket? {
        if case .load(let ticket, _, _) = effect { return ticket }
        return nil
    }

    private static func user(_ id: Int) -> UserSummary {
        UserSummary(
            login: "user\(id)", id: id, type: "User", siteAdmin: id % 97 == 0,
            avatarURL: "https://avatars.githubusercontent.com/u/\(id)?v=4",
            htmlURL: "https://github.com/user\(id)")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.3f ms", seconds * 1000)
    }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
