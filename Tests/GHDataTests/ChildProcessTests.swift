#if os(Linux)
    import Foundation
    import Testing

    @testable import GHSystem

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A program this process starts (a pager, a web browser, `gh auth token`) starts as it would
    /// from a shell, with nothing of this process's but what it is given.
    @Suite(.timeLimit(.minutes(1)))
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
            let started = Result { () throws(ChildProcess.SpawnError) in
                try ChildProcess.spawn(
                    "/bin/sh", argv: ["sh", "-c", "exec grep -E '^(SigBlk|SigIgn):' /proc/self/status"],
                    options: .init(input: .null, output: .descriptor(fd)))
            }
            signal(SIGPIPE, ignored)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            close(fd)
            let child = try started.get()
            #expect(await child.wait().exitCode == 0)
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

        @Test func locate_searchesAbsoluteFolders_neverRelativeOnes() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-locate-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let program = folder.appendingPathComponent("prog")
            try Data("#!/bin/sh\n".utf8).write(to: program)
            try #require(chmod(program.path, 0o755) == 0)
            // The same folder, named relative to the working folder, as a planted `.` would be.
            let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
            let relative = String(repeating: "../", count: depth) + folder.path.dropFirst()
            try #require(access(relative + "/prog", X_OK) == 0)
            #expect(ChildProcess.locate("prog", searchPath: relative) == nil)
            #expect(ChildProcess.locate("prog", searchPath: relative + ":" + folder.path) == folder.path + "/prog")
            #expect(ChildProcess.locate("prog", searchPath: "/nonexistent:" + folder.path) == folder.path + "/prog")
            #expect(ChildProcess.locate(program.path, searchPath: nil) == program.path)
        }

        @Test func aProgramThatIsNotThere_isENOENT() {
            #expect(throws: ChildProcess.SpawnError(code: ENOENT)) {
                try ChildProcess.spawn("gh-users-no-such-program", argv: ["x"])
            }
        }

        @Test func child_getsOnlyTheDescriptorsItIsGiven() async throws {
            // A descriptor this process has open without close-on-exec, as Foundation leaves some.
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            defer { for fd in ends { close(fd) } }
            let outcome = try await ChildProcess.run(["/bin/ls", "/proc/self/fd"], timeout: .seconds(30), outputLimit: 4096)
            // 0, 1, 2 and the descriptor ls reads the directory through: nothing inherited.
            let listed = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
            #expect(listed.filter { $0 > 3 }.isEmpty, "\(listed)")
            #expect(!listed.contains(Int(ends[0])) || ends[0] <= 3)
            #expect(outcome.status.exitCode == 0)
        }

        @Test func run_passesEachArgumentAsItIs_withNoShell() async throws {
            let outcome = try await ChildProcess.run(
                ["/bin/echo", "$HOME;", "`id`", "a b", "*"], environment: ["PATH": "/usr/bin:/bin"], timeout: .seconds(30),
                outputLimit: 4096)
            #expect(String(decoding: outcome.output, as: UTF8.self) == "$HOME; `id` a b *\n")
            #expect(outcome.status == ChildProcess.ExitStatus(raw: 0))
            #expect(!outcome.timedOut && !outcome.isOutputCut)
            // A command line is not a program name: nothing splits it into one.
            await #expect(throws: ChildProcess.SpawnError(code: ENOENT)) {
                try await ChildProcess.run(["true; echo hi"], timeout: .seconds(30), outputLimit: 4096)
            }
        }

        /// `run` gives exactly the environment asked, and keeps standard error apart.
        @Test func run_givesExactlyTheEnvironmentAsked() async throws {
            let outcome = try await ChildProcess.run(
                ["/bin/sh", "-c", "env; echo oops >&2; exit 3"], environment: ["ONLY": "this"], timeout: .seconds(30), outputLimit: 4096)
            let variables = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("PWD=") }
            #expect(variables == ["ONLY=this"])
            #expect(String(decoding: outcome.errorOutput, as: UTF8.self) == "oops\n")
            #expect(outcome.status.exitCode == 3)
            #expect(outcome.status.shellStatus == 3)
        }

        /// `run` cuts output past the limit and says so, still reading to the end.
        @Test func run_cutsOutputPastTheLimit_andSaysSo() async throws {
            let outcome = try await ChildProcess.run(
                ["/bin/sh", "-c", "head -c 1000000 /dev/zero; head -c 10 /dev/zero >&2"], timeout: .seconds(30), outputLimit: 1000)
            #expect(outcome.output == [UInt8](repeating: 0, count: 1000))
            #expect(outcome.isOutputCut)
            #expect(outcome.errorOutput == [UInt8](repeating: 0, count: 10))
            #expect(!outcome.isErrorOutputCut)
            // Read to its end rather than left blocked on a full pipe, it exits on its own.
            #expect(outcome.status.exitCode == 0)
            #expect(!outcome.timedOut)
        }

        @Test func run_killsAProgramThatHangs_atTheDeadline() async throws {
            let outcome = try await ChildProcess.run(["/bin/sleep", "600"], timeout: .milliseconds(200), outputLimit: 4096)
            #expect(outcome.timedOut)
            #expect(outcome.status.signal == SIGKILL)
            #expect(outcome.status.shellStatus == 128 + SIGKILL)
            #expect(outcome.output.isEmpty)
        }

        @Test func run_cancelled_killsWhatTheProgramStarted_too() async throws {
            // The shell writes down the id of a sleep it started, which holds the pipes open.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-child-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            let task = Task {
                try await ChildProcess.run(
                    ["/bin/sh", "-c", "sleep 600 & echo $! > '\(file.path).new'; mv '\(file.path).new' '\(file.path)'; wait"],
                    timeout: .seconds(600), outputLimit: 4096)
            }
            var written: String?
            while written == nil {
                written = try? String(contentsOf: file, encoding: .utf8)
                try await Task.sleep(for: .milliseconds(5))
            }
            let sleep = try #require(Int32((written ?? "").trimmingCharacters(in: .whitespacesAndNewlines)))
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            // Killed with its group: gone, or a zombie until init reaps it.
            while let state = try? String(contentsOfFile: "/proc/\(sleep)/stat", encoding: .utf8), !state.contains(") Z ") {
                try await Task.sleep(for: .milliseconds(5))
            }
        }

        /// `run` kills a program that closes its output but goes on, at the deadline.
        @Test func run_killsAtTheDeadline_evenWithOutputClosed() async throws {
            let outcome = try await ChildProcess.run(
                ["/bin/sh", "-c", "exec >/dev/null 2>&1; sleep 600"], timeout: .milliseconds(200), outputLimit: 4096)
            #expect(outcome.timedOut)
            #expect(outcome.status.signal == SIGKILL)
        }

        @Test func run_cancelled_killsTheProgram_andThrows() async throws {
            let task = Task { try await ChildProcess.run(["/bin/sleep", "600"], timeout: .seconds(600), outputLimit: 4096) }
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }
#endif
