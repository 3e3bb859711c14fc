import Foundation
import GHTestSupport

/// Starts `gh-terminal-probe`, built beside the tests, in a pseudo-terminal.
enum ProbeProcess {
    /// The probe executable, next to the test bundle.
    static let path: String = {
        var folder = Bundle.main.bundleURL
        // On macOS the bundle is `….xctest`; on Linux `Bundle.main` is the test executable's folder.
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        let candidate = folder.appendingPathComponent("gh-terminal-probe")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("gh-terminal-probe").path
    }()

    /// The probe running in a new terminal; the runtime's backtracer is off so that a crash
    /// ends at once.
    static func start(_ arguments: [String] = [], rows: Int = 24, columns: Int = 80) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: path,
            arguments: arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"],
            rows: rows,
            columns: columns
        )
    }
}
