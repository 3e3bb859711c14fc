#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handlers of a session, all installed with `sigaction` and all async-signal-safe.
///
/// Why plain handlers and a self-pipe rather than `DispatchSource` signal sources: the terminal
/// must be given back even when the process is wedged or crashing, which a handler does on the
/// spot but a dispatch source, which needs a healthy queue to run its block, cannot. And on
/// Linux libdispatch reads signals through `signalfd`, which only sees a signal if every thread
/// blocks it; Swift's concurrency threads do not, so delivery would depend on which thread the
/// kernel picks. A handler runs in whichever thread gets the signal. For what needs more than a
/// few system calls (SIGWINCH, SIGCONT) a handler writes one byte to a pipe that
/// ``TerminalInput`` polls, and the work happens there, outside signal context.
extension TerminalGuard {
    /// Faults and aborts: give the terminal back, then let the previous disposition (the
    /// default, or the Swift runtime's backtracer) act on the re-raised signal.
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]
    /// Requests to end: give the terminal back and exit with 128 + the signal, as shells report.
    static let endSignals = [SIGTERM, SIGHUP, SIGINT]
    /// Everything a session handles.
    static var handledSignals: [Int32] { crashSignals + endSignals + [SIGTSTP, SIGCONT, SIGWINCH] }

    /// Installs the handlers, keeping the dispositions they replace.
    static func installHandlers() {
        for signal in crashSignals { install(signal, handleCrash, flags: SA_ONSTACK | SA_NODEFER) }
        for signal in endSignals { install(signal, handleEnd, flags: SA_ONSTACK) }
        install(SIGTSTP, handleStop, flags: SA_ONSTACK | SA_RESTART)
        install(SIGCONT, handleContinue, flags: SA_ONSTACK | SA_RESTART)
        install(SIGWINCH, handleResize, flags: SA_ONSTACK | SA_RESTART)
    }

    /// Puts back the dispositions ``installHandlers()`` replaced.
    static func uninstallHandlers() {
        for signal in handledSignals { _ = sigaction(signal, &state.pointee.previous[Int(signal)], nil) }
    }

    /// Registers, once per process, an `atexit` hook that gives the terminal back if a session is
    /// still active when the process exits (linenoise does the same).
    static func registerExitHook() {
        _ = exitHookRegistration
    }

    private static let exitHookRegistration: Void = {
        atexit { TerminalGuard.restoreModes() }
    }()

    private static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void, flags: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(signal, &action, &state.pointee.previous[Int(signal)])
    }

    /// Stops the process now, with SIGTSTP's default action, and returns once it is continued
    /// (at once if the kernel discards the stop, as it does for an orphaned process group).
    static func stopWithDefaultAction() {
        var ours = sigaction()
        var standard = sigaction()  // zeroed: SIG_DFL, empty mask
        _ = sigaction(SIGTSTP, &standard, &ours)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        _ = raise(SIGTSTP)
        _ = sigaction(SIGTSTP, &ours, nil)
    }
}

private func handleCrash(_ signal: Int32) {
    // Ctrl-\ typed to a child that has the terminal is the child's, as system(3) has it.
    if signal == SIGQUIT && TerminalGuard.isIn(.lent) { return }
    TerminalGuard.restoreModes()
    _ = sigaction(signal, &TerminalGuard.state.pointee.previous[Int(signal)], nil)
    _ = raise(signal)
}

/// Asked to end: a session that reports end signals is told (once: a second signal ends the
/// process at once, in case the app cannot); otherwise the terminal is given back and the
/// process exits. Ctrl-C typed to a child that has the terminal is the child's.
private func handleEnd(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if signal == SIGINT && TerminalGuard.isIn(.lent) { return }
    if TerminalGuard.state.pointee.reportsEnd,
        TerminalGuard.endRequest.compareExchange(expected: 0, desired: signal, ordering: .acquiringAndReleasing).exchanged
    {
        TerminalGuard.note(TerminalGuard.endNote)
        return
    }
    TerminalGuard.restoreModes()
    _exit(128 + signal)
}

private func handleStop(_ signal: Int32) {
    let savedErrno = errno
    TerminalGuard.stopAndResume()
    errno = savedErrno
}

/// Continued after a stop this process did not arrange (SIGSTOP, or SIGTSTP while suspended
/// by ``TerminalGuard/stopAndResume()``, which takes the terminal back itself): the shell may
/// have reset the terminal, so take it again and report that the screen must be redrawn. The
/// SIGCONT that ends a stop ``TerminalGuard/stopAndResume()`` arranged can reach another thread
/// after that one has reported the resume: then it is not reported again, which would draw the
/// whole screen twice.
private func handleContinue(_ signal: Int32) {
    let savedErrno = errno
    let sinceResume = TerminalGuard.monotonicNow() &- TerminalGuard.lastResume.load(ordering: .acquiring)
    if TerminalGuard.isIn(.raw) && (sinceResume < 0 || sinceResume > TerminalGuard.resumeEcho) {
        TerminalGuard.enterModes()
        TerminalGuard.note(TerminalGuard.resumeNote)
    }
    errno = savedErrno
}

private func handleResize(_ signal: Int32) {
    let savedErrno = errno
    TerminalGuard.note(TerminalGuard.resizeNote)
    errno = savedErrno
}
