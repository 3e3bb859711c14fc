import Foundation
import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Somewhere text is written: standard output, standard error, or a buffer in tests.
public protocol TextOutput: Sendable {
    /// Writes `text` in full, or throws ``OutputClosed`` when the reader has gone away.
    func write(_ text: String) throws

    /// Writes `bytes`, UTF-8 text, in full, or throws ``OutputClosed`` when the reader has gone
    /// away. By default, as a string.
    func write(bytes: UnsafeRawBufferPointer) throws

    /// Whether a write certainly returns at once, whatever the reader does (a reader may be
    /// slow, or stopped). By default yes: an output in memory never waits.
    var writesWithoutWaiting: Bool { get }

    /// Writes as much of the start of `bytes` as the output takes now without waiting for its
    /// reader, and returns how many bytes that was (none when it cannot tell); throws as
    /// ``write(bytes:)`` does. By default all of them when ``writesWithoutWaiting``, else none.
    func writeWithoutWaiting(bytes: UnsafeRawBufferPointer) throws -> Int
}

extension TextOutput {
    /// Writes the bytes as a string.
    public func write(bytes: UnsafeRawBufferPointer) throws {
        try write(String(decoding: bytes, as: UTF8.self))
    }

    /// Yes: see ``TextOutput/writesWithoutWaiting``.
    public var writesWithoutWaiting: Bool { true }

    /// All of `bytes` when ``TextOutput/writesWithoutWaiting``, else none.
    public func writeWithoutWaiting(bytes: UnsafeRawBufferPointer) throws -> Int {
        guard writesWithoutWaiting else { return 0 }
        try write(bytes: bytes)
        return bytes.count
    }
}

/// The reader of an output went away (a closed pipe, as with `| head -1`). Not a failure: the
/// command stops quietly.
public struct OutputClosed: Error, Equatable {
    /// Creates the error.
    public init() {}
}

/// Output could not be written for another reason than the reader leaving (a full disk, an
/// I/O error): a failure, because what should have been printed is lost.
public struct OutputFailed: Error, Equatable, LocalizedError {
    /// The system's description of what went wrong, such as "No space left on device".
    public var reason: String

    /// Creates the error.
    public init(reason: String) {
        self.reason = reason
    }

    /// `cannot write the output: <reason>`.
    public var errorDescription: String? { "cannot write the output: \(reason)" }
}

/// Writes to a file descriptor with POSIX `write`, so a closed pipe is an error to handle
/// (`EPIPE`) rather than an exception that cannot be caught.
struct FileDescriptorOutput: TextOutput {
    private let fd: Int32

    /// Writes to `fd`; the descriptor is not closed by this value.
    init(fd: Int32) {
        self.fd = fd
    }

    /// Writes all of `text`, retrying short writes. `EPIPE` throws ``OutputClosed``; any other
    /// error throws ``OutputFailed``.
    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether a write to `fd` never waits for a reader (see
    /// ``GHSystem/POSIXFile/writesWithoutWaiting(_:)``).
    var writesWithoutWaiting: Bool {
        POSIXFile.writesWithoutWaiting(fd)
    }

    /// Writes all of `bytes`, as ``write(_:)`` writes a string.
    func write(bytes: UnsafeRawBufferPointer) throws {
        do throws(POSIXFileError) {
            try POSIXFile.writeAll(bytes, to: fd)
        } catch {
            throw Self.failure(error)
        }
    }

    /// Writes what a pipe has room for now (see ``GHSystem/POSIXFile/writeWithoutWaiting(_:to:)``).
    func writeWithoutWaiting(bytes: UnsafeRawBufferPointer) throws -> Int {
        do throws(POSIXFileError) {
            return try POSIXFile.writeWithoutWaiting(bytes, to: fd)
        } catch {
            throw Self.failure(error)
        }
    }

    /// ``OutputClosed`` for `EPIPE`, the reader gone; ``OutputFailed`` for anything else.
    private static func failure(_ error: POSIXFileError) -> any Error {
        if error.code == EPIPE { return OutputClosed() }
        return OutputFailed(reason: error.reason)
    }
}
