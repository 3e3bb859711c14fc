/// What an image's own bytes say it is: its format, by its magic bytes (never by a
/// `Content-Type`, which a server may get wrong or lie about), and the largest width and height
/// its header claims, which decide what a terminal would allocate to decode it. Only PNG, JPEG
/// and GIF are read; anything else (an HTML page, a truncated header) is no image.
public struct ImageHeader: Equatable, Sendable {
    /// The formats read.
    public enum Format: Equatable, Sendable {
        /// PNG, the one format kitty's protocol is sent.
        case png
        /// JPEG (JFIF or Exif).
        case jpeg
        /// GIF 87a or 89a.
        case gif
    }

    /// The format.
    public let format: Format
    /// The widest its header (or, for a GIF, any of its frames) claims, in pixels.
    public let width: Int
    /// The tallest its header (or, for a GIF, any of its frames) claims, in pixels.
    public let height: Int

    /// The largest side shown: avatars are at most 460 pixels square, and a header claiming more
    /// than this is a bomb a terminal would spend its memory on.
    public static let largestSide = 4096

    /// Whether a terminal may be handed the image: neither side is 0 or more than ``largestSide``.
    public var isShowable: Bool {
        (1...Self.largestSide).contains(width) && (1...Self.largestSide).contains(height)
    }

    /// The header of `bytes`, or `nil` when they are not a PNG, JPEG or GIF whose size can be read.
    public init?(_ bytes: [UInt8]) {
        if let size = Self.pngSize(bytes) {
            (format, width, height) = (.png, size.width, size.height)
        } else if let size = Self.jpegSize(bytes) {
            (format, width, height) = (.jpeg, size.width, size.height)
        } else if let size = Self.gifSize(bytes) {
            (format, width, height) = (.gif, size.width, size.height)
        } else {
            return nil
        }
    }

    private typealias Size = (width: Int, height: Int)

    /// PNG: the signature, then `IHDR` first, its width and height 4 bytes each, big-endian.
    private static func pngSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// JPEG: `FF D8`, then segments up to the start of scan; every start of frame (`SOFn`) among
    /// them gives a height and a width, 2 bytes each, big-endian.
    private static func jpegSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var size: Size?
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0xDA { return size }  // start of scan: the header is over
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard length >= 7, index + 9 <= bytes.count else { return nil }
                let frame = (width: bigEndian(bytes, at: index + 7, count: 2), height: bigEndian(bytes, at: index + 5, count: 2))
                size = (max(size?.width ?? 0, frame.width), max(size?.height ?? 0, frame.height))
            }
            index += 2 + length
        }
        return nil
    }

    /// GIF: `GIF87a` or `GIF89a`, the logical screen's width and height (2 bytes each,
    /// little-endian), then every frame's own, walked block by block up to the trailer.
    private static func gifSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 13, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else {
            return nil
        }
        var size: Size = (littleEndian(bytes, at: 6), littleEndian(bytes, at: 8))
        var index = 13 + colorTableLength(bytes[10])
        // Sub-blocks: a length byte, that many bytes, … until a 0 length.
        func skipSubBlocks() -> Bool {
            while index < bytes.count {
                let length = Int(bytes[index])
                index += 1 + length
                if length == 0 { return true }
            }
            return false
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x3B:  // trailer
                return size
            case 0x21:  // extension: its label, then sub-blocks
                index += 2
                guard skipSubBlocks() else { return size }
            case 0x2C:  // a frame: position, size, flags, its colour table, LZW size, sub-blocks
                guard index + 10 <= bytes.count else { return size }
                size = (max(size.width, littleEndian(bytes, at: index + 5)), max(size.height, littleEndian(bytes, at: index + 7)))
                index += 10 + colorTableLength(bytes[index + 9]) + 1
                guard skipSubBlocks() else { return size }
            default:
                return nil
            }
        }
        // Cut short: what was read of it is what a terminal would decode.
        return size
    }

    /// The bytes of a GIF colour table whose flags byte is `flags`: none unless its top bit is set.
    private static func colorTableLength(_ flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], at index: Int) -> Int {
        Int(bytes[index]) | Int(bytes[index + 1]) << 8
    }
}
