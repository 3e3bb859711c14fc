import Foundation
import GHData
import GHDomain
import GHTerminal
import GHText

/// The one value that knows where a run's output goes and how to write it (cli/cli's
/// `IOStreams`): the streams, whether each is a terminal, the terminal's width, colour, the
/// time zone times are shown in, and the token to keep out of anything printed. Every printer
/// asks it; nothing else looks at the streams.
struct IOStreams: Sendable {
    /// Standard output, for results.
    let output: any TextOutput
    /// Standard error, for chatter and errors.
    let errorOutput: any TextOutput
    /// Whether standard input is a terminal (the browser needs one).
    let inputIsTerminal: Bool
    /// Whether output is laid out for a terminal (tables, hints) or not (plain lines): standard
    /// output is a terminal, or `GH_USERS_FORCE_TTY` says to act as if it were.
    let outputIsTerminal: Bool
    /// Whether standard output really is a terminal (the browser and the pager need one).
    let outputIsTerminalDevice: Bool
    /// Whether standard error is a terminal (retry notices are shown there).
    let errorIsTerminal: Bool
    /// The terminal's width in columns, when known.
    let terminalWidth: Int?
    /// Whether human output is coloured.
    let colorEnabled: Bool
    /// The time zone for times shown to the user.
    let timeZone: TimeZone
    /// The run's token once found, replaced by `[REDACTED]` wherever a server might have echoed it.
    let credentials: Credentials?
    /// How errors are told.
    let errors: ErrorPresenter
    /// How the command is typed, for hints that give a command line (`Next page: …`).
    let programName: ProgramName
    /// Reads standard input to its end, at most this many bytes (more is an error).
    let readInput: @Sendable (_ limit: Int) throws -> Data
    /// Set when standard output and standard error are the same terminal, written directly;
    /// ``output`` then writes through it too.
    var sharedLine: SharedTerminalLine? = nil
    /// Whether the terminal showed `^C` when Ctrl-C interrupted the run.
    var interruptWasEchoed: @Sendable () -> Bool = { false }
    /// Reads one line a person types on standard input, for a `y/N` question.
    var readAnswer: @Sendable () -> String? = { nil }
    /// What the terminal said it can do, when the command asked it (see
    /// ``RunnableCommand/drawsImages``).
    var terminalAnswers: TerminalAnswers?

    /// Styling for human output.
    var style: Style { Style(isEnabled: colorEnabled) }

    /// The layout for results, given whether `--json` was asked for.
    func layout(json: Bool) -> OutputLayout {
        OutputLayout(json: json, isTerminal: outputIsTerminal)
    }

    /// Writes results to standard output; throws ``OutputClosed`` when the reader has gone.
    func print(_ text: String) throws {
        guard !text.isEmpty else { return }
        try output.write(text)
    }

    /// Writes `bytes` to standard output in one call; throws ``OutputClosed`` when the reader has gone.
    func print(_ bytes: OutputBytes) throws {
        guard !bytes.isEmpty else { return }
        try bytes.bytes.withUnsafeBytes { try output.write(bytes: $0) }
    }

    /// Writes what standard output takes of `bytes` now, without waiting for its reader (all
    /// of them when a pipe has room), and returns how many bytes that was; throws as
    /// ``print(_:)-(OutputBytes)`` does.
    func printWithoutWaiting(_ bytes: OutputBytes) throws -> Int {
        guard !bytes.isEmpty else { return 0 }
        return try bytes.bytes.withUnsafeBytes { try output.writeWithoutWaiting(bytes: $0) }
    }

    /// Writes `bytes` from byte `offset` on to standard output, as ``print(_:)-(OutputBytes)``
    /// writes them all.
    func print(_ bytes: OutputBytes, from offset: Int) throws {
        guard offset < bytes.bytes.count else { return }
        try bytes.bytes.withUnsafeBytes { try output.write(bytes: UnsafeRawBufferPointer(rebasing: $0[offset...])) }
    }

    /// Whether a write to standard output certainly returns at once, whatever its reader does.
    var outputWritesWithoutWaiting: Bool { output.writesWithoutWaiting }

    /// Writes chatter and errors to standard error, with the token redacted; a closed stderr
    /// is not worth failing for.
    func printError(_ text: String) {
        let text = redacted(text)
        guard let sharedLine else {
            try? errorOutput.write(text)
            return
        }
        sharedLine.notice(text)
    }

    /// Shows `line` on standard error in place of the countdown's last, or clears it (`nil`).
    func printCountdown(_ line: String?) {
        let text = line.map(redacted) ?? ""
        guard let sharedLine else {
            try? errorOutput.write(SharedTerminalLine.clearLine + text)
            return
        }
        sharedLine.countdown(text)
    }

    /// Writes a hint or progress line to standard error, only for a person at a terminal.
    func hint(_ text: String) {
        if outputIsTerminal {
            printError(TextSanitizer.line(text) + "\n")
        }
    }

    /// Tells the user about `error` on standard error, as the ``ErrorPresenter`` decides, and
    /// returns the exit status it stands for.
    @discardableResult
    func report(_ error: any Error) -> ExitCode {
        let presentation = errors.present(error)
        var text = presentation.text
        if presentation.exitCode == .interrupted && errorIsTerminal && interruptWasEchoed() {
            // The terminal wrote `^C` where the cursor was: what follows, even nothing, goes
            // below it, so that neither `Resume:` nor the shell's prompt is joined to it.
            if let sharedLine { sharedLine.terminalWroteOnTheLine() } else { text = "\n" + text }
        }
        printError(text)
        return presentation.exitCode
    }

    /// `text` with every occurrence of the token replaced.
    func redacted(_ text: String) -> String {
        guard let token = credentials?.found?.token, token.count >= 4, text.contains(token) else { return text }
        return text.replacingOccurrences(of: token, with: "[REDACTED]")
    }

    /// `2026-11-21 14:05` in the user's time zone; `an unknown time` for a date outside
    /// ``GHDomain/CalendarDay/plausibleYears``.
    func localTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // A time from a damaged file or a confused server is not printed as `506713-02-07`.
        guard CalendarDay(date, timeZone: timeZone) != nil else { return "an unknown time" }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
    }
}
