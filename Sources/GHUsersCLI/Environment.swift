import Foundation
import GHData
import GHDomain
import GHSystem
import GHTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a command may touch outside itself: the process environment, the output
/// streams, the network, the clock and where state is kept. Tests build one in memory;
/// `current()` reads the real process. Nothing here does work until a command asks for it: the
/// router turns it into the run's ``IOStreams`` and ``Factory``.
public struct Environment: Sendable {
    /// Environment variables.
    var variables: [String: String]
    /// Standard output.
    var standardOutput: any TextOutput
    /// Standard error.
    var standardError: any TextOutput
    /// Whether standard input is a terminal (the browser needs one).
    var inputIsTerminal: Bool
    /// Whether standard output is a terminal (tables and colour) or not (plain lines).
    var outputIsTerminal: Bool
    /// Whether standard error is a terminal (retry notices are shown there).
    var errorIsTerminal: Bool
    /// The terminal's width in columns, when known.
    var terminalWidth: Int?
    /// The width of the terminal the run belongs to even when standard output is no terminal
    /// (standard error's, else the controlling terminal's), for a forced terminal layout; asked
    /// only then.
    var controllingTerminalWidth: @Sendable () -> Int? = { nil }
    /// Makes the transport for the run, with a per-request timeout in seconds; called once, and
    /// only by commands that need the network.
    var makeTransport: @Sendable (_ timeout: TimeInterval) -> any HTTPTransport
    /// Which transport ``makeTransport`` makes and why, for `version` and `-v`; asked only then.
    var transportChoice: @Sendable () -> TransportChoice
    /// Waits between retries; replaceable so tests need not wait.
    var sleep: @Sendable (TimeInterval) async throws -> Void
    /// The current time.
    var now: @Sendable () -> Date
    /// The time zone for times shown to the user.
    var timeZone: TimeZone
    /// Favorites kept somewhere other than the data directory's file (tests keep them in
    /// memory); `nil` for the file.
    var favoritesStore: (any FavoritesStore)?
    /// How the command is typed, as it names itself in help and hints: `gh-users`, or
    /// `gh users` when gh runs it as an extension.
    var programName: ProgramName
    /// Reads standard input to its end, at most `limit` bytes (more is an error).
    var readInput: @Sendable (_ limit: Int) throws -> Data
    /// Whether the terminal showed `^C` where the cursor was when Ctrl-C ended the run, so that
    /// what is said next starts on a line of its own.
    var interruptWasEchoed: @Sendable () -> Bool
    /// Reads one line a person types on standard input (an answer to `y/N`), at most 256
    /// bytes, without its line end; `nil` at the end of input.
    var readAnswer: @Sendable () -> String? = { nil }
    /// Asks the terminal standard input and output share whether it shows images and what its
    /// background is (``GHTerminal/TerminalProbe``); `nil` when they share none.
    var askTerminal: @Sendable () -> TerminalAnswers? = { nil }

    /// Creates an environment from its parts.
    init(
        variables: [String: String],
        standardOutput: any TextOutput,
        standardError: any TextOutput,
        inputIsTerminal: Bool = false,
        outputIsTerminal: Bool,
        errorIsTerminal: Bool = false,
        terminalWidth: Int? = nil,
        makeTransport: @escaping @Sendable (_ timeout: TimeInterval) -> any HTTPTransport,
        transportChoice: @escaping @Sendable () -> TransportChoice = { TransportChoice(name: "supplied by the caller") },
        controllingTerminalWidth: @escaping @Sendable () -> Int? = { nil },
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(for: .seconds($0)) },
        now: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .autoupdatingCurrent,
        favoritesStore: (any FavoritesStore)? = nil,
        programName: ProgramName = .standalone,
        readInput: @escaping @Sendable (_ limit: Int) throws -> Data = { _ in Data() },
        interruptWasEchoed: @escaping @Sendable () -> Bool = { false },
        readAnswer: @escaping @Sendable () -> String? = { nil },
        askTerminal: @escaping @Sendable () -> TerminalAnswers? = { nil }
    ) {
        self.variables = variables
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.terminalWidth = terminalWidth
        self.makeTransport = makeTransport
        self.transportChoice = transportChoice
        self.controllingTerminalWidth = controllingTerminalWidth
        self.sleep = sleep
        self.now = now
        self.timeZone = timeZone
        self.favoritesStore = favoritesStore
        self.programName = programName
        self.readInput = readInput
        self.interruptWasEchoed = interruptWasEchoed
        self.readAnswer = readAnswer
        self.askTerminal = askTerminal
    }

    /// One line from standard input, a byte at a time so that nothing past it is taken.
    private static func readLineFromStandardInput() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 256 {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The running process's environment, streams and network.
    public static func current() -> Environment {
        let variables = ProcessInfo.processInfo.environment
        let isTerminal = isatty(STDOUT_FILENO) == 1
        return Environment(
            variables: variables,
            standardOutput: FileDescriptorOutput(fd: STDOUT_FILENO),
            standardError: FileDescriptorOutput(fd: STDERR_FILENO),
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isTerminal,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            terminalWidth: isTerminal ? terminalColumns(variables) : nil,
            makeTransport: { TransportChoice.choose(variables: variables).makeTransport(timeout: $0) },
            transportChoice: { TransportChoice.choose(variables: variables) },
            controllingTerminalWidth: { TerminalSession.columns(of: STDERR_FILENO) ?? controllingTerminalColumns() },
            programName: ProgramName(argv0: CommandLine.arguments.first ?? ""),
            readInput: { limit in try POSIXFile.read(STDIN_FILENO, limit: limit) },
            interruptWasEchoed: { GHUsers.interruptWasEchoed },
            readAnswer: readLineFromStandardInput,
            askTerminal: { TerminalProbe.ask() }
        )
    }

    /// The width of `/dev/tty`, the process's controlling terminal, if it has one.
    private static func controllingTerminalColumns() -> Int? {
        let fd = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return TerminalSession.columns(of: fd)
    }

    private static func terminalColumns(_ variables: [String: String]) -> Int? {
        TerminalSession.columns(of: STDOUT_FILENO) ?? variables["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
