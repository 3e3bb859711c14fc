#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `posix_spawn` file actions and attributes that start a child as ``ChildProcess``
/// promises, and the call itself. Not copyable: it owns what `posix_spawn`'s initializers
/// allocate, which its `deinit` frees.
struct SpawnRequest: ~Copyable {
    #if canImport(Glibc)
        private var actions = posix_spawn_file_actions_t()
        private var attributes = posix_spawnattr_t()
    #else
        private var actions: posix_spawn_file_actions_t?
        private var attributes: posix_spawnattr_t?
    #endif
    private let environment: [String: String]?

    /// `POSIX_SPAWN_SETSID`, which Glibc's module leaves out (it needs `_GNU_SOURCE`).
    #if os(Linux)
        private static let newSession: Int32 = 0x80
    #else
        private static let newSession: Int32 = 0x400
    #endif

    /// A request for the standard streams `streams` (each of them, ``ChildProcess/Stream/pipe``
    /// already made into a descriptor) and what else `options` says.
    init(streams: [ChildProcess.Stream], options: ChildProcess.Options) {
        environment = options.environment
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        switch options.grouping {
        case .inherited: break
        case .newProcessGroup:
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        case .newSession: flags |= Self.newSession
        }
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var every = sigset_t()
        sigfillset(&every)
        sigdelset(&every, SIGKILL)
        sigdelset(&every, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &every)
        for (fd, stream) in zip(Int32(0)...2, streams) {
            add(stream, as: fd)
        }
        closeDescriptors(from: 3)
    }

    deinit {
        // `self` cannot be changed here; a copy of each holds the same allocations.
        var actions = actions
        var attributes = attributes
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }

    private mutating func add(_ stream: ChildProcess.Stream, as fd: Int32) {
        switch stream {
        case .inherited:
            #if canImport(Darwin)
                // Every descriptor not named here is closed (POSIX_SPAWN_CLOEXEC_DEFAULT).
                posix_spawn_file_actions_addinherit_np(&actions, fd)
            #endif
        case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, fd)
        case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, fd)
        case .file(let path, let flags): posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0)
        case .pipe: preconditionFailure("a pipe is made into a descriptor before the request")
        }
    }

    /// Closes, in the child, every descriptor from `first` up. On Darwin,
    /// `POSIX_SPAWN_CLOEXEC_DEFAULT` does it. On Linux, glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` where it has one (2.34 and later; Swift's Glibc
    /// module does not export it, so it is looked up), else a close of each possible one, which
    /// glibc skips for a descriptor that is not open.
    private mutating func closeDescriptors(from first: Int32) {
        #if !canImport(Darwin)
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            if let symbol = Self.closeFrom {
                _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
                return
            }
            for fd in first..<Int32(min(sysconf(Int32(_SC_OPEN_MAX)), 4096)) {
                posix_spawn_file_actions_addclose(&actions, fd)
            }
        #endif
    }

    #if !canImport(Darwin)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np`, if it has one.
        nonisolated(unsafe) private static let closeFrom = dlsym(
            UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    #endif

    /// Starts `program` (looked up in `PATH` when it has no slash) with `argv`; the child's
    /// process id.
    mutating func spawn(_ program: String, argv: [String]) throws(ChildProcess.SpawnError) -> pid_t {
        let arguments = argv.map { strdup($0) } + [nil]
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            for pointer in arguments { free(pointer) }
            for pointer in variables ?? [] { free(pointer) }
        }
        var id: pid_t = 0
        let result =
            variables.map { variables in posix_spawnp(&id, program, &actions, &attributes, arguments, variables) }
            ?? posix_spawnp(&id, program, &actions, &attributes, arguments, environ)
        guard result == 0 else { throw ChildProcess.SpawnError(code: result) }
        return id
    }
}
