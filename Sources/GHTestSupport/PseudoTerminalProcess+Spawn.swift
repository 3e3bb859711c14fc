import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PseudoTerminalProcess {
    /// `POSIX_SPAWN_SETSID`, which Glibc's module leaves out (it needs `_GNU_SOURCE`).
    #if os(Linux)
        private static let newSession: Int32 = 0x80
    #else
        private static let newSession: Int32 = 0x400
    #endif

    /// Starts the child in a new session whose first opened terminal, the follower, becomes its
    /// controlling terminal and its standard input, output and error. Signals are reset to their
    /// defaults and unblocked, whatever the test process does with them.
    static func spawn(_ executable: String, arguments: [String], environment: [String], followerPath: String) throws -> pid_t {
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #else
            var attributes: posix_spawnattr_t?
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)))
        posix_spawn_file_actions_addopen(&actions, 0, followerPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }
        var processID: pid_t = 0
        let result = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return processID
    }
}
