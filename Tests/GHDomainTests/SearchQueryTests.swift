import GHDomain
import Testing

struct SearchQueryTests {
    @Test func userSearch_keepsTheQueryAsTyped() throws {
        let search = try #require(UserSearch(query: "tom location:lisbon followers:>100", sort: .followers, order: .ascending))
        #expect(search.query == "tom location:lisbon followers:>100")
        #expect(search.sort == .followers)
        #expect(search.order == .ascending)
    }

    @Test func userSearch_refusesAnEmptyQuery() {
        let cases: [String] = ["", " ", "\t\n"]
        for query in cases {
            #expect(UserSearch(query: query) == nil, "case \(String(reflecting: query))")
        }
    }

    @Test func trending_buildsTheQualifiers() {
        let cases: [(String?, String?, String)] = [
            (nil, nil, "stars:>1"),
            ("swift", nil, "language:swift"),
            (" rust ", "2026-01-01", "language:rust created:>2026-01-01"),
            (nil, "2025-12-31", "created:>2025-12-31"),
            ("Visual Basic", nil, "language:\"Visual Basic\""),
            ("c++", nil, "language:c++"),
        ]
        for (language, day, expected) in cases {
            let search = RepositorySearch.trending(language: language, createdAfter: day.flatMap(CalendarDay.init))
            #expect(
                search == RepositorySearch(query: expected, sort: .stars, order: .descending),
                "case \(String(reflecting: (language, day, expected)))")
        }
    }

    @Test func trending_refusesALanguageUnfitForAQualifier() {
        let cases: [String] = ["", "  ", "a\"b", "swift\nstars:>1"]
        for language in cases {
            #expect(RepositorySearch.trending(language: language, createdAfter: nil) == nil, "case \(String(reflecting: language))")
        }
    }

    @Test func pageSize_asksForNoMoreThanTheExtentNeeds() {
        #expect(ListingExtent.onePage.pageSize == 30)
        #expect(ListingExtent.limit(7).pageSize == 7)
        #expect(ListingExtent.limit(250).pageSize == 100)
        #expect(ListingExtent.all.pageSize == 100)
    }
}
