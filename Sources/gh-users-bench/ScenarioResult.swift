/// The measured runs of one scenario and what they add up to.
struct ScenarioResult: Sendable {
    /// The scenario.
    var scenario: Scenario
    /// Wall seconds of each measured run.
    var walls: [Double] = []
    /// CPU seconds (user + system) of each measured run.
    var cpus: [Double] = []
    /// Peak RSS in bytes of each measured run.
    var peaks: [Int] = []
    /// Major page faults of each measured run.
    var majorFaults: [Int] = []
    /// The largest peak RSS of the launcher itself: no child can read lower than this.
    var floorRSS = 0
    /// The most requests the server was answering at once, in any run.
    var mostInFlight = 0
    /// Why runs (warm-up included) were wrong: a bad exit status or bad output.
    var problems: [String] = []
    /// Why the scenario was not run (a program it needs is missing), or `nil`: neither right
    /// nor wrong, and left out of the verdicts.
    var skipped: String?
    /// Wall seconds of each measured run of the scenario's comparison, run in alternation.
    var comparisonWalls: [Double] = []

    /// Adds one measured run.
    mutating func record(_ outcome: MeasuredRun.Outcome, mostInFlight: Int) {
        walls.append(outcome.wall)
        cpus.append(outcome.cpu)
        peaks.append(outcome.peakRSS)
        majorFaults.append(outcome.majorFaults)
        floorRSS = max(floorRSS, outcome.floorRSS)
        self.mostInFlight = max(self.mostInFlight, mostInFlight)
    }

    /// The median wall time over the comparison's, when the scenario has one and both ran.
    var ratioToComparison: Double? {
        guard scenario.comparison != nil, !comparisonWalls.isEmpty, isCorrect else { return nil }
        return medianWall / Self.median(comparisonWalls)
    }

    /// Whether every run exited 0 with the expected output.
    var isCorrect: Bool { problems.isEmpty && (!walls.isEmpty || skipped != nil) }

    /// The median wall time in seconds.
    var medianWall: Double { Self.median(walls) }
    /// The fastest run in seconds.
    var minimumWall: Double { walls.min() ?? .nan }
    /// The median CPU time in seconds.
    var medianCPU: Double { Self.median(cpus) }
    /// The largest peak RSS of any run, in bytes.
    var peakRSS: Int { peaks.max() ?? 0 }

    /// `0`, or the major page faults of all measured runs and how many runs had any: a run
    /// that waited for the disk is slower for reasons that are not the program's.
    var pageIns: String {
        let total = majorFaults.reduce(0, +)
        guard total > 0 else { return "0" }
        return "\(total) in \(majorFaults.count(where: { $0 > 0 })) runs"
    }

    /// Users listed per second of median wall time, for scenarios that list users.
    var usersPerSecond: Double? {
        scenario.userCount.map { Double($0) / medianWall }
    }

    /// The median wall time over the physical limit.
    var ratioToLimit: Double? {
        scenario.physicalLimit.map { medianWall / $0 }
    }

    /// PASS when every target is met, FAIL when one is missed, `nil` when there is no target.
    var meetsTargets: Bool? {
        guard skipped == nil else { return nil }
        var verdicts: [Bool] = []
        if let target = scenario.wallTarget { verdicts.append(medianWall <= target) }
        if let target = scenario.rssTarget { verdicts.append(peakRSS <= target) }
        if let target = scenario.cpuTarget { verdicts.append(medianCPU <= target) }
        if let target = scenario.comparison?.ratioTarget { verdicts.append(ratioToComparison.map { $0 <= target } ?? false) }
        return verdicts.isEmpty ? nil : !verdicts.contains(false)
    }

    /// The middle value (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
