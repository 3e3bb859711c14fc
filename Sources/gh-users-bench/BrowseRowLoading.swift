import Foundation
import GHDomain
import GHTerminal
import GHUsersTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The browser loading 100,000 users a page at a time, in this process, as the runtime does it:
/// each page goes through `update`, then the frame is rendered and diffed. Reports the CPU time of the whole load, the
/// cost of one page near the start and near the end (flat when appending costs nothing for the
/// rows already loaded), the heap a loaded row keeps, and j/k with all of them loaded.
enum BrowseRowLoading {
    static let users = 100_000
    static let perPage = 100

    static func measure() -> [BrowseFigure] {
        let heapBefore = heapInUse()
        let cpuStart = threadCPU()
        var (state, effects) = Browser.start(
            .users(since: 0), size: TerminalSize(rows: 60, columns: 200),
            options: BrowseOptions(color: true, timeZone: TimeZone(identifier: "UTC")!))
        var renderer = FrameRenderer()
        _ = renderer.render(Browser.render(state))
        var pageCosts: [Double] = []
        for start in stride(from: 0, to: users, by: perPage) {
            guard let ticket = effects.compactMap(Self.ticket).last else { break }
            let page = Self.page(from: start)
            let pageStart = threadCPU()
            effects = Browser.update(&state, .page(ticket, .success(page)))
            effects += Browser.update(&state, .input(.key(.end)))
            _ = renderer.render(Browser.render(state))
            pageCosts.append(threadCPU() - pageStart)
        }
        let total = threadCPU() - cpuStart
        let heapPerRow = Double(heapInUse() - heapBefore) / Double(users)
        let keys = keyTimes(&state, &renderer)
        let loaded = state.rowsLoaded
        let problem = loaded == users ? nil : "expected \(users) users loaded, found \(loaded)"
        // Pages 10 to 20 (1,000 to 2,000 rows loaded) against the last ten (99,000 to 100,000).
        let early = ScenarioResult.median(Array(pageCosts.dropFirst(10).prefix(10)))
        let late = ScenarioResult.median(Array(pageCosts.suffix(10)))
        let ratio = late / early
        let keyMedian = ScenarioResult.median(keys)
        withExtendedLifetime(state) {}
        return [
            BrowseFigure(
                name: "browse-rows", what: "CPU to load 100,000 users, 100 a page: update, render and diff each page",
                value: String(format: "%.2f s", total), target: "≤ 2 s", passes: total <= 2, problem: problem),
            BrowseFigure(
                name: "browse-page-cost", what: "CPU a page at 1k rows, at 100k rows (medians of ten), and their ratio",
                value: "\(BrowseKeyTiming.milliseconds(early)), \(BrowseKeyTiming.milliseconds(late)); \(String(format: "%.2f", ratio))×",
                target: "≤ 1.5×", passes: ratio <= 1.5, problem: problem),
            BrowseFigure(
                name: "browse-row-memory", what: "resident memory grown a loaded row, 100,000 users",
                value: heapPerRow.isNaN ? "-" : "\(Int(heapPerRow)) B", target: "≤ 600 B",
                passes: heapPerRow.isNaN ? nil : heapPerRow <= 600, problem: problem),
            BrowseFigure(
                name: "browse-keys-100k", what: "j/k, 200×60, 100,000 users: update+render+diff (median)",
                value: BrowseKeyTiming.milliseconds(keyMedian), target: "≤ 2 ms", passes: keyMedian <= 0.002, problem: problem),
        ]
    }

    /// The time of 400 moves down and 400 up, each with its frame.
    private static func keyTimes(_ state: inout BrowseState, _ renderer: inout FrameRenderer) -> [Double] {
        _ = Browser.update(&state, .input(.key(.home)))
        _ = renderer.render(Browser.render(state))
        return (0..<800).map { index in
            let start = threadCPU()
            _ = Browser.update(&state, .input(.key(index < 400 ? .down : .up)))
            _ = renderer.render(Browser.render(state))
            return threadCPU() - start
        }
    }

    /// The page of users after `start`.
    private static func page(from start: Int) -> Page<Row> {
        let items = (start + 1...start + perPage).map { id -> Row in
            .user(
                UserSummary(
                    login: "user\(id)", id: id, type: "User", siteAdmin: id % 97 == 0,
                    avatarURL: "https://avatars.githubusercontent.com/u/\(id)?v=4", htmlURL: "https://github.com/user\(id)"))
        }
        let next = start + perPage < users ? PageCursor(url: URL(string: "https://api.github.com/users?since=\(start + perPage)")!) : nil
        return Page(items: items, next: next)
    }

    private static func ticket(_ effect: BrowseEffect) -> LoadTicket? {
        if case .load(let ticket, _, _) = effect { return ticket }
        return nil
    }

    /// This thread's CPU time so far, in seconds.
    private static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The bytes of this process resident in memory (`/proc/self/statm`); NaN where that
    /// cannot be read. Freed memory the allocator keeps counts too, so this is an upper bound
    /// on what the rows keep.
    private static func heapInUse() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }
}
