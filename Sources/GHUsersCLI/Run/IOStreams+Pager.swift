extension IOStreams {
    /// These streams with results written to `output` instead (a pager's pipe), and chatter to
    /// `errorOutput`; whether output is a terminal, its width and colour stay as they are.
    func writing(to output: any TextOutput, errors errorOutput: any TextOutput) -> IOStreams {
        var streams = IOStreams(
            output: output, errorOutput: errorOutput, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
            outputIsTerminalDevice: outputIsTerminalDevice, errorIsTerminal: errorIsTerminal, terminalWidth: terminalWidth,
            colorEnabled: colorEnabled, timeZone: timeZone, credentials: credentials, errors: errors, programName: programName,
            readInput: readInput, readAnswer: readAnswer)
        streams.terminalAnswers = terminalAnswers
        return streams
    }

    /// Runs `body` with its results paged through `pager` (a shell command) when one is given
    /// and standard output is a terminal, else as they are; waits for the pager to exit. What
    /// goes to stderr meanwhile is held until then (see ``HeldOutput``). A pager that quits early
    /// is a reader that went away (the command stops quietly); one that cannot start is an error.
    func paging(through pager: String?, variables: [String: String], _ body: (IOStreams) async -> ExitCode) async -> ExitCode {
        guard let pager, outputIsTerminalDevice else { return await body(self) }
        let process: Pager
        do {
            process = try Pager.start(pager, variables: variables)
        } catch {
            return report(error)
        }
        let held = HeldOutput(for: errorOutput)
        let status = await body(writing(to: process.output, errors: held))
        let problem = await process.finish()
        held.release()
        if let problem {
            let failure = report(problem)
            return status == .success ? failure : status
        }
        return status
    }
}
