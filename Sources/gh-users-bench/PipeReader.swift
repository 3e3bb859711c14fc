import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a pipe to its end, on whatever thread calls it, and hands the bytes over safely to
/// another thread.
///
/// `@unchecked` because `bytes` is handed over through a semaphore, which the compiler cannot
/// see: it is written once, before `done` is signalled, and read only after waiting for it.
final class PipeReader: @unchecked Sendable {
    private let fd: Int32
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    /// A reader for `fd`; the descriptor is not closed by it.
    init(fd: Int32) {
        self.fd = fd
    }

    /// Reads until end of file; call once, from the thread that does the reading.
    func readToEnd() {
        bytes = Self.readAll(fd)
        done.signal()
    }

    /// What ``readToEnd()`` read, as UTF-8 text, once it has finished.
    func waitForText() -> String {
        done.wait()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every byte from `fd` until end of file (or an error other than `EINTR`).
    static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return result }
            result.append(contentsOf: chunk[..<count])
        }
    }
}
