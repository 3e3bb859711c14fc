import Foundation
import Testing

@testable import GHData

/// Test vectors from FIPS 180-4's examples and NIST's SHA-256 byte-oriented test set.
struct SHA256Tests {
    @Test func hex_matchesTheStandardsVectors() {
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ]
        for (text, expected) in cases {
            #expect(SHA256.hex(text) == expected, "case \(String(reflecting: (text, expected)))")
        }
    }

    @Test func hex_ofAMillionAs() {
        #expect(SHA256.hex(Data(repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// 55, 56, 63, 64 and 65 bytes take each padding path (values from coreutils' sha256sum).
    @Test func hex_acrossThePaddingBoundaries() {
        let cases: [(Int, String)] = [
            (55, "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"),
            (56, "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e"),
            (63, "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2"),
            (64, "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c"),
            (65, "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9"),
        ]
        for (count, expected) in cases {
            #expect(SHA256.hex(Data(repeating: 0x78, count: count)) == expected, "case \(String(reflecting: (count, expected)))")
        }
    }
}
