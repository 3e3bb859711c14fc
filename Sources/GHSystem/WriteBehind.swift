import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes that may trail the work that asked for them (the cache's entries): they are gathered
/// into batches that one writer thread carries out in order, so the work never waits for the
/// disk, and whatever is still gathered is written when the run finishes (``finished()``) or the
/// process ends (``finish()``: at `exit`, after Ctrl-C, and on SIGTERM before the signal is let
/// through). A crash or SIGKILL loses the writes not yet made, as it may lose any cache entry.
public final class WriteBehind: Sendable {
    /// The process's writer; its writes are finished at `exit`.
    public static let shared: WriteBehind = {
        atexit { WriteBehind.shared.finish() }
        return WriteBehind()
    }()

    /// The bytes gathered before a batch goes to the writer: a run that writes less (a listing of
    /// a few pages, a profile) wakes it once, at its end.
    public static let defaultBatchBytes = 1 << 20

    private struct Gathered {
        var writes: [@Sendable () -> Void] = []
        var bytes = 0
        /// Writes handed to the writer and not yet made.
        var handedOver = 0
    }

    private let batchBytes: Int
    private let gathered = Mutex(Gathered())
    /// Serial: one writer, writes made in the order they were submitted.
    private let writer = DispatchQueue(label: "gh-users.write-behind")

    /// A writer that hands a batch over once it holds `batchBytes`.
    public init(batchBytes: Int = defaultBatchBytes) {
        self.batchBytes = batchBytes
    }

    /// Gathers `write`, which writes about `bytes`; hands the batch to the writer once it holds
    /// enough. Returns at once.
    public func submit(bytes: Int, _ write: @escaping @Sendable () -> Void) {
        let full = gathered.withLock { gathered -> [@Sendable () -> Void] in
            gathered.writes.append(write)
            gathered.bytes += bytes
            guard gathered.bytes >= batchBytes else { return [] }
            return Self.takeBatch(&gathered)
        }
        hand(full)
    }

    /// Hands what is gathered to the writer and blocks until every write submitted so far is
    /// made. For the end of the process, where blocking is what is wanted.
    public func finish() {
        let pending = gathered.withLock { gathered -> Bool in
            gathered.handedOver > 0 || !gathered.writes.isEmpty
        }
        guard pending else { return }
        hand(gathered.withLock { Self.takeBatch(&$0) })
        writer.sync {}
    }

    /// ``finish()`` for a task: the writes submitted so far are made when it returns. Costs
    /// nothing when there are none.
    public func finished() async {
        let pending = gathered.withLock { $0.handedOver > 0 || !$0.writes.isEmpty }
        guard pending else { return }
        await BlockingWork.run { self.finish() }
    }

    private static func takeBatch(_ gathered: inout Gathered) -> [@Sendable () -> Void] {
        let batch = gathered.writes
        gathered.handedOver += batch.count
        gathered.writes = []
        gathered.bytes = 0
        return batch
    }

    private func hand(_ batch: [@Sendable () -> Void]) {
        guard !batch.isEmpty else { return }
        writer.async {
            for write in batch { write() }
            self.gathered.withLock { $0.handedOver -= batch.count }
        }
    }
}
