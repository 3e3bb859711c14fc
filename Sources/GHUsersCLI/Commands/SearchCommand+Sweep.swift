import GHDomain
import GHText
import GHWire

extension SearchCommand {
    /// A usage error for what a sweep cannot do: sort (its users come oldest first) or take a
    /// `created:` of the query's own (it splits by `created:` itself).
    static func checkSweep(_ search: UserSearch) throws(UsageError) {
        if search.sort != nil {
            throw UsageError("'--sort' cannot be used past 1000 results: the search is split by creation time, so users come oldest first")
        }
        let words = search.query.split(separator: " ").map { $0.lowercased() }
        if words.contains(where: { $0.hasPrefix("created:") || $0.hasPrefix("-created:") }) {
            throw UsageError("past 1000 results the search is split by created:, so the query cannot have a created: of its own")
        }
    }

    /// Every match (or `--limit` of them), slice by slice; on a terminal a count first and a
    /// summary last, the cost with `-v`, a warning for what could not be reached, and a Resume
    /// line when it stops part-way.
    func runSweep(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let end = Int64(factory.now().timeIntervalSince1970) + Self.clockAllowance
        let sweep = SearchSweep(
            search: search, pages: factory.users, limit: everything ? nil : limit, from: resumePoint, until: end)
        let progress = sweep.progress
        let invocation = factory.invocation
        let program = io.programName.description
        let everything = everything
        let limit = limit
        let continuation = ListingContinuation<Sent<UserSummary>>.resume { _, _ in
            let figures = progress.figures
            guard let next = figures.next else { return invocation.shellText(program: program) }
            var resumed = invocation.setting(Self.resume, to: next.text)
            if !everything { resumed = resumed.setting(Self.limit, to: String(max(1, limit - figures.handed))) }
            return resumed.shellText(program: program)
        }
        let verbose = factory.globals.verbose
        let notices = factory.notices
        defer {
            if verbose { notices.post("* search: " + Self.cost(progress.figures)) }
        }
        let writer = ListingWriter(io: io, factory: factory)
        let outcome = try await writer.writeUsers(sweep, full: full, json: json, continuation: continuation) { page in
            guard io.outputIsTerminal, !page.items.isEmpty, let total = page.totalCount, resumePoint == nil else { return "" }
            return "\(NumberText.counted(total, "user matches", "users match")), oldest account first\n\n"
        }
        let figures = progress.figures
        if outcome.count == 0 {
            io.hint("No users match \"\(search.query)\".")
        } else if outcome.hasMore {
            io.hint("Showing the first \(NumberText.grouped(outcome.count)) users; add --limit <n> or --all for more.")
        } else {
            io.hint("Found \(NumberText.grouped(outcome.count)) users with " + Self.cost(figures) + ".")
        }
        if figures.unreachable > 0 {
            io.printError(TextSanitizer.line(Self.unreachableWarning(figures)) + "\n")
        }
        if figures.isIncomplete {
            io.printError("Warning: GitHub's search timed out before it finished, so some matches may be missing.\n")
        }
        return .success
    }

    /// How far past this machine's clock a sweep reaches, for a clock behind GitHub's: a day.
    static let clockAllowance: Int64 = 86_400

    /// `57 requests over 9 slices (6 cut in two)`.
    static func cost(_ figures: SweepProgress.Figures) -> String {
        "\(NumberText.counted(figures.requests, "request", "requests")) over \(NumberText.counted(figures.slices, "slice", "slices"))"
            + " (\(NumberText.grouped(figures.cuts)) cut in two)"
    }

    /// What could not be reached, and why.
    static func unreachableWarning(_ figures: SweepProgress.Figures) -> String {
        let seconds = figures.crowded.map { CreationSlice.format($0.slice.first, compact: false) }
        let when =
            seconds.count == 1
            ? "within the second \(seconds[0])" : "within each of \(seconds.count) seconds (\(seconds.joined(separator: ", ")))"
        return
            "Warning: \(NumberText.grouped(figures.unreachable)) matching users could not be reached: more than 1000 accounts were created "
            + "\(when), a span that cannot be split further, and GitHub serves only the first 1000 results of a search."
    }
}
