import Testing

@testable import GHTerminal

/// Bytes in, events out: every key kind, and the same events however the bytes are split.
struct KeyDecoderTests {
    /// Each input with every event it must decode to.
    static let table: [(bytes: String, events: [InputEvent])] = [
        ("a", [.key(.character("a"))]),
        ("Hé中😀", [.key(.character("H")), .key(.character("é")), .key(.character("中")), .key(.character("😀"))]),
        (" ", [.key(.character(" "))]),
        ("\u{03}\u{1A}\u{01}", [.key(.control("c")), .key(.control("z")), .key(.control("a"))]),
        ("\u{00}\u{1C}\u{1D}\u{1F}", [.key(.control(" ")), .key(.control("\\")), .key(.control("]")), .key(.control("_"))]),
        ("\r\n\t", [.key(.enter), .key(.enter), .key(.tab)]),
        ("\u{7F}\u{08}", [.key(.backspace), .key(.backspace)]),
        ("\u{1B}[Z", [.key(.backTab)]),
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.key(.up), .key(.down), .key(.right), .key(.left)]),
        ("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.key(.up), .key(.down), .key(.right), .key(.left)]),
        ("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF", [.key(.home), .key(.end), .key(.home), .key(.end)]),
        ("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~", [.key(.home), .key(.end), .key(.home), .key(.end)]),
        ("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~", [.key(.pageUp), .key(.pageDown), .key(.insert), .key(.delete)]),
        ("\u{1B}OP\u{1B}OS\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[24~", [1, 4, 5, 6, 10, 12].map { .key(.function($0)) }),
        ("\u{1B}[11~\u{1B}[1;2P", [.key(.function(1)), .key(.function(1))]),
        ("\u{1B}OM", [.key(.enter)]),
        (
            "\u{1B}x\u{1B}é\u{1B}\u{7F}\u{1B}\r",
            [.key(.alt(.character("x"))), .key(.alt(.character("é"))), .key(.alt(.backspace)), .key(.alt(.enter))]
        ),
        ("\u{1B}[1;3A\u{1B}[3;3~\u{1B}[1;5C", [.key(.alt(.up)), .key(.alt(.delete)), .key(.right)]),
        ("\u{1B}\u{1B}[A", [.key(.escape), .key(.up)]),
        ("\u{1B}[<0;10;5M", [.mouse(MouseEvent(.press(.left), row: 4, column: 9))]),
        ("\u{1B}[<0;10;5m", [.mouse(MouseEvent(.release(.left), row: 4, column: 9))]),
        (
            "\u{1B}[<2;1;1M\u{1B}[<1;200;60m",
            [.mouse(MouseEvent(.press(.right), row: 0, column: 0)), .mouse(MouseEvent(.release(.middle), row: 59, column: 199))]
        ),
        (
            "\u{1B}[<64;3;4M\u{1B}[<65;3;4M",
            [.mouse(MouseEvent(.wheelUp, row: 3, column: 2)), .mouse(MouseEvent(.wheelDown, row: 3, column: 2))]
        ),
        (
            "\u{1B}[<32;7;8M\u{1B}[<35;7;8M\u{1B}[<16;7;8M",
            [.mouse(MouseEvent(.drag(.left), row: 7, column: 6)), .mouse(MouseEvent(.press(.left), row: 7, column: 6))]
        ),
        ("\u{1B}[200~hello\nworld\u{1B}[201~", [.paste("hello\nworld")]),
        ("\u{1B}[200~\u{1B}[201~q", [.paste(""), .key(.character("q"))]),
        ("\u{1B}[200~a\u{1B}[Ab\u{1B}\u{1B}[20x\u{1B}[201~\u{1B}[A", [.paste("a\u{1B}[Ab\u{1B}\u{1B}[20x"), .key(.up)]),
        ("\u{1B}[?1;2c\u{1B}[I\u{1B}[O\u{1B}[99~\u{1B}[201~\u{1B}[>1u\u{1B}[E\u{1B}Oj", []),
        ("\u{1B}[<0;0;1M\u{1B}[<0;1M\u{1B}[<66;1;1M\u{1B}[<128;1;1M\u{1B}[Mabc", []),
        // The terminal's answers (control strings) are never keys.
        ("\u{1B}_Gi=31;OK\u{1B}\\q", [.key(.character("q"))]),
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}]11;rgb:0000/0000/0000\u{07}x", [.key(.character("x"))]),
        ("\u{1B}]1337;ReportCellSize=17.0;8.0\u{1B}\\\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{07}", []),
        // A byte that cannot be part of a sequence ends it and counts as typed.
        ("\u{1B}[12\u{03}x", [.key(.control("c")), .key(.character("x"))]),
        ("\u{85}z", [.key(.character("z"))]),
    ]

    @Test func feed_decodesEveryKeyKind() {
        for (bytes, events) in Self.table {
            var decoder = KeyDecoder()
            #expect(decoder.feed(Array(bytes.utf8)) == events, "\(bytes.debugDescription)")
            #expect(!decoder.hasPendingEscape)
            #expect(decoder.flushPendingEscape() == [])
        }
    }

    @Test func feed_splitAtEveryByteBoundary_decodesTheSame() {
        for (bytes, events) in Self.table {
            let all = Array(bytes.utf8)
            for split in 1..<all.count {
                var decoder = KeyDecoder()
                let decoded = decoder.feed(all[..<split]) + decoder.feed(all[split...])
                #expect(decoded == events, "\(bytes.debugDescription) split at \(split)")
            }
            var decoder = KeyDecoder()
            #expect(all.flatMap { decoder.feed([$0]) } == events, "\(bytes.debugDescription) byte by byte")
        }
    }

    @Test func feed_invalidUTF8_becomesReplacementCharacters() {
        var decoder = KeyDecoder()
        let bytes: [UInt8] = [0xFF, 0x41, 0xE4, 0x42, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x98]
        let replacement = InputEvent.key(.character("\u{FFFD}"))
        #expect(
            decoder.feed(bytes) == [replacement, .key(.character("A")), replacement, .key(.character("B"))]
                + Array(repeating: replacement, count: 5))
        #expect(decoder.feed([0x80]) == [.key(.character("😀"))])
    }

    @Test func loneEscape_isReportedOnlyWhenFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.key(.escape)])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(Array("x".utf8)) == [.key(.character("x"))])
    }

    @Test func escapeThenKeyInTheNextRead_isAltOrTheSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("x".utf8)) == [.key(.alt(.character("x")))])
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.key(.down)])
    }

    @Test func flush_unfinishedSequence_isAltBracketOrNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flushPendingEscape() == [.key(.alt(.character("[")))])
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.flushPendingEscape() == [.key(.alt(.character("O")))])
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("5~".utf8)) == [.key(.character("5")), .key(.character("~"))])
    }

    @Test func paste_isNotAPendingEscape_andItsEndMayBeSplit() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~ab\u{1B}[20".utf8)) == [])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("ab")])
    }

    /// An oversized paste keeps the limit, cut to whole characters, and decodes what follows.
    @Test func oversizedPaste_cutsToWholeCharacters_restDecodes() {
        let limit = KeyDecoder.pasteLimit
        let text = String(repeating: "a", count: limit - 1) + "é" + String(repeating: "z", count: 5000)
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~q".utf8)
        var events: [InputEvent] = []
        for start in stride(from: 0, to: bytes.count, by: 4096) {
            events += decoder.feed(bytes[start..<min(bytes.count, start + 4096)])
        }
        #expect(events == [.paste(String(repeating: "a", count: limit - 1)), .key(.character("q"))])
        #expect(decoder.pending.isEmpty)
    }

    @Test func overlongSequence_isDroppedWhole() {
        var decoder = KeyDecoder()
        let sequence = "\u{1B}[" + String(repeating: "1;", count: 100) + "A"
        #expect(decoder.feed(Array((sequence + "x").utf8)) == [.key(.character("x"))])
        #expect(decoder.pending.count <= 64)
    }

    @Test func controlStrings_areKeptAsideAsReplies_notKeys() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("a\u{1B}_Gi=31;OK\u{1B}\\b\u{1B}P>|kitty\u{1B}".utf8)) == [.key(.character("a")), .key(.character("b"))])
        #expect(decoder.isReadingString)
        #expect(decoder.feed(Array("\\".utf8)) == [])
        #expect(decoder.takeReplies().map { String(decoding: $0, as: UTF8.self) } == ["Gi=31;OK", ">|kitty"])
        #expect(decoder.takeReplies().isEmpty)
    }

    @Test func overlongControlString_isDroppedWhole_restDecodes() {
        var decoder = KeyDecoder()
        let image = "\u{1B}_Ga=T;" + String(repeating: "A", count: 10_000) + "\u{1B}\\q"
        var events: [InputEvent] = []
        for chunk in stride(from: 0, to: image.utf8.count, by: 1000) {
            events += decoder.feed(Array(image.utf8)[chunk..<min(image.utf8.count, chunk + 1000)])
        }
        #expect(events == [.key(.character("q"))])
        #expect(decoder.pending.isEmpty)
        #expect(decoder.takeReplies().isEmpty)
    }

    @Test func anUnfinishedControlString_isGivenUpWhenFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]".utf8)) == [])
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("j".utf8)) == [.key(.character("j"))])
    }
}
