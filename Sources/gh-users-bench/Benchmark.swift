import Foundation
import LoopbackHTTPServer

/// Runs the scenarios one after another, each against its own server, and reports them.
struct Benchmark {
    /// The scenarios to run.
    var scenarios: [Scenario]
    /// The `gh-users` executable to time.
    var ghUsers: URL
    /// The Foundation "hello world" executable.
    var hello: URL
    /// The `bench-spawn` launcher every child is run through.
    var launcher: URL
    /// Where progress lines go.
    var log: (String) -> Void

    /// The peak RSS of the 100k listing may be at most this many times that of the 10k one.
    static let scalingTarget = 1.15

    /// Runs every scenario: one warm-up run, then its measured runs.
    func run() throws -> [ScenarioResult] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-bench-\(getpid())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        return try scenarios.map { try measure($0, home: home) }
    }

    private func measure(_ scenario: Scenario, home: URL) throws -> ScenarioResult {
        let server = try scenario.api?.start()
        defer { server?.stop() }
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "TZ": "UTC"]
        if let server {
            environment["GH_USERS_API_URL"] = server.baseURL.absoluteString
        }
        let child = MeasuredRun(
            launcher: launcher,
            executable: scenario.program == .ghUsers ? ghUsers : hello,
            arguments: scenario.arguments,
            environment: environment
        )
        var result = ScenarioResult(scenario: scenario)
        for run in 0...scenario.runs {
            let outcome = try child.run()
            let traffic = server?.traffic.reset() ?? (requests: 0, mostInFlight: 0)
            var problem = Self.problem(with: outcome, expecting: scenario.expectation)
            if problem == nil, traffic.requests != scenario.requests {
                problem = "expected \(scenario.requests) requests, the server got \(traffic.requests)"
            }
            if let problem {
                result.problems.append(problem)
                log("\(scenario.name) run \(run): WRONG: \(problem)")
                break
            }
            if run == 0 {
                log("\(scenario.name) warm-up: \(ReportTable.duration(outcome.wall))")
                continue
            }
            result.walls.append(outcome.wall)
            result.cpus.append(outcome.cpu)
            result.peaks.append(outcome.peakRSS)
            result.majorFaults.append(outcome.majorFaults)
            result.floorRSS = max(result.floorRSS, outcome.floorRSS)
            result.mostInFlight = max(result.mostInFlight, traffic.mostInFlight)
        }
        if result.isCorrect {
            log(
                "\(scenario.name): median \(ReportTable.duration(result.medianWall)) over \(result.walls.count) runs, "
                    + "peak \(ReportTable.bytes(result.peakRSS))")
        }
        return result
    }

    /// Why a run is wrong (exit status, signal, output), or `nil` when it is right.
    static func problem(with outcome: MeasuredRun.Outcome, expecting expectation: OutputExpectation) -> String? {
        let stderr = outcome.stderr.isEmpty ? "" : "; stderr: " + outcome.stderr.prefix(500)
        if let signal = outcome.signal {
            return "killed by signal \(signal)\(stderr)"
        }
        if outcome.exitStatus != 0 {
            return "exit status \(outcome.exitStatus ?? -1)\(stderr)"
        }
        return expectation.problem(in: outcome.stdout).map { $0 + stderr }
    }

    /// The per-user wall time of the larger listing over that of the smaller one.
    static func scalingRatio(small: ScenarioResult, large: ScenarioResult) -> Double {
        guard small.isCorrect, large.isCorrect, let smallUsers = small.scenario.userCount, let largeUsers = large.scenario.userCount else {
            return .nan
        }
        return (large.medianWall / Double(largeUsers)) / (small.medianWall / Double(smallUsers))
    }

    /// The peak RSS of the 100k listing over that of the 10k one: memory that stays flat as the
    /// listing grows reads close to 1.
    static func memoryRatio(small: ScenarioResult, large: ScenarioResult) -> Double {
        guard small.isCorrect, large.isCorrect, small.peakRSS > 0 else { return .nan }
        return Double(large.peakRSS) / Double(small.peakRSS)
    }
}
