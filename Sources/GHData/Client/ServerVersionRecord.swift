import Foundation
import GHDomain
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The version of GitHub Enterprise Server a run's answers reported in
/// `X-GitHub-Enterprise-Version`, else the one remembered from earlier runs
/// (``ServerVersionsFile``), else the one question asked of the server: kept for the whole run,
/// so the host is asked at most once, and remembered for the next runs when it is new.
public final class ServerVersionRecord: Sendable {
    private struct State {
        var seen: ServerVersion?
        var asking: Task<ServerVersion?, any Error>?
        /// Where releases are remembered across runs, and when it is; `nil` for nowhere.
        var memory: (file: ServerVersionsFile, now: @Sendable () -> Date)?
        /// What the file held for the host, once read: `.some(nil)` when it held nothing.
        var remembered: ServerVersion??
    }

    private let state = Mutex(State())

    /// An empty record.
    public init() {}

    /// Remembers what the run learns in `file`, and answers from it until an answer names a
    /// release; `now` stamps what is written.
    public func keep(in file: ServerVersionsFile, now: @escaping @Sendable () -> Date) {
        state.withLock { $0.memory = (file, now) }
    }

    /// The version the latest answer that named one named.
    public var seen: ServerVersion? { state.withLock { $0.seen } }

    /// The version the run's answers named, else the one remembered from an earlier run; `nil`
    /// when neither is known. Asks nothing.
    public var known: ServerVersion? { seen ?? remembered() }

    /// Notes the version `response` names, if it names one that reads as a version, and
    /// remembers it for the next runs when the memory holds another.
    public func note(_ response: HTTPURLResponse) {
        guard let text = response.header("X-GitHub-Enterprise-Version"), let version = ServerVersion(text) else { return }
        state.withLock { $0.seen = version }
        store(version)
    }

    /// The version seen, else the one remembered, else what `ask` answers (remembered from
    /// then on), asked at most once however many callers want it at the same time; what it
    /// threw is thrown to each of them.
    func version(asking ask: @escaping @Sendable () async throws -> ServerVersion?) async throws -> ServerVersion? {
        if let known { return known }
        let (seen, asking): (ServerVersion?, Task<ServerVersion?, any Error>?) = state.withLock { state in
            if let seen = state.seen { return (seen, nil) }
            if let asking = state.asking { return (nil, asking) }
            let asking = Task { try await ask() }
            state.asking = asking
            return (nil, asking)
        }
        if let seen { return seen }
        let answer = try await asking?.value
        if let answer { store(answer) }
        return answer
    }

    /// What the memory holds for the host, read from the file once a run.
    private func remembered() -> ServerVersion? {
        let (loaded, file) = state.withLock { ($0.remembered, $0.memory?.file) }
        if let loaded { return loaded }
        let read = file?.remembered()
        state.withLock { $0.remembered = .some(read) }
        return read
    }

    /// Writes `version` to the memory when it holds another.
    private func store(_ version: ServerVersion) {
        guard let memory = state.withLock({ $0.memory }), remembered() != version else { return }
        state.withLock { $0.remembered = .some(version) }
        memory.file.remember(version, at: memory.now())
    }
}

/// Reads `X-GitHub-Enterprise-Version` from every answer that passes, into a
/// ``ServerVersionRecord``.
public struct ServerVersionReadingTransport: WrappingTransport {
    /// The transport the answers come through.
    public let base: any HTTPTransport
    private let record: ServerVersionRecord

    /// Sends through `base`, noting each answer's version in `record`.
    public init(wrapping base: any HTTPTransport, record: ServerVersionRecord) {
        self.base = base
        self.record = record
    }

    /// Sends `request` through `base` and notes the version its answer names.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let answer = try await base.send(request)
        record.note(answer.1)
        return answer
    }
}
