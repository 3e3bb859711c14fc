import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal opened in the test process itself: a test drives GHTerminal code on the
/// follower (as the program's terminal) and reads what it wrote from the leader.
public final class PseudoTerminalPair: @unchecked Sendable {
    /// The controlling side: what the program writes to the follower is read here.
    public let leader: Int32
    /// The terminal side, as a program sees it.
    public let follower: Int32

    /// Opens a pair `rows` by `columns`, the follower in the kernel's default settings.
    public init(rows: Int = 24, columns: Int = 80) throws {
        let (leader, path) = try Self.openLeader(rows: rows, columns: columns)
        let follower = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard follower >= 0 else {
            close(leader)
            throw POSIXError(.ENXIO)
        }
        self.leader = leader
        self.follower = follower
    }

    deinit {
        close(follower)
        close(leader)
    }

    /// Changes the terminal's size, as resizing its window would.
    public func resize(rows: Int, columns: Int) {
        Self.setSize(of: leader, rows: rows, columns: columns)
    }

    /// What is waiting on the leader, read without blocking.
    public func readAvailable() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var ready = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
            let count = read(leader, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Opens a new leader (close-on-exec, not the caller's controlling terminal), unlocks its
    /// follower, sets its size, and returns it with the follower's path.
    static func openLeader(rows: Int, columns: Int) throws -> (leader: Int32, followerPath: String) {
        #if os(Linux)
            // Glibc's module does not export posix_openpt and friends; these are the ioctls they use.
            let leader = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
            let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
            guard leader >= 0, ioctl(leader, unlockRequest, &unlock) == 0, ioctl(leader, numberRequest, &number) == 0 else {
                if leader >= 0 { close(leader) }
                throw POSIXError(.ENXIO)
            }
            let path = "/dev/pts/\(number)"
        #else
            let leader = posix_openpt(O_RDWR | O_NOCTTY)
            guard leader >= 0, grantpt(leader) == 0, unlockpt(leader) == 0, let pointer = ptsname(leader) else {
                if leader >= 0 { close(leader) }
                throw POSIXError(.ENXIO)
            }
            _ = fcntl(leader, F_SETFD, FD_CLOEXEC)
            let path = String(cString: pointer)
        #endif
        setSize(of: leader, rows: rows, columns: columns)
        return (leader, path)
    }

    /// Sets a terminal's size (TIOCSWINSZ); on a leader, the kernel then sends SIGWINCH to the
    /// follower's foreground process group.
    static func setSize(of descriptor: Int32, rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Glibc)
            _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
        #else
            _ = ioctl(descriptor, TIOCSWINSZ, &size)
        #endif
    }
}
