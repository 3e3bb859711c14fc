import GHTestSupport
import Testing

/// The test bomb's checksum agrees with CRC-32 computed byte by byte.
struct GzipBombTests {
    private static func crc32(ofZeros count: Int) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count {
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func crcOfZeros_matchesTheBytewiseCRC() {
        let cases: [Int] = [0, 1, 2, 3, 255, 258, 259, 1000, 4097]
        for count in cases {
            #expect(GzipBomb.crc32OfZeros(count) == Self.crc32(ofZeros: count), "case \(String(reflecting: count))")
        }
    }
}
