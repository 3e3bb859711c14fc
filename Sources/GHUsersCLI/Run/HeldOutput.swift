import Synchronization

/// Standard error while a pager has the terminal: what is written is held and written after the
/// pager exits, so that a hint or an error does not land in the middle of the pager's screen.
/// Past ``limit`` bytes it stops holding and writes everything through.
final class HeldOutput: TextOutput {
    /// The most text held, in bytes.
    static let limit = 64 * 1024

    private let target: any TextOutput
    private let state = Mutex(State())

    private struct State {
        var held = ""
        var passing = false
    }

    /// Holds what is written for `target`.
    init(for target: any TextOutput) {
        self.target = target
    }

    /// Holds `text`, or writes it (after whatever was held) once holding has stopped.
    func write(_ text: String) throws {
        let due: String? = state.withLock { state in
            if !state.passing && state.held.utf8.count + text.utf8.count <= Self.limit {
                state.held += text
                return nil
            }
            state.passing = true
            defer { state.held = "" }
            return state.held + text
        }
        if let due { try target.write(due) }
    }

    /// Writes what was held and stops holding.
    func release() {
        let due = state.withLock { state in
            state.passing = true
            defer { state.held = "" }
            return state.held
        }
        if !due.isEmpty { try? target.write(due) }
    }
}
