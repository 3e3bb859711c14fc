import Foundation
import Testing

@testable import GHTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reader thread on a pipe: events in order, Esc after silence, and a prompt end.
@Suite(.timeLimit(.minutes(1)))
struct TerminalInputTests {
    /// A pipe standing in for a terminal's input.
    final class InputPipe {
        let readEnd: Int32
        private(set) var writeEnd: Int32

        init() {
            var ends: [Int32] = [-1, -1]
            precondition(pipe(&ends) == 0)
            (readEnd, writeEnd) = (ends[0], ends[1])
        }

        deinit {
            close(readEnd)
            closeWriteEnd()
        }

        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        }

        func closeWriteEnd() {
            if writeEnd >= 0 { close(writeEnd) }
            writeEnd = -1
        }
    }

    /// A reader and the stream it delivers to.
    struct Reading {
        let input: TerminalInput
        let events: AsyncStream<TerminalEvent>

        /// Reads `descriptor`, a pipe.
        init(_ descriptor: Int32) {
            let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
            self.events = events
            input = TerminalInput(input: descriptor, into: continuation)
        }

        /// Reads `session`'s terminal, its signal reports included.
        init(_ session: TerminalSession) {
            let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
            self.events = events
            input = TerminalInput(session: session, into: continuation, as: { $0 })
        }

        /// The first `count` events, or all of them if the stream ends first; the reader is
        /// stopped after 10 seconds so that a bug fails the test instead of hanging it.
        func next(_ count: Int) async -> [TerminalEvent] {
            let input = input
            let guardTask = Task {
                try await Task.sleep(for: .seconds(10))
                input.stop()
            }
            defer { guardTask.cancel() }
            var events: [TerminalEvent] = []
            for await event in self.events {
                events.append(event)
                if events.count == count { break }
            }
            return events
        }
    }

    @Test func bytesOnTheInput_arriveAsEventsInOrder() async {
        let pipe = InputPipe()
        let reading = Reading(pipe.readEnd)
        pipe.send("a\u{1B}[A\u{1B}[200~pasted\u{1B}[201~\u{1B}[<0;3;2M")
        let events = await reading.next(4)
        #expect(
            events == [
                .input(.key(.character("a"))), .input(.key(.up)), .input(.paste("pasted")),
                .input(.mouse(MouseEvent(.press(.left), row: 1, column: 2))),
            ]
        )
        reading.input.stop()
    }

    @Test func loneEscape_isDeliveredOnceNothingFollows() async {
        let pipe = InputPipe()
        let reading = Reading(pipe.readEnd)
        pipe.send("\u{1B}")
        #expect(await reading.next(1) == [.input(.key(.escape))])
        pipe.send("\u{1B}x")
        #expect(await reading.next(1) == [.input(.key(.alt(.character("x"))))])
        reading.input.stop()
    }

    @Test func stop_endsTheStream() async {
        let pipe = InputPipe()
        let reading = Reading(pipe.readEnd)
        reading.input.stop()
        #expect(await reading.next(1) == [])
    }

    @Test func endOfInput_endsTheStreamAfterWhatCameBefore() async {
        let pipe = InputPipe()
        let reading = Reading(pipe.readEnd)
        pipe.send("q")
        pipe.closeWriteEnd()
        #expect(await reading.next(5) == [.input(.key(.character("q")))])
    }

    @Test func aPausedReader_leavesTheInputAlone_untilResumed() async {
        let pipe = InputPipe()
        let reading = Reading(pipe.readEnd)
        pipe.send("a")
        #expect(await reading.next(1) == [.input(.key(.character("a")))])
        await reading.input.pause()
        pipe.send("b")
        // Paused, the byte stays in the pipe for someone else: read it here, as a child would.
        var byte: UInt8 = 0
        #expect(read(pipe.readEnd, &byte, 1) == 1 && byte == UInt8(ascii: "b"))
        reading.input.resume()
        pipe.send("c")
        #expect(await reading.next(1) == [.input(.key(.character("c")))])
        reading.input.stop()
    }

    @Test func pause_afterTheReaderEnded_returnsAtOnce() async {
        let pipe = InputPipe()
        let reading = Reading(pipe.readEnd)
        reading.input.stop()
        #expect(await reading.next(1) == [])
        await reading.input.pause()
    }
}
