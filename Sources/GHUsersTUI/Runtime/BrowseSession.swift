import Foundation
import GHTerminal

/// Runs the browser on the terminal: takes it, draws the first frame, then turns every key,
/// resize and finished request into a new state, carries out the effects, and draws what
/// changed, until the user quits. The terminal is given back on every way out (see
/// ``GHTerminal/TerminalSession``).
public enum BrowseSession {
    /// Browses from `start` until the user quits; throws when the terminal cannot be taken.
    public static func run(
        start: StartScreen, options: BrowseOptions, services: BrowseServices, terminal: TerminalSession = TerminalSession()
    ) async throws(TerminalSessionError) {
        try terminal.enter(mouse: options.mouse)
        defer { terminal.restore() }
        // One stream for everything: the terminal's events and the effects' results. The reader
        // finishes it when the terminal hangs up, which ends the session: nothing more can be asked.
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        services.redirectNotices { line in continuation.yield(.notice(line)) }
        let input = TerminalInput(session: terminal, into: continuation, as: BrowseEvent.init)
        let runner = EffectRunner(services: services, events: continuation)
        defer {
            runner.cancelAll()
            input.stop()
            continuation.finish()
        }
        let size = terminal.size ?? TerminalSize(rows: 24, columns: 80)
        var (state, effects) = Browser.start(start, size: size, options: options)
        var renderer = FrameRenderer()
        carryOut(effects, runner: runner, terminal: terminal, renderer: &renderer)
        terminal.write(renderer.render(Browser.render(state)))
        for await event in events {
            if case .resumed = event { renderer.invalidate() }
            effects = Browser.update(&state, event)
            carryOut(effects, runner: runner, terminal: terminal, renderer: &renderer)
            if state.isFinished { break }
            let bytes = renderer.render(Browser.render(state))
            if !bytes.isEmpty { terminal.write(bytes) }
        }
    }

    /// Does what only the runtime can (suspend, copy through the terminal) and hands the rest
    /// to `runner`.
    private static func carryOut(_ effects: [BrowseEffect], runner: EffectRunner, terminal: TerminalSession, renderer: inout FrameRenderer)
    {
        for effect in effects {
            switch effect {
            case .suspend:
                terminal.suspend()
                renderer.invalidate()
            case .copy(let text):
                terminal.write(EscapeSequence.copyToClipboard(text))
            case .quit:
                break
            default:
                runner.perform(effect)
            }
        }
    }
}
