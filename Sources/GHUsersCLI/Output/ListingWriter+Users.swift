import GHData
import GHDomain
import GHText
import GHWire

extension ListingWriter {
    /// Prints a listing of users as `list`, `search`, `followers`, `following` and `relations`
    /// do: each user as listed, or with `full` each with its whole profile, the profiles of a
    /// page asked for while the next page loads. `heading` makes, from the first page, what is
    /// printed before it; a listing that stops part-way says how to go on as `continuation` tells.
    /// Returns how the listing ended, in terms of the users listed.
    func writeUsers<Listing: PageSequence>(
        _ listing: Listing, full: Bool, json: JSONRequest?, continuation: ListingContinuation<Sent<UserSummary>>,
        heading: (Page<Sent<UserSummary>>) -> String = { _ in "" }
    ) async throws -> ListingOutcome<Sent<UserSummary>> where Listing.Item == Sent<UserSummary> {
        let favorites = await factory.favoriteIDs(for: io.layout(json: json != nil), io: io)
        guard full else {
            var printer = ListPrinter(ListFormat.users.marking(favorites), json: json, io: io)
            return try await write(listing, into: &printer, continuation: continuation, heading: heading)
        }
        var printer = ListPrinter(ListFormat.fullUsers.marking(favorites), json: json, io: io)
        let outcome = try await write(await profiled(listing), into: &printer, continuation: continuation.map(\.summary)) { page in
            heading(page.map(\.summary))
        }
        return ListingOutcome(
            count: outcome.count, last: outcome.last?.summary, hasMore: outcome.hasMore, isIncomplete: outcome.isIncomplete)
    }

    /// `listing` with each page's profiles, from ``Factory/profiles``. Without a token, one line
    /// on stderr says what that costs; with `-v`, a user GitHub no longer knows by its login is
    /// named.
    func profiled<Listing: PageSequence>(_ listing: Listing) async -> ProfiledListing<Listing, Sent<UserProfile>>
    where Listing.Item == Sent<UserSummary> {
        let directory = await factory.profiles()
        if directory.costsARequestPerUser && !factory.globals.offline {
            io.printError("--full without a token: 1 request per user\n")
        }
        let verbose = factory.globals.verbose
        let notices = factory.notices
        return ProfiledListing(listing, directory: directory) { user in
            if verbose {
                notices.post("* \(TextSanitizer.line(user.login)): GitHub no longer knows this login; its profile is left out")
            }
        }
    }
}
