import Foundation
import GHDomain
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The version of GitHub Enterprise Server a run's answers reported in
/// `X-GitHub-Enterprise-Version`, and the one question asked of the server when none did: kept
/// for the whole run, so the host is asked at most once.
public final class ServerVersionRecord: Sendable {
    private struct State {
        var seen: ServerVersion?
        var asking: Task<ServerVersion?, any Error>?
    }

    private let state = Mutex(State())

    /// An empty record.
    public init() {}

    /// The version the latest answer that named one named.
    public var seen: ServerVersion? { state.withLock { $0.seen } }

    /// Notes the version `response` names, if it names one that reads as a version.
    public func note(_ response: HTTPURLResponse) {
        guard let text = response.header("X-GitHub-Enterprise-Version"), let version = ServerVersion(text) else { return }
        state.withLock { $0.seen = version }
    }

    /// The version seen, else what `ask` answers, asked at most once however many callers
    /// want it at the same time; what it threw is thrown to each of them.
    func version(asking ask: @escaping @Sendable () async throws -> ServerVersion?) async throws -> ServerVersion? {
        let (seen, asking): (ServerVersion?, Task<ServerVersion?, any Error>?) = state.withLock { state in
            if let seen = state.seen { return (seen, nil) }
            if let asking = state.asking { return (nil, asking) }
            let asking = Task { try await ask() }
            state.asking = asking
            return (nil, asking)
        }
        if let seen { return seen }
        return try await asking?.value
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
