import Foundation

/// A GitHub login that has been checked before it is put in a URL.
///
/// A login is 1 to 39 ASCII letters, digits and hyphens, not starting with a hyphen, optionally
/// followed by `[bot]` (GitHub App accounts such as `dependabot[bot]`). GitHub refuses a
/// leading hyphen; trailing and double hyphens exist on old accounts, so they are allowed.
/// Anything else is refused, so a login can never smuggle a path segment, a query or a
/// fragment into a request.
public struct Login: Hashable, Sendable, CustomStringConvertible {
    /// The login exactly as GitHub spells it.
    public let rawValue: String

    /// The longest login GitHub allows, not counting a `[bot]` suffix.
    public static let maximumLength = 39

    private static let botSuffix = "[bot]"

    /// Validates `rawValue`; returns `nil` when it is not a possible GitHub login.
    public init?(_ rawValue: String) {
        var name = Substring(rawValue)
        if name.hasSuffix(Self.botSuffix) {
            name = name.dropLast(Self.botSuffix.count)
        }
        guard (1...Self.maximumLength).contains(name.utf8.count), name.first != "-",
            name.utf8.allSatisfy(Self.isAllowed)
        else { return nil }
        self.rawValue = rawValue
    }

    /// The login as typed.
    public var description: String { rawValue }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
