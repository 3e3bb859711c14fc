/// A libcurl version, as `curl_version_info` numbers it: `0xXXYYZZ` for XX.YY.ZZ, so that
/// versions compare as numbers.
struct CurlVersion: Comparable, Sendable, CustomStringConvertible {
    /// `0xXXYYZZ`.
    let number: UInt32

    /// The version `curl_version_info` numbers `number`.
    init(number: UInt32) {
        self.number = number
    }

    /// Version `major`.`minor`.`patch`.
    init(_ major: UInt32, _ minor: UInt32, _ patch: UInt32) {
        number = major << 16 | minor << 8 | patch
    }

    /// `7.68.0`.
    var description: String { "\(number >> 16).\(number >> 8 & 0xFF).\(number & 0xFF)" }

    static func < (left: CurlVersion, right: CurlVersion) -> Bool { left.number < right.number }
}
