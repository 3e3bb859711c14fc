/// What ``TerminalInput`` delivers: the user's input and changes to the terminal itself.
public enum TerminalEvent: Hashable, Sendable {
    /// A key, paste or mouse event.
    case input(InputEvent)
    /// The terminal changed size (SIGWINCH); the next frame should have this size.
    case resize(TerminalSize)
    /// The program was continued after being stopped (Ctrl-Z and `fg`, or SIGSTOP and SIGCONT):
    /// the screen's contents are unknown, so invalidate the renderer and draw everything, at
    /// this size. The terminal is asked again, since one resized while the program was stopped
    /// tells the shell, not the program; `nil` when it cannot be asked.
    case resumed(TerminalSize?)
    /// A signal (SIGTERM, SIGHUP or SIGINT) asked the program to end, and the session reports
    /// such signals (``TerminalSession/enter(mouse:reportEndSignals:)``): finish and end.
    case endRequested(Int32)
}
