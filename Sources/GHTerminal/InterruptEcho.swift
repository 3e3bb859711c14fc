#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether pressing Ctrl-C shows `^C` on a terminal: the terminal turns the key into SIGINT
/// for the processes in its foreground and, when it echoes control characters (as terminals
/// start out), writes `^C` where the cursor is.
public enum InterruptEcho {
    /// Whether the terminal on `descriptor` echoes the interrupt key it sends this process: the
    /// process is in the terminal's foreground, and the terminal has ISIG, ECHO and ECHOCTL set.
    /// False for anything that is not a terminal, and while a program such as a pager has the
    /// terminal in raw mode.
    public static func isOn(for descriptor: Int32) -> Bool {
        var attributes = termios()
        guard isatty(descriptor) == 1, tcgetpgrp(descriptor) == getpgrp(), tcgetattr(descriptor, &attributes) == 0 else {
            return false
        }
        let wanted = tcflag_t(ISIG) | tcflag_t(ECHO) | tcflag_t(ECHOCTL)
        return attributes.c_lflag & wanted == wanted
    }
}
