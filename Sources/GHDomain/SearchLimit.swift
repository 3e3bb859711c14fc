/// The limits GitHub puts on every search.
public enum SearchLimit {
    /// GitHub serves only the first 1,000 results of any search, however many match.
    public static let maximumResults = 1000
}
