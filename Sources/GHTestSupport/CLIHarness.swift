import Foundation
import GHData
import GHUsersCLI

/// Runs the command line in memory: arguments in, whole stdout, stderr and exit status out,
/// with a stub transport and a fixed clock and time zone.
public enum CLIHarness {
    /// The clock every in-memory run sees: 2026-11-21 12:00:00 UTC.
    public static let now = Date(timeIntervalSince1970: 1_795_262_400)

    /// Runs `arguments` as if typed after `gh-users`.
    public static func run(
        _ arguments: [String],
        transport: StubTransport = StubTransport(),
        variables: [String: String] = [:],
        terminal: Bool = false,
        terminalWidth: Int? = nil,
        closeOutputAfter: Int? = nil,
        outputFailure: OutputFailed? = nil
    ) async -> ProcessResult {
        let stdout = CapturedOutput(closeAfter: closeOutputAfter, failure: outputFailure)
        let stderr = CapturedOutput()
        let environment = Environment(
            variables: variables,
            standardOutput: stdout,
            standardError: stderr,
            outputIsTerminal: terminal,
            terminalWidth: terminalWidth,
            makeTransport: { _ in transport },
            sleep: { _ in },
            now: { now },
            timeZone: TimeZone(identifier: "UTC")!
        )
        let status = await GHUsers.run(arguments, environment: environment)
        return ProcessResult(stdout: stdout.text, stderr: stderr.text, status: status)
    }
}
