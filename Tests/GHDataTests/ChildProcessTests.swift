#if os(Linux)
    import Foundation
    import GHSystem
    import Testing

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A program this process starts (a pager, a web browser) starts as it would from a shell.
    struct ChildProcessTests {
        /// What `/proc/self/status` says of a program (run by `exec` from a shell, so that what is
        /// read is its own state, not a shell's waiting for it) started while the starting thread
        /// blocks every signal and this process ignores SIGPIPE.
        private static func signalsOfAChild() async throws -> [String: UInt64] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-child-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            try #require(fd >= 0)
            var all = sigset_t()
            sigfillset(&all)
            var previous = sigset_t()
            pthread_sigmask(SIG_SETMASK, &all, &previous)
            let ignored = signal(SIGPIPE, SIG_IGN)
            let started = ChildProcess.spawn(
                "/bin/sh", argv: ["sh", "-c", "exec grep -E '^(SigBlk|SigIgn):' /proc/self/status"],
                streams: (.null, .descriptor(fd), .inherited))
            signal(SIGPIPE, ignored)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            close(fd)
            guard case .success(let pid) = started else {
                Issue.record("the shell did not start")
                return [:]
            }
            #expect(await ChildProcess.exitStatus(of: pid) == 0)
            var fields: [String: UInt64] = [:]
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { fields[parts[0]] = UInt64(parts[1], radix: 16) }
            }
            return fields
        }

        @Test func aChild_blocksNoSignal_andDoesNotIgnoreSIGPIPE() async throws {
            let fields = try await Self.signalsOfAChild()
            #expect(fields["SigBlk"] == 0)
            let pipeBit: UInt64 = 1 << (UInt64(SIGPIPE) - 1)
            #expect(fields["SigIgn"].map { $0 & pipeBit } == 0)
        }

        @Test func aProgramThatIsNotThere_isENOENT() {
            guard case .failure(let error) = ChildProcess.spawn("gh-users-no-such-program", argv: ["x"]) else {
                Issue.record("it started")
                return
            }
            #expect(error.code == ENOENT)
        }
    }
#endif
