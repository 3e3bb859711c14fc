import Foundation
import GHSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A listing's page goes to a pipe on the thread that has it when the pipe has room, and only
/// what does not fit waits for the reader elsewhere: the write that says how much fitted must
/// never wait itself.
@Suite(.timeLimit(.minutes(1)))
struct POSIXFileWriteWithoutWaitingTests {
    /// A pipe whose ends are closed when it goes.
    private final class Pipe: Sendable {
        let reader: Int32
        let writer: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            reader = ends[0]
            writer = ends[1]
        }
        /// The next `count` bytes in the pipe (fewer only if the writer closed it).
        func take(_ count: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: count)
            var got = 0
            while got < count {
                let n = bytes.withUnsafeMutableBytes { read(reader, $0.baseAddress! + got, count - got) }
                guard n > 0 else { break }
                got += n
            }
            return Array(bytes[..<got])
        }
        deinit {
            close(reader)
            close(writer)
        }
    }

    #if os(Linux)
        @Test func aPageThePipeHasRoomFor_isWrittenWhole() throws {
            let pipe = try Pipe()
            let page = [UInt8]((0..<1000).map { UInt8($0 % 251) })
            let written = try page.withUnsafeBytes { try POSIXFile.writeWithoutWaiting($0, to: pipe.writer) }
            #expect(written == 1000)
            #expect(pipe.take(1000) == page)
        }

        /// Given more than the pipe holds, the write puts in what fits and then nothing, without waiting.
        @Test func moreThanThePipeHolds_writesWhatFits_thenStops() throws {
            let pipe = try Pipe()
            let page = [UInt8](repeating: UInt8(ascii: "x"), count: 4 << 20)
            let first = try page.withUnsafeBytes { try POSIXFile.writeWithoutWaiting($0, to: pipe.writer) }
            #expect(first > 0)
            #expect(first < page.count)
            let second = try page.withUnsafeBytes {
                try POSIXFile.writeWithoutWaiting(UnsafeRawBufferPointer(rebasing: $0[first...]), to: pipe.writer)
            }
            #expect(second == 0)
            #expect(pipe.take(first) == Array(page[..<first]))
        }
    #endif

    @Test func nothing_writesNothing() throws {
        let pipe = try Pipe()
        let written = try [UInt8]().withUnsafeBytes { try POSIXFile.writeWithoutWaiting($0, to: pipe.writer) }
        #expect(written == 0)
    }
}
