/// Why a ``TerminalSession`` could not take the terminal.
public enum TerminalSessionError: Error, Equatable, Sendable {
    /// The input is not a terminal (it is a file or a pipe), so there is nothing to browse on.
    case notATerminal
    /// Another session is already active in this process; signal handlers are process-wide, so
    /// only one session at a time can own the terminal.
    case anotherSessionActive
}
