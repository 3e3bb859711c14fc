import Foundation
import Testing

@testable import GHTerminal

/// Asking the terminal whether it shows images, and the sequences that show them.
struct ImageProtocolTests {
    private static let png: [UInt8] = ImageHeaderTests.png(width: 64, height: 64) + Array(repeating: 7, count: 5000)

    /// The query asks kitty, XTVERSION and iTerm, then device attributes last.
    @Test func query_asksEachProtocol_deviceAttributesLast() {
        let text = String(decoding: ImageProtocol.query, as: UTF8.self)
        #expect(text == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>q\u{1B}]1337;ReportCellSize\u{7}\u{1B}[c")
    }

    @Test func answers_sayWhichProtocol() {
        let cases: [(String, ImageProtocol)] = [
            ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c", ImageProtocol.kitty),
            ("\u{1B}P>|WezTerm 20240203\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?65;1c", .kitty),
            ("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c", .iterm2),
            ("\u{1B}]1337;ReportCellSize=17.0;8.0;2.0\u{1B}\\\u{1B}[?62c", .iterm2),
            ("j\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}[?1;2c", .kitty),
        ]
        for (answer, expected) in cases {
            #expect(ImageProtocol.detect(in: Array(answer.utf8)) == expected, "case \(String(reflecting: (answer, expected)))")
            #expect(ImageProtocol.isComplete(Array(answer.utf8)), "case \(String(reflecting: (answer, expected)))")
        }
    }

    @Test func backgroundsEarlyAnswer_leavesTheOthersAsTheySay() {
        // kitty 0.26's whole answer to the probe, the background question first.
        let answer = Array("\u{1B}]11;rgb:0d0d/1111/1717\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c".utf8)
        #expect(ImageProtocol.isComplete(answer))
        #expect(ImageProtocol.detect(in: answer) == .kitty)
        #expect(TerminalBackground.detect(in: answer) == .dark)
        let light = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}\u{1B}[?62;c".utf8)
        #expect(TerminalBackground.detect(in: light) == .light)
        #expect(ImageProtocol.detect(in: light) == nil)
        #expect(TerminalBackground.detect(in: Array("\u{1B}]11;rgb:fff/fff/fff\u{1B}\\".utf8)) == .light, "three digits a channel")
        #expect(TerminalBackground.detect(in: Array("\u{1B}]11;rgb:ffff/ffff\u{1B}\\".utf8)) == nil, "two channels are no colour")
        #expect(TerminalBackground.detect(in: Array("\u{1B}[?62;c".utf8)) == nil)
    }

    @Test func noAnswer_orOnlyDeviceAttributes_isNone() {
        #expect(ImageProtocol.detect(in: []) == nil)
        #expect(!ImageProtocol.isComplete([]))
        #expect(ImageProtocol.detect(in: Array("\u{1B}[?1;2c".utf8)) == nil)
        #expect(ImageProtocol.detect(in: Array("\u{1B}_Gi=31;ENOTSUPPORTED:nope\u{1B}\\\u{1B}[?1;2c".utf8)) == nil)
        #expect(!ImageProtocol.isComplete(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)))
    }

    /// Kitty is sent PNG in chunks of 4096, silenced, and the cursor is left where it was.
    @Test func kitty_sendsPNGInSilencedChunksOf4096() throws {
        let bytes = ImageProtocol.kitty.show(Self.png, id: 1, at: CellPosition(row: 1, column: 70), columns: 10, rows: 5)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[2;71H\u{1B}_Ga=T,f=100,t=d,i=1,c=10,r=5,C=1,q=2,m=1;"))
        #expect(text.hasSuffix("\u{1B}\\\u{1B}8"))
        let chunks = text.dropFirst("\u{1B}7\u{1B}[2;71H".count).dropLast("\u{1B}8".count).components(separatedBy: "\u{1B}\\").filter {
            !$0.isEmpty
        }
        #expect(chunks.count == 2)
        let payloads = chunks.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payloads[0].count == 4096)
        #expect(chunks[1].hasPrefix("\u{1B}_Gm=0,q=2;"))
        #expect(Data(base64Encoded: payloads.joined()).map(Array.init) == Self.png)
        #expect(ImageProtocol.kitty.canShow(Self.png))
        #expect(!ImageProtocol.kitty.canShow(ImageHeaderTests.jpeg(width: 64, height: 64)), "kitty is sent PNG only")
        #expect(ImageProtocol.iterm2.canShow(ImageHeaderTests.jpeg(width: 64, height: 64)))
        #expect(ImageProtocol.iterm2.canShow(ImageHeaderTests.gif(screen: (64, 64), frame: (64, 64))))
        for protocolKind in [ImageProtocol.kitty, .iterm2] {
            #expect(!protocolKind.canShow(ImageHeaderTests.png(width: 60000, height: 60000)), "a decompression bomb is never sent")
            #expect(!protocolKind.canShow(Array("<html><body>Rate limited</body></html>".utf8)), "an HTML page is no image")
        }
        #expect(String(decoding: ImageProtocol.kitty.remove(id: 1), as: UTF8.self) == "\u{1B}_Ga=d,d=i,i=1,q=2\u{1B}\\", "data kept")
        #expect(String(decoding: ImageProtocol.kitty.free(id: 1), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\")
        #expect(ImageProtocol.iterm2.free(id: 1).isEmpty)
    }

    @Test func iTerm2_sendsTheFileInlineInCells() {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
        let text = String(
            decoding: ImageProtocol.iterm2.show(jpeg, id: 1, at: CellPosition(row: 0, column: 0), columns: 4, rows: 2), as: UTF8.self)
        #expect(
            text == "\u{1B}7\u{1B}[H\u{1B}]1337;File=inline=1;size=7;width=4;height=2;preserveAspectRatio=1:"
                + Data(jpeg).base64EncodedString() + "\u{7}\u{1B}8")
        #expect(ImageProtocol.iterm2.remove(id: 1).isEmpty)
    }
}
