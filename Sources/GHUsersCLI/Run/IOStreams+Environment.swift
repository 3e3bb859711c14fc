import GHData

extension IOStreams {
    /// The run's streams as `environment` has them, with colour, error presentation and a forced
    /// terminal layout (`GH_USERS_FORCE_TTY`) as `globals` say, keeping the token `credentials`
    /// find out of what they print.
    init(environment: Environment, globals: GlobalOptions, credentials: Credentials? = nil) {
        let errorOutput = environment.standardError
        // On one terminal, results (whoever writes them, jq too) and notices take turns.
        let sharedLine =
            environment.outputIsTerminal && environment.errorIsTerminal ? SharedTerminalLine { text in try? errorOutput.write(text) } : nil
        self.init(
            output: sharedLine.map { SharedLineOutput(base: environment.standardOutput, line: $0) } ?? environment.standardOutput,
            errorOutput: environment.standardError,
            inputIsTerminal: environment.inputIsTerminal,
            outputIsTerminal: environment.outputIsTerminal || globals.forcedTerminal != nil,
            outputIsTerminalDevice: environment.outputIsTerminal,
            errorIsTerminal: environment.errorIsTerminal,
            terminalWidth: globals.forcedTerminal.map {
                $0.width(
                    terminalWidth: environment.terminalWidth ?? ($0.width == nil ? environment.controllingTerminalWidth() : nil),
                    variables: environment.variables)
            }
                ?? environment.terminalWidth,
            colorEnabled: globals.useColor,
            timeZone: environment.timeZone,
            credentials: credentials,
            errors: ErrorPresenter(
                verbose: globals.verbose, waits: globals.waitPolicy == .always, cacheOff: globals.cacheSettingOff, host: globals.host,
                login: { credentials?.found }, now: environment.now,
                timeZone: environment.timeZone),
            programName: environment.programName,
            readInput: environment.readInput,
            sharedLine: sharedLine,
            interruptWasEchoed: environment.interruptWasEchoed,
            readAnswer: environment.readAnswer
        )
    }
}
