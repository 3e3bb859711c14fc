import Foundation

/// GitHub's answers kept on this machine, seen as a whole: how many there are and how much
/// room they take, and a way to forget them all. (How answers are stored and replayed is the
/// data layer's business.)
public protocol CacheStore: Sendable {
    /// Where the answers are kept, to show the user.
    var location: String { get }

    /// The number of answers kept and their total size.
    func summary() async -> CacheSummary

    /// Forgets every answer kept; returns how many there were.
    @discardableResult
    func clear() async throws -> Int
}

/// What `cache info` reports.
public struct CacheSummary: Equatable, Sendable {
    /// Answers kept.
    public var entries: Int
    /// Their total size in bytes.
    public var bytes: Int
    /// The most the cache keeps, in bytes.
    public var capacity: Int
    /// When the answer kept longest was stored or last confirmed current; `nil` when there is
    /// none (or none could be read).
    public var oldest: Date?
    /// When the answer kept most recently was stored or last confirmed current; `nil` when
    /// there is none.
    public var newest: Date?

    /// A summary.
    public init(entries: Int, bytes: Int, capacity: Int, oldest: Date? = nil, newest: Date? = nil) {
        self.entries = entries
        self.bytes = bytes
        self.capacity = capacity
        self.oldest = oldest
        self.newest = newest
    }
}
