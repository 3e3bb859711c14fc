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
        let input = TerminalInput(session: terminal)
        let (events, continuation) = AsyncStream.makeStream(of: BrowseEvent.self)
        services.redirectNotices { line in continuation.yield(.notice(line)) }
        let forwarding = Task {
            for await event in input.events {
                switch event {
                case .input(let input): continuation.yield(.input(input))
                case .resize(let rows, let columns): continuation.yield(.resize(TerminalSize(rows: rows, columns: columns)))
                case .resumed: continuation.yield(.resumed)
                }
            }
            // The terminal hung up, or its input ended: nothing more can be asked.
            continuation.finish()
        }
        let runner = EffectRunner(services: services, events: continuation)
        defer {
            runner.cancelAll()
            input.stop()
            forwarding.cancel()
            continuation.finish()
        }
        let size = terminal.size.map { TerminalSize(rows: $0.rows, columns: $0.columns) } ?? TerminalSize(rows: 24, columns: 80)
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

extension Browser {
    /// The frame for `state`.
    public static func render(_ state: BrowseState) -> ScreenBuffer {
        Renderer.render(state)
    }
}
