import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BinaryRunner {
    /// Runs `gh-users arguments…` started with descriptor `closed` (0, 1 or 2) closed, as a
    /// shell's `<&-`, `>&-` or `2>&-` starts it; the other standard streams are pipes (stdin at
    /// its end). The stream that was closed reads back as empty.
    public static func run(_ arguments: [String], closing closed: Int32, variables: [String: String] = [:]) throws -> ProcessResult {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipes: [Int32: (read: Int32, write: Int32)] = [:]
        for fd in Int32(0)...2 {
            if fd == closed {
                posix_spawn_file_actions_addclose(&actions, fd)
                continue
            }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            // Only the child's dup2 copies may outlive the spawn: a pipe end inherited by
            // another child started at the same time would hold this one's pipe open.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes[fd] = (ends[0], ends[1])
            posix_spawn_file_actions_adddup2(&actions, fd == 0 ? ends[0] : ends[1], fd)
        }
        // Nothing else this test process has open reaches the child: another test's pipe end
        // held by this child would keep that pipe open after its reader left.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        #if canImport(Darwin)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
            closeFrom3(&actions)
        #endif
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ["PATH=/usr/bin:/bin", "HOME=\(home.path)", "TZ=UTC", "LANG=C.UTF-8"]
        environment += variables.map { "\($0.key)=\($0.value)" }
        let argv = [executableURL.path] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executableURL.path, &actions, &attributes, &cArguments, &cEnvironment)
        // The child has its copies; the parent keeps only the ends it reads (and closes stdin's).
        for (fd, ends) in pipes {
            close(fd == 0 ? ends.read : ends.write)
            if fd == 0 { close(ends.write) }
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        // Both pipes are read while the child runs, so neither can fill up and block it; each
        // on a thread of its own, as a blocked Dispatch worker is replaced only after a delay.
        let group = DispatchGroup()
        let output = Captured()
        for fd in [Int32(1), 2] {
            guard let ends = pipes[fd] else { continue }
            group.enter()
            Thread {
                output.set(fd, FileHandle(fileDescriptor: ends.read, closeOnDealloc: true).readDataToEndOfFile())
                group.leave()
            }.start()
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        group.wait()
        func text(_ fd: Int32) -> String { String(decoding: output.get(fd), as: UTF8.self) }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessResult(stdout: text(1), stderr: text(2), status: exitStatus)
    }
}

#if !canImport(Darwin)
    /// Adds to `actions` the closing of every descriptor from 3 up: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` where it has one (2.34 and later; Swift's
    /// Glibc module does not export it, so it is looked up), else a close of each possible one,
    /// which glibc skips for a descriptor that is not open.
    private func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        for fd in 3..<Int32(min(sysconf(Int32(_SC_OPEN_MAX)), 4096)) {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
#endif

/// What was read from each pipe.
private final class Captured: Sendable {
    private let streams = Mutex([Int32: Data]())
    func set(_ fd: Int32, _ data: Data) { streams.withLock { $0[fd] = data } }
    func get(_ fd: Int32) -> Data { streams.withLock { $0[fd] ?? Data() } }
}
