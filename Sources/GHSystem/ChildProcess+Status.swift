#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ChildProcess {
    /// How a child ended, as `waitpid` tells it.
    public struct ExitStatus: Sendable, Equatable {
        /// `waitpid`'s status word.
        public let raw: Int32

        /// The status word `raw`.
        public init(raw: Int32) {
            self.raw = raw
        }

        /// The code it exited with; `nil` when a signal ended it.
        public var exitCode: Int32? { raw & 0x7F == 0 ? (raw >> 8) & 0xFF : nil }

        /// The signal that ended it, if one did.
        public var signal: Int32? { raw & 0x7F == 0 ? nil : raw & 0x7F }

        /// As a shell reports it: the exit code, or 128 plus the signal.
        public var shellStatus: Int32 { exitCode ?? 128 + raw & 0x7F }
    }

    /// Why a program could not be started: the error number of `posix_spawn` (`ENOENT`: no
    /// such program) or of the pipe made for it.
    public struct SpawnError: Error, Sendable, Equatable {
        /// The error number.
        public let code: Int32
        /// What it means, in the system's words.
        public var description: String { String(cString: strerror(code)) }
    }
}
