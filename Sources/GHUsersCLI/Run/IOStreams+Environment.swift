extension IOStreams {
    /// The run's streams as `environment` has them, with colour, the token, error presentation
    /// and a forced terminal layout (`GH_USERS_FORCE_TTY`) as `globals` say.
    init(environment: Environment, globals: GlobalOptions) {
        self.init(
            output: environment.standardOutput,
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
            token: globals.token,
            errors: ErrorPresenter(
                verbose: globals.verbose, hasToken: globals.token != nil, tokenVariables: globals.tokens.variables, now: environment.now,
                timeZone: environment.timeZone),
            programName: environment.programName,
            readInput: environment.readInput
        )
    }
}
