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

    /// The first `count` events, or all of them if the stream ends first; the reader is stopped
    /// after 10 seconds so that a bug fails the test instead of hanging it.
    static func events(_ count: Int, from input: TerminalInput) async -> [TerminalEvent] {
        let guardTask = Task {
            try await Task.sleep(for: .seconds(10))
            input.stop()
        }
        defer { guardTask.cancel() }
        var events: [TerminalEvent] = []
        for await event in input.events {
            events.append(event)
            if events.count == count { break }
        }
        return events
    }

    @Test func bytesOnTheInput_arriveAsEventsInOrder() async {
        let pipe = InputPipe()
        let input = TerminalInput(input: pipe.readEnd)
        pipe.send("a\u{1B}[A\u{1B}[200~pasted\u{1B}[201~\u{1B}[<0;3;2M")
        let events = await Self.events(4, from: input)
        #expect(
            events == [
                .input(.key(.character("a"))), .input(.key(.up)), .input(.paste("pasted")),
                .input(.mouse(MouseEvent(.press(.left), row: 1, column: 2))),
            ]
        )
        input.stop()
    }

    @Test func loneEscape_isDeliveredOnceNothingFollows() async {
        let pipe = InputPipe()
        let input = TerminalInput(input: pipe.readEnd)
        pipe.send("\u{1B}")
        #expect(await Self.events(1, from: input) == [.input(.key(.escape))])
        pipe.send("\u{1B}x")
        #expect(await Self.events(1, from: input) == [.input(.key(.alt(.character("x"))))])
        input.stop()
    }

    @Test func stop_endsTheStream() async {
        let pipe = InputPipe()
        let input = TerminalInput(input: pipe.readEnd)
        input.stop()
        #expect(await Self.events(1, from: input) == [])
    }

    @Test func endOfInput_endsTheStreamAfterWhatCameBefore() async {
        let pipe = InputPipe()
        let input = TerminalInput(input: pipe.readEnd)
        pipe.send("q")
        pipe.closeWriteEnd()
        #expect(await Self.events(5, from: input) == [.input(.key(.character("q")))])
    }
}
