/// A set of Unicode code points stored as sorted, disjoint ranges, for the generated tables.
struct ScalarSet: Sendable {
    /// The ranges' bounds, flattened: `[first₀, last₀, first₁, last₁, …]`, ascending.
    let bounds: [UInt32]

    /// A set of the closed ranges `bounds[0]...bounds[1]`, `bounds[2]...bounds[3]`, and so on;
    /// `bounds` must ascend strictly from range to range.
    init(bounds: [UInt32]) {
        precondition(bounds.count.isMultiple(of: 2), "ScalarSet bounds come in pairs")
        self.bounds = bounds
    }

    /// Whether `value` lies in one of the ranges.
    func contains(_ value: UInt32) -> Bool {
        bounds.withUnsafeBufferPointer { bounds in
            guard let first = bounds.first, first <= value, value <= bounds[bounds.count - 1] else { return false }
            // Narrow down to the last range that starts at or before `value`. The loop has no
            // branch that depends on `value`, so the processor never mispredicts one.
            var base = 0
            var count = bounds.count / 2
            while count > 1 {
                let half = count / 2
                base = bounds[2 * (base + half)] <= value ? base + half : base
                count -= half
            }
            return value <= bounds[2 * base + 1]
        }
    }

    /// Whether `scalar` lies in one of the ranges.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        contains(scalar.value)
    }
}
