import GHDomain
import Testing

struct CalendarDayTests {
    @Test(arguments: [
        ("2026-01-31", "2026-01-31"), ("2024-02-29", "2024-02-29"), ("2000-02-29", "2000-02-29"), ("0001-12-01", "0001-12-01"),
    ])
    func init_readsARealDay(_ text: String, _ expected: String) throws {
        #expect(try #require(CalendarDay(text)).description == expected)
    }

    @Test(arguments: [
        "", "2026", "2026-1-31", "26-01-31", "2026-13-01", "2026-00-10", "2026-02-29", "1900-02-29", "2026-04-31", "2026-01-00",
        "0000-01-01", "2026/01/31", "2026-01-31T00:00", " 2026-01-31", "２０２６-01-31", "+026-01-31",
    ])
    func init_refusesWhatIsNotADay(_ text: String) {
        #expect(CalendarDay(text) == nil)
    }
}
