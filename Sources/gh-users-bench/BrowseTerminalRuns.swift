import Foundation
import GHTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `gh-users browse` in a pseudo-terminal, as a person starts it: how long until the
/// first rows show, against the start-up of `--help` measured in the same runs; and its peak
/// memory once 10,000 users are loaded by scrolling.
struct BrowseTerminalRuns {
    var ghUsers: URL
    var launcher: URL
    var home: URL
    var log: (String) -> Void

    /// Time to the first rows, alternating with `--help` runs: with 50 ms per answer, or, given
    /// a `roundTrip`, through a ``DelayingProxy`` (a new connection's round trip, then the
    /// first page's).
    func firstRows(runs: Int, roundTrip: Double? = nil) throws -> BrowseFigure {
        let server = try BenchAPI(users: 1000, latency: roundTrip == nil ? Scenario.latency : 0).start()
        defer { server.stop() }
        let route = try roundTrip.map { try NetworkRoute(NetworkRoute.Plan(roundTrip: $0, front: nil), to: server.server.port) }
        defer { route?.stop() }
        let api = route?.baseURL ?? server.baseURL
        let help = MeasuredRun(launcher: launcher, executable: ghUsers, arguments: ["--help"], environment: environment(api))
        var rows: [Double] = []
        var frames: [Double] = []
        var startups: [Double] = []
        var problem: String?
        for run in 0...runs {
            let started = ContinuousClock.now
            let browse = try launch(api, rows: 24, columns: 80)
            _ = Self.waitUntil(browse, seconds: 10) { $0.isAlternateScreen && $0.lines().first?.hasPrefix("Users") == true }
            let frame = Self.seconds(ContinuousClock.now - started)
            let shown = Self.waitUntil(browse, seconds: 10) { $0.lines().contains { $0.contains("›") && $0.contains(" user1 ") } }
            let elapsed = Self.seconds(ContinuousClock.now - started)
            browse.send("q")
            _ = Self.waitForExit(browse)
            guard shown else {
                problem = "the first rows did not show: \(browse.screen.lines().prefix(4))"
                break
            }
            let startup = try help.run().wall
            if run > 0 {
                rows.append(elapsed)
                frames.append(frame)
                startups.append(startup)
            }
        }
        let median = ScenarioResult.median(rows)
        let network = roundTrip.map { 2 * $0 } ?? Scenario.latency
        let target = ScenarioResult.median(startups) + network + 0.005
        let name = "browse-first-rows" + (roundTrip.map { "-\(Int(($0 * 1000).rounded()))ms" } ?? "")
        let delay = roundTrip.map { "through a \(Int(($0 * 1000).rounded())) ms round trip" } ?? "50 ms per answer"
        log("\(name): median \(ReportTable.duration(median)) over \(rows.count) runs")
        return BrowseFigure(
            name: name, what: "spawn to the first rows on screen, 80×24, \(delay) (median; first frame)",
            value: "\(ReportTable.duration(median)); \(ReportTable.duration(ScenarioResult.median(frames)))",
            target: "≤ start-up \(ReportTable.duration(ScenarioResult.median(startups))) + \(Int((network * 1000).rounded())) ms + 5 ms",
            passes: median <= target, problem: problem)
    }

    /// Peak memory after scrolling through 10,000 users (End until the end of the list).
    func memory(users: Int = 10_000) throws -> BrowseFigure {
        let server = try BenchAPI(users: users, latency: 0).start()
        defer { server.stop() }
        let browse = try launch(server.baseURL, rows: 60, columns: 200)
        let lastLogin = "user\(FakeGitHub.gappedIDs(users).last ?? 0) "
        var problem: String?
        var reached = Self.waitUntil(browse, seconds: 10) { $0.lines().contains { $0.contains("›") && $0.contains(" user1 ") } }
        var presses = 0
        while reached, presses < users / 50 {
            presses += 1
            browse.send("G")
            reached = Self.waitUntil(browse, seconds: 10) { screen in
                screen.lines().contains { $0.contains("End of list") } || screen.lines().contains { $0.contains("Loading…") }
            }
            if browse.screen.lines().contains(where: { $0.contains("End of list") }) { break }
            reached = Self.waitUntil(browse, seconds: 10) { !$0.lines().contains { $0.contains("Loading…") } }
        }
        let ended =
            browse.screen.lines().contains { $0.contains("End of list") }
            && browse.screen.lines().contains { $0.contains("›") && $0.contains(" \(lastLogin)") }
        if !ended { problem = "did not reach \(lastLogin)after \(presses) presses of G" }
        let peak = Self.peakRSS(browse.processID)
        browse.send("q")
        _ = Self.waitForExit(browse)
        log("browse-memory: \(ReportTable.bytes(peak)) after \(presses) presses of G")
        return BrowseFigure(
            name: "browse-memory", what: "peak RSS with 10,000 users loaded by scrolling, 200×60", value: ReportTable.bytes(peak),
            target: "≤ 60.0 MiB", passes: peak <= 60 * 1_048_576, problem: problem)
    }

    private func environment(_ api: URL) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "GH_USERS_API_URL": api.absoluteString, "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    /// The answer an xterm gives to Primary Device Attributes, the last question of the browser's
    /// probe: a terminal without images, as the browser is timed on. Every terminal answers it,
    /// so a pseudo-terminal that did not would time the probe's 400 ms wait instead.
    private static let deviceAttributes = (query: Array("\u{1B}[c".utf8), answer: Array("\u{1B}[?64;1;2;6;22c".utf8))

    private func launch(_ api: URL, rows: Int, columns: Int) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: ghUsers.path, arguments: ["browse", "--no-cache"], environment: environment(api), rows: rows, columns: columns,
            answers: [Self.deviceAttributes])
    }

    /// Polls the screen every 0.2 ms, finer than a frame, so the time measured is the program's.
    private static func waitUntil(_ process: PseudoTerminalProcess, seconds: Double, _ predicate: (VirtualScreen) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if predicate(process.screen) { return true }
            usleep(200)
        }
        return false
    }

    private static func waitForExit(_ process: PseudoTerminalProcess) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Task {
            _ = await process.waitForExit(timeout: .seconds(10))
            done.signal()
        }
        return done.wait(timeout: .now() + 12) == .success
    }

    /// `VmHWM` from `/proc/<pid>/status`: the process's peak resident set, in bytes.
    private static func peakRSS(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
