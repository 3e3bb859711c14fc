import Testing

@testable import GHTerminal

/// An image's own bytes decide what it is and how large it says it is, never its content type.
struct ImageHeaderTests {
    /// The start of a PNG whose IHDR says `width` × `height`.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width)
            + bigEndian(height) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// A baseline JPEG's start: SOI, an APP0 segment, then SOF0 with `height` and `width`, then SOS.
    static func jpeg(width: UInt16, height: UInt16) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x0B, 0x08]
            + [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
            + [0x01, 0x01, 0x11, 0x00, 0xFF, 0xDA, 0x00, 0x02]
    }

    /// A GIF whose logical screen is `screen` and whose one frame is `frame`.
    static func gif(screen: (UInt16, UInt16), frame: (UInt16, UInt16)) -> [UInt8] {
        func littleEndian(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        return Array("GIF89a".utf8) + littleEndian(screen.0) + littleEndian(screen.1) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + [0x21, 0xF9, 0x04, 0, 0, 0, 0, 0x00]
            + [0x2C, 0, 0, 0, 0] + littleEndian(frame.0) + littleEndian(frame.1) + [0x00]
            + [0x02, 0x02, 0x44, 0x01, 0x00] + [0x3B]
    }

    private static func described(_ bytes: [UInt8]) -> String? {
        ImageHeader(bytes).map { "\($0.format) \($0.width)×\($0.height)" }
    }

    @Test func pngJPEGAndGIF_areReadFromTheirBytes() {
        #expect(Self.described(Self.png(width: 460, height: 460)) == "png 460×460")
        #expect(Self.described(Self.jpeg(width: 640, height: 480)) == "jpeg 640×480")
        #expect(Self.described(Self.gif(screen: (32, 32), frame: (16, 16))) == "gif 32×32")
    }

    @Test func headerClaimingOver4096_orNothing_isNotShowable() {
        #expect(ImageHeader(Self.png(width: 4096, height: 4096))?.isShowable == true)
        #expect(ImageHeader(Self.png(width: 60000, height: 60000))?.isShowable == false)
        #expect(ImageHeader(Self.png(width: 1, height: 4097))?.isShowable == false)
        #expect(ImageHeader(Self.png(width: 0, height: 10))?.isShowable == false)
        #expect(ImageHeader(Self.png(width: UInt32.max, height: 1))?.isShowable == false)
        #expect(ImageHeader(Self.jpeg(width: 65535, height: 8))?.isShowable == false)
        // A GIF's frame may claim more than its screen: what the decoder allocates is the larger.
        #expect(ImageHeader(Self.gif(screen: (16, 16), frame: (40000, 16)))?.isShowable == false)
    }

    @Test func bytesThatAreNoImage_orCutShort_areNone() {
        let cases: [[UInt8]] = [
            [],
            Array("<!DOCTYPE html><html><body>Not an image</body></html>".utf8),
            Array(Self.png(width: 10, height: 10).prefix(20)),
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 100),
            [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3],
            [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02],
            Array("GIF89a".utf8),
            Array("GIF89a".utf8) + [16, 0, 16, 0, 0, 0, 0, 0x99],
            Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8),
        ]
        for bytes in cases {
            #expect(ImageHeader(bytes) == nil, "case \(bytes.prefix(16))")
        }
    }
}
