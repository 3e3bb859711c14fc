import GHTestSupport
import Testing

@testable import GHText

struct ScalarSetTests {
    @Test func contains_isTrueExactlyInsideTheRanges() {
        let set = ScalarSet(bounds: [0x10, 0x10, 0x20, 0x2F, 0x100, 0x1FF])
        let inside = (0..<0x300).filter { set.contains(UInt32($0)) }
        #expect(inside == [0x10] + Array(0x20...0x2F) + Array(0x100...0x1FF))
    }

    @Test func contains_onAnEmptySet_isFalse() {
        #expect(!ScalarSet(bounds: []).contains(0))
        #expect(!ScalarSet(bounds: []).contains(0x10FFFF))
    }

    @Test func contains_agreesWithALinearSearch_onRandomSets() {
        var random = SeededRandom()
        let seed = random.seed
        for _ in 0..<200 {
            var bounds: [UInt32] = []
            var next = UInt32.random(in: 0...3, using: &random)
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                let last = next + UInt32.random(in: 0...5, using: &random)
                bounds += [next, last]
                next = last + 2 + UInt32.random(in: 0...5, using: &random)
            }
            let set = ScalarSet(bounds: bounds)
            let ranges = stride(from: 0, to: bounds.count, by: 2).map { bounds[$0]...bounds[$0 + 1] }
            for value in 0...(next + 2) {
                #expect(set.contains(value) == ranges.contains { $0.contains(value) }, "seed \(seed), bounds \(bounds), value \(value)")
            }
        }
    }
}
