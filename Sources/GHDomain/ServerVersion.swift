/// A GitHub Enterprise Server release, as the server reports it (`3.14.2`), and what it can do.
///
/// github.com and GitHub Enterprise Cloud have no version: they have every feature. A server's
/// version decides which features gh-users asks it for, so that a feature the version lacks
/// is left out quietly rather than tried and failed.
public struct ServerVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The feature release's first number (`3` in `3.14.2`).
    public let major: Int
    /// The feature release's second number (`14` in `3.14.2`).
    public let minor: Int
    /// The patch release (`2` in `3.14.2`); `0` when the server gave two numbers.
    public let patch: Int

    /// The longest version text read; anything longer is no version.
    static let maximumLength = 32

    /// A version from its numbers.
    public init(major: Int, minor: Int, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The version `text` names (`3.14.2`, `3.9`, with blanks around it); `nil` for anything
    /// else: more or fewer numbers, signs, letters, numbers past six digits, text past
    /// ``maximumLength`` characters.
    public init?(_ text: String) {
        let trimmed = text.trimmingBlanks
        guard trimmed.utf8.count <= Self.maximumLength else { return nil }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...6).contains(part.utf8.count), part.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(part) else {
                return nil
            }
            numbers.append(number)
        }
        self.init(major: numbers[0], minor: numbers[1], patch: numbers.count == 3 ? numbers[2] : 0)
    }

    /// `3.14.2`.
    public var description: String { "\(major).\(minor).\(patch)" }

    /// `GitHub Enterprise Server 3.14.2`: how `status` and `version` name the server.
    public var productName: String { "GitHub Enterprise Server \(self)" }

    /// Whether this version has `feature`.
    public func supports(_ feature: ServerFeature) -> Bool { self >= feature.introduced }

    /// Orders versions by their numbers, major first.
    public static func < (left: ServerVersion, right: ServerVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }
}

/// A feature some GitHub Enterprise Server releases lack, and the release that brought it.
public enum ServerFeature: String, CaseIterable, Sendable {
    /// A user's social accounts (`GET /users/{login}/social_accounts`), since 3.9.
    case socialAccounts

    /// The first release that has it.
    public var introduced: ServerVersion {
        switch self {
        case .socialAccounts: return ServerVersion(major: 3, minor: 9)
        }
    }

    /// What it is, for a note that it was left out: `social accounts`.
    public var name: String {
        switch self {
        case .socialAccounts: return "social accounts"
        }
    }
}

extension String {
    /// The text without spaces and tabs around it.
    fileprivate var trimmingBlanks: Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else { return "" }
        return self[start...end]
    }
}
