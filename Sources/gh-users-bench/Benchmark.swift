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

    /// Runs every scenario: one warm-up run, then its measured runs; a scenario with a
    /// comparison gives two results, the comparison's first.
    func run() throws -> [ScenarioResult] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-bench-\(getpid())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        return try scenarios.flatMap { try measure($0, home: home) }
    }

    /// One warm-up run and the measured runs of `scenario`, and of its comparison, run for run in
    /// alternation against one server.
    private func measure(_ scenario: Scenario, home: URL) throws -> [ScenarioResult] {
        if let plan = scenario.network, let reason = NetworkRoute.unavailable(plan) {
            log("\(scenario.name): skipped: \(reason)")
            var skipped = ScenarioResult(scenario: scenario)
            skipped.skipped = reason
            return [skipped]
        }
        let server = try scenario.api?.start()
        defer { server?.stop() }
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "TZ": "UTC"]
        if let server {
            environment["GH_USERS_API_URL"] = server.baseURL.absoluteString
        }
        let route = try server.flatMap { server in try scenario.network.map { try NetworkRoute($0, to: server.server.port) } }
        defer { route?.stop() }
        if let route { environment.merge(route.environment) { $1 } }
        var parts = [(scenario, child(scenario, environment))]
        if let comparison = scenario.comparisonScenario {
            parts.insert((comparison, child(comparison, environment)), at: 0)
        }
        var results = parts.map { ScenarioResult(scenario: $0.0) }
        runs: for run in 0...scenario.runs {
            for (index, (part, child)) in parts.enumerated() {
                if part.freshCache { try? FileManager.default.removeItem(at: home.appendingPathComponent(".cache/gh-users")) }
                let outcome = try child.run()
                let traffic = server?.traffic.reset() ?? (requests: 0, mostInFlight: 0)
                var problem = Self.problem(with: outcome, expecting: part.expectation)
                if problem == nil, traffic.requests != part.requests {
                    problem = "expected \(part.requests) requests, the server got \(traffic.requests)"
                }
                if let problem {
                    results[index].problems.append(problem)
                    log("\(part.name) run \(run): WRONG: \(problem)")
                    break runs
                }
                if run == 0 {
                    log("\(part.name) warm-up: \(ReportTable.duration(outcome.wall))")
                    continue
                }
                results[index].record(outcome, mostInFlight: traffic.mostInFlight)
            }
        }
        if results.count == 2 {
            results[1].comparisonWalls = results[0].walls
        }
        for result in results where result.isCorrect {
            log(
                "\(result.scenario.name): median \(ReportTable.duration(result.medianWall)) over \(result.walls.count) runs, "
                    + "peak \(ReportTable.bytes(result.peakRSS))")
        }
        return results
    }

    /// The child process that runs `scenario` in `environment` and its own variables.
    private func child(_ scenario: Scenario, _ environment: [String: String]) -> MeasuredRun {
        let executable: URL
        switch scenario.program {
        case .ghUsers: executable = ghUsers
        case .hello: executable = hello
        case .curl: executable = URL(fileURLWithPath: "/usr/bin/curl")
        }
        let api = environment["GH_USERS_API_URL"] ?? ""
        let certificate = environment["SSL_CERT_FILE"] ?? ""
        return MeasuredRun(
            launcher: launcher,
            executable: executable,
            arguments: scenario.arguments.map {
                $0.replacingOccurrences(of: "{api}", with: api).replacingOccurrences(of: "{ca}", with: certificate)
            },
            environment: environment.merging(scenario.environment) { _, own in own }
        )
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
