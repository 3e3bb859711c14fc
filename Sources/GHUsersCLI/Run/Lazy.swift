import Synchronization

/// A value made the first time it is asked for, once, whichever thread asks first.
final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let value = Mutex<Value?>(nil)

    /// A value that `make` builds on first use.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, built now if this is the first time.
    var wrapped: Value {
        value.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
