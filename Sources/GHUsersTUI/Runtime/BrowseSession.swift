import Foundation
import GHTerminal

/// Runs the browser on the terminal: takes it, asks it for its background colour and, when the
/// session wants avatars, whether it shows images, draws the first frame, then turns every key, resize and finished
/// request into a new state, carries out the effects, and draws what changed, until the user
/// quits or a signal asks it to end. Favorites still being written are waited for (`Saving…`)
/// before the terminal is given back, which it is on every way out (see
/// ``GHTerminal/TerminalSession``); the changes that were not saved are handed back, to be told
/// once the terminal is the shell's again.
public enum BrowseSession {
    /// How a session ended.
    public enum Outcome: Equatable, Sendable {
        /// The user quit, or the terminal went away.
        case quit
        /// A signal (SIGTERM, SIGHUP, SIGINT) asked it to end; the process should exit as the
        /// signal would have it, with 128 + its number.
        case endedBySignal(Int32)
    }

    /// How a session ended, and what it could not save.
    public struct Ending: Equatable, Sendable {
        /// Why it ended.
        public var outcome: Outcome
        /// The favorite changes whose writes failed or had not finished, in the order made.
        public var unsavedFavorites: [UnsavedFavorite]
    }

    /// How long the terminal may take to say whether it shows images. The query ends at the answer
    /// to Device Attributes, which every terminal gives, so this is spent only on one that never
    /// answers; 100 ms was too short for kitty on a loaded machine, which then showed initials.
    static let queryTimeout = Duration.milliseconds(400)

    /// Browses from `start` until the user quits; throws when the terminal cannot be taken.
    public static func run(
        start: StartScreen, options: BrowseOptions, services: BrowseServices, terminal: TerminalSession = TerminalSession()
    ) async throws(TerminalSessionError) -> Ending {
        try terminal.enter(mouse: options.mouse, reportEndSignals: true)
        defer { terminal.restore() }
        // One stream for everything: the terminal's events and the effects' results. The reader
        // finishes it when the terminal hangs up, which ends the session: nothing more can be asked.
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        services.redirectNotices { line in continuation.yield(.notice(line)) }
        services.statusUpdates { update in
            switch update {
            case .note(let note): continuation.yield(.statusNote(note))
            case .rateLimitReset: continuation.yield(.rateLimitReset)
            }
        }
        let runner = EffectRunner(services: services, events: continuation)
        defer { runner.cancelAll() }
        let size = terminal.size ?? TerminalSize(rows: 24, columns: 80)
        var (state, effects) = Browser.start(start, size: size, options: options)
        // The first requests go out before the terminal is asked anything, so that their round
        // trip runs while it answers and the first frame is drawn; what they bring waits in the
        // stream. (The answers change only how the state is drawn, and what comes later.)
        for effect in effects where isRunners(effect, services: services) { runner.perform(effect) }
        var answer: [UInt8] = []
        var imageProtocol: ImageProtocol?
        if options.images || options.color {
            // One bounded probe: the background (for the palette) and, when avatars are wanted,
            // the image protocols; Primary Device Attributes, which every terminal answers, last.
            let query = TerminalBackground.query + (options.images ? ImageProtocol.query : ImageProtocol.deviceAttributes)
            answer = terminal.query(query, timeout: queryTimeout, until: ImageProtocol.isComplete)
            if options.images { imageProtocol = ImageProtocol.detect(in: answer) }
            state.options.background = TerminalBackground.detect(in: answer) ?? .dark
        }
        // What the query's wait read besides the answers (keys typed meanwhile) is decoded first;
        // the answers themselves never become keys.
        let input = TerminalInput(session: terminal, pending: answer, into: continuation, as: BrowseEvent.init)
        var display = Display(terminal: terminal, imageProtocol: imageProtocol)
        defer {
            input.stop()
            continuation.finish()
        }
        effects.removeAll { isRunners($0, services: services) }
        if let imageProtocol { effects += Browser.update(&state, .imageSupport(imageProtocol)) }
        await carryOut(effects, runner: runner, input: input, services: services, display: &display, events: continuation)
        display.draw(state)
        var outcome = Outcome.quit
        for await event in events {
            switch event {
            // Back from a stop, the screen is drawn whole once, at the size the resume reports.
            case .resumed: display.invalidate()
            case .resize(let size) where size != state.size: display.invalidate()
            case .endRequested(let signal): outcome = .endedBySignal(signal)
            default: break
            }
            effects = Browser.update(&state, event)
            await carryOut(effects, runner: runner, input: input, services: services, display: &display, events: continuation)
            if state.isFinished { break }
            display.draw(state)
        }
        if runner.hasPendingWrites {
            state.say("Saving…", isError: false)
            display.draw(state)
            _ = await runner.waitForWrites(timeout: services.writeTimeout)
        }
        display.removeImages()
        return Ending(outcome: outcome, unsavedFavorites: runner.unsavedFavorites)
    }

    /// Whether `runner` carries `effect` out, rather than the runtime itself (see ``carryOut``).
    private static func isRunners(_ effect: BrowseEffect, services: BrowseServices) -> Bool {
        switch effect {
        case .suspend, .copy, .runCommand, .quit: false
        case .open: !services.openTakesTheTerminal
        default: true
        }
    }

    /// Does what only the runtime can (suspend, copy through the terminal, run a command on it)
    /// and hands the rest to `runner`.
    private static func carryOut(
        _ effects: [BrowseEffect], runner: EffectRunner, input: TerminalInput, services: BrowseServices, display: inout Display,
        events: AsyncStream<BrowseEvent>.Continuation
    ) async {
        for effect in effects {
            switch effect {
            case .suspend:
                // Continued, the terminal reports `.resumed`, which draws the whole screen.
                display.terminal.suspend()
            case .copy(let text):
                display.terminal.write(EscapeSequence.copyToClipboard(text))
            case .runCommand(let command, let name):
                let problem = await onTheTerminal(input: input, display: &display) { await services.runCommand(command) }
                events.yield(.commandFinished(name: name, problem: problem))
            case .open(let url) where services.openTakesTheTerminal:
                if let problem = await onTheTerminal(input: input, display: &display, { await services.open(url) }) {
                    events.yield(.openFailed(problem))
                }
            case .quit:
                break
            default:
                runner.perform(effect)
            }
        }
    }

    /// Runs `program` with the terminal, and every key, lent to it until it ends; then the
    /// screen is drawn again whole. Returns what `program` does.
    private static func onTheTerminal(
        input: TerminalInput, display: inout Display, _ program: () async -> String?
    ) async -> String? {
        await input.pause()
        let lent = display.terminal.lend()
        let problem = await program()
        if lent { display.terminal.takeBack() }
        input.resume()
        display.invalidate()
        return problem
    }
}
