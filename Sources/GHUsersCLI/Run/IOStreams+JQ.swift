import GHSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension IOStreams {
    /// Runs `body` with its results written through `filter` (`--jq`) when one is given, jq's
    /// output and errors going where these streams' go; else as they are. jq is waited for. A jq
    /// that fails (a bad expression, a runtime error) has said why on standard error: exit 1,
    /// unless the command failed first. A reader that went away (`| head`) is no failure.
    func filtering(through filter: JQFilter?, _ body: (IOStreams) async -> ExitCode) async -> ExitCode {
        guard let filter else { return await body(self) }
        // jq prints once its input, one array, has ended, so what the command says itself (a
        // hint, an error, how to resume) is held until jq is done, to come after the results it
        // is about. Notices and a countdown while the listing runs do not go this way.
        let said = HeldOutput(for: sharedLine.map { SharedLineNotices(line: $0) } ?? errorOutput)
        let jq: JQFilter.Running
        do {
            jq = try filter.start(
                output: output, errors: errorOutput, terminal: outputIsTerminal, errorsToTerminal: errorIsTerminal, color: colorEnabled)
        } catch {
            return report(error)
        }
        let status = await body(writing(to: jq.input, errors: said))
        let ended = await jq.finish()
        said.release()
        // Killed by SIGPIPE: whoever read jq's output stopped reading, as with `| head`.
        let failed = ended.exitCode.map { $0 != 0 } ?? (ended.signal != SIGPIPE)
        return status == .success && failed ? .failure : status
    }
}
