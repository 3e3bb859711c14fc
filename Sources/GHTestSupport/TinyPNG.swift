import Foundation
import Synchronization

/// Small valid PNG images made in code, for a loopback server to serve as avatars: `size` pixels
/// square, a pattern of two colours from a seed, stored (uncompressed) in zlib as PNG allows.
public enum TinyPNG {
    /// Images already made, by seed and size: a test run asks for the same few thousands of
    /// times, and making one (its checksums in a debug build) costs far more than keeping it.
    private static let made = Mutex<[Int: Data]>([:])

    /// A `size`×`size` RGB image whose pattern and colours come from `seed`.
    public static func image(seed: Int, size: Int = 16) -> Data {
        let size = max(1, min(size, 256))
        let key = seed &* 257 &+ size
        if let image = made.withLock({ $0[key] }) { return image }
        let image = make(seed: seed, size: size)
        made.withLock { if $0.count < 4096 { $0[key] = image } }
        return image
    }

    private static func make(seed: Int, size: Int) -> Data {
        let colour: [UInt8] = [UInt8(truncatingIfNeeded: 40 + seed * 53), UInt8(truncatingIfNeeded: 90 + seed * 29), 200]
        var raw: [UInt8] = []
        for row in 0..<size {
            raw.append(0)  // no filter
            for column in 0..<size {
                // A mirrored pattern of 4×4 blocks, as identicons are.
                let block = (min(column, size - 1 - column) / 4) * 7 + row / 4
                let on = (seed >> (block % 16)) & 1 == 1 || (block + seed) % 3 == 0
                raw += on ? colour : [240, 240, 240]
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(size)) + bigEndian(UInt32(size)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", stored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// `bytes` in a zlib stream of stored blocks.
    private static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast: UInt8 = offset + length == bytes.count ? 1 : 0
            stream += [isLast, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            stream += bytes[offset..<offset + length]
            offset += length
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
