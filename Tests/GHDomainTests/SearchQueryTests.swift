import GHDomain
import Testing

struct SearchQueryTests {
    @Test func userSearch_keepsTheQueryAsTyped() throws {
        let search = try #require(UserSearch(query: "tom location:lisbon followers:>100", sort: .followers, order: .ascending))
        #expect(search.query == "tom location:lisbon followers:>100")
        #expect(search.sort == .followers)
        #expect(search.order == .ascending)
    }

    @Test(arguments: ["", " ", "\t\n"])
    func userSearch_refusesAnEmptyQuery(_ query: String) {
        #expect(UserSearch(query: query) == nil)
    }

    @Test(
        arguments: [
            (nil, nil, "stars:>1"),
            ("swift", nil, "language:swift"),
            (" rust ", "2026-01-01", "language:rust created:>2026-01-01"),
            (nil, "2025-12-31", "created:>2025-12-31"),
            ("Visual Basic", nil, "language:\"Visual Basic\""),
            ("c++", nil, "language:c++"),
        ] as [(String?, String?, String)])
    func trending_buildsTheQualifiers(_ language: String?, _ day: String?, _ expected: String) throws {
        let search = try #require(RepositorySearch.trending(language: language, createdAfter: day.flatMap(CalendarDay.init)))
        #expect(search == RepositorySearch(query: expected, sort: .stars, order: .descending))
    }

    @Test(arguments: ["", "  ", "a\"b", "swift\nstars:>1"])
    func trending_refusesALanguageThatCannotBeOneQualifier(_ language: String) {
        #expect(RepositorySearch.trending(language: language, createdAfter: nil) == nil)
    }

    @Test func pageSize_asksForNoMoreThanTheExtentNeeds() {
        #expect(ListingExtent.onePage.pageSize == 30)
        #expect(ListingExtent.limit(7).pageSize == 7)
        #expect(ListingExtent.limit(250).pageSize == 100)
        #expect(ListingExtent.all.pageSize == 100)
    }
}
