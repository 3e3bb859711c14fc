import Foundation
import GHDomain
import Testing

@Suite struct ListHistoryTests {
    @Test func append_keepsTheLastHundred() {
        var history = ListHistory()
        for count in 0..<(ListHistory.keptEntries + 5) {
            history.append(
                .init(takenAt: Date(timeIntervalSince1970: TimeInterval(count)), count: count, isFirst: count == 0, arrived: [], left: []))
        }
        #expect(history.entries.count == ListHistory.keptEntries)
        #expect(history.entries.first?.count == 5 && history.entries.last?.count == ListHistory.keptEntries + 4)
    }
}
