import Foundation
import GHDomain
import GHSystem
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// Runs the command line in memory: arguments in, whole stdout, stderr and exit status out,
/// with a stub transport and a fixed clock and time zone. Afterwards it checks, as cli/cli's
/// `reg.Verify(t)` does, that every stub was used and no request went unanswered; a test that
/// means to leave stubs unused says so with `verifyingStubs: false`.
enum CLIHarness {
    /// The clock every in-memory run sees: 2026-11-21 12:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    /// Runs `arguments` as if typed after `gh-users`.
    static func run(
        _ arguments: [String],
        transport: StubTransport = StubTransport(),
        variables: [String: String] = [:],
        terminal: Bool = false,
        terminalWidth: Int? = nil,
        closeOutputAfter: Int? = nil,
        outputFailure: OutputFailed? = nil,
        favorites: (any FavoritesStore)? = nil,
        verifyingStubs: Bool = true,
        input: String = "",
        inputIsTerminal: Bool = false,
        inputFailure: POSIXFileError? = nil,
        programName: ProgramName = .standalone,
        transportChoice: TransportChoice = TransportChoice(name: "stub"),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ProcessResult {
        let stdout = CapturedOutput(closeAfter: closeOutputAfter, failure: outputFailure)
        let stderr = CapturedOutput()
        let environment = Environment(
            variables: variables,
            standardOutput: stdout,
            standardError: stderr,
            inputIsTerminal: inputIsTerminal,
            outputIsTerminal: terminal,
            terminalWidth: terminalWidth,
            makeTransport: { _ in transport },
            transportChoice: { transportChoice },
            sleep: { _ in },
            now: { now },
            timeZone: TimeZone(identifier: "UTC")!,
            favoritesStore: favorites,
            programName: programName,
            readInput: { limit in
                if let inputFailure { throw inputFailure }
                guard input.utf8.count <= limit else { throw POSIXFileError(.tooLarge(limit: limit), path: "standard input") }
                return Data(input.utf8)
            }
        )
        let status = await GHUsers.run(arguments, environment: environment)
        if !verifyingStubs {
            transport.allowUnusedStubs()
        } else {
            let unexpected = transport.unexpectedRequests
            #expect(unexpected.isEmpty, "requests no stub answered: \(unexpected)", sourceLocation: sourceLocation)
            let unused = transport.unusedStubs
            #expect(unused.isEmpty, "stubs no request used: \(unused)", sourceLocation: sourceLocation)
        }
        return ProcessResult(stdout: stdout.text, stderr: stderr.text, status: status)
    }
}
