import GHDomain
import GHTerminal

/// What a key, a paste or a mouse action does, in each mode: a key the key map binds there does
/// its action; in a filter or at a prompt, the others edit the line.
enum Input {
    static func handle(_ input: InputEvent, _ state: inout BrowseState) -> [BrowseEffect] {
        let mode = KeyMode(state.mode)
        if case .key(let key) = input {
            // A key read while browsing takes the status line's message away.
            if mode == .normal { state.message = nil }
            if let action = KeyMap.action(for: key, in: KeyContext(state), mode: mode, custom: state.options.customKeys) {
                return Actions.perform(action, &state)
            }
        }
        switch state.mode {
        case .normal:
            guard case .mouse(let mouse) = input else { return [] }
            return Mouse.handle(mouse, &state)
        case .filter(let editor):
            guard let edited = editor.applying(input) else { return [] }
            state.mode = .filter(edited)
            if edited.text != editor.text { state.updateTop { screen in screen.updateFocusedList { $0.setFilter(edited.text) } } }
            return []
        case .prompt(var line):
            guard let edited = line.editor.applying(input) else { return [] }
            line.editor = edited
            state.mode = .prompt(line)
            return []
        case .help, .messages, .question:
            return []
        }
    }
}
