import GHTestSupport
import Testing

@testable import GHTerminal

/// Random input built from the pieces terminals send: splitting never changes the events, and
/// control sequences (known or not) never leak characters.
struct KeyDecoderFuzzTests {
    private static let pieces = [
        "a", "Z", " ", "é", "中", "😀", "\u{1B}", "\u{1B}[", "\u{1B}O", "[", "O", ";", "~", "1", "<", "M", "m", "\r", "\u{7F}",
        "\u{1B}[A", "\u{1B}[1;3B", "\u{1B}[5~", "\u{1B}[<0;3;4M", "\u{1B}[200~", "\u{1B}[201~", "\u{C3}", "\u{FF}", "\u{03}",
    ]

    @Test func randomInput_decodesTheSameHoweverItIsSplit() {
        var random = SeededRandom(seed: 0x5EED_0001)
        for round in 0..<2000 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            var whole = KeyDecoder()
            let expected = whole.feed(bytes)
            var split = KeyDecoder()
            var events: [InputEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...4, using: &random))
                events += split.feed(bytes[start..<end])
                start = end
            }
            #expect(events == expected, "round \(round): \(text.debugDescription)")
            #expect(split.hasPendingEscape == whole.hasPendingEscape)
            #expect(split.flushPendingEscape() == whole.flushPendingEscape())
        }
    }

    @Test func randomControlSequences_neverProduceCharacters() {
        var random = SeededRandom(seed: 0x5EED_0002)
        let parameterBytes = Array("0123456789;:<=>?".utf8)
        for round in 0..<5000 {
            var sequence: [UInt8] = [0x1B, UInt8(ascii: "[")]
            sequence += (0..<Int.random(in: 0...8, using: &random)).map { _ in parameterBytes.randomElement(using: &random)! }
            sequence.append(UInt8.random(in: 0x40...0x7E, using: &random))
            let parameters = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
            if parameters == "200" || (parameters.isEmpty && sequence.last == UInt8(ascii: "M")) { continue }
            var decoder = KeyDecoder()
            let events = decoder.feed(sequence + Array("\u{1B}[A".utf8))
            let leaked = events.filter {
                if case .key(.character) = $0 { return true }
                if case .key(.control) = $0 { return true }
                return false
            }
            #expect(leaked.isEmpty, "round \(round): \(String(decoding: sequence, as: UTF8.self).debugDescription) gave \(events)")
            #expect(events.last == .key(.up), "round \(round): \(String(decoding: sequence, as: UTF8.self).debugDescription)")
        }
    }
}
