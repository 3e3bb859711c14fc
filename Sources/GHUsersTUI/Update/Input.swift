import GHDomain
import GHTerminal

/// What a key, a paste or a mouse action does, in each mode.
enum Input {
    /// The most lines each prompt's history keeps.
    static let historyLimit = 100

    static func handle(_ input: InputEvent, _ state: inout BrowseState) -> [BrowseEffect] {
        // Ctrl-c quits and Ctrl-z suspends in every mode, as the help says: typing a filter or a
        // search, or reading an overlay, does not take them.
        switch input {
        case .key(.control("c")): return Actions.perform(.quit, &state)
        case .key(.control("z")): return Actions.perform(.suspend, &state)
        default: break
        }
        switch state.mode {
        case .help, .messages:
            // j and k scroll an overlay that does not fit; any other key closes it.
            switch input {
            case .key(.character("j")), .key(.down): state.overlayScroll = min(state.overlayScroll + 1, Overlay.furthestScroll(state))
            case .key(.character("k")), .key(.up):
                // After a resize the overlay may scroll less far than it did.
                state.overlayScroll = max(0, min(state.overlayScroll, Overlay.furthestScroll(state)) - 1)
            case .key:
                state.mode = .normal
                state.overlayScroll = 0
            default: break
            }
            return []
        case .filter(let editor):
            return editFilter(input, editor, &state)
        case .prompt(let line):
            return editPrompt(input, line, &state)
        case .normal:
            switch input {
            case .key(let key):
                state.message = nil
                guard let action = KeyMap.action(for: key, in: KeyContext(state), custom: state.options.customKeys) else { return [] }
                return Actions.perform(action, &state)
            case .paste:
                return []
            case .mouse(let mouse):
                return Mouse.handle(mouse, &state)
            }
        }
    }

    /// Typing a filter: the list narrows with every key; Enter keeps it, Esc clears it; the
    /// arrows up and down still move.
    private static func editFilter(_ input: InputEvent, _ editor: LineEditor, _ state: inout BrowseState) -> [BrowseEffect] {
        var text = editor.text
        switch input {
        case .key(.enter):
            state.mode = .normal
            return []
        case .key(.escape):
            state.mode = .normal
            text = ""
        case .key(.up), .key(.down):
            guard case .key(let key) = input else { return [] }
            return Actions.perform(key == .up ? .moveUp : .moveDown, &state)
        default:
            guard let edited = editor.applying(input) else { return [] }
            state.mode = .filter(edited)
            guard edited.text != text else { return [] }
            text = edited.text
        }
        state.updateTop { screen in screen.updateFocusedList { $0.setFilter(text) } }
        return []
    }

    /// Typing a search or a language: Enter runs it, Esc leaves it, ↑ and ↓ walk this run's
    /// earlier lines for the same prompt.
    private static func editPrompt(_ input: InputEvent, _ line: PromptLine, _ state: inout BrowseState) -> [BrowseEffect] {
        switch input {
        case .key(.escape):
            state.mode = .normal
            return []
        case .key(.enter):
            state.mode = .normal
            return submit(line.purpose, line.editor.text, &state)
        case .key(.up), .key(.down):
            guard case .key(let key) = input else { return [] }
            state.mode = .prompt(recall(key == .up ? -1 : 1, in: line, history: state.history[line.purpose] ?? []))
            return []
        default:
            guard let edited = line.editor.applying(input) else { return [] }
            var line = line
            line.editor = edited
            state.mode = .prompt(line)
            return []
        }
    }

    /// `line` showing the history's line `step` away from the one shown (`-1` is older); past the
    /// newest, the line that was being typed comes back.
    private static func recall(_ step: Int, in line: PromptLine, history: [String]) -> PromptLine {
        var line = line
        let position = (line.recalled ?? history.count) + step
        guard position >= 0, position <= history.count else { return line }
        if line.recalled == nil { line.draft = line.editor }
        if position == history.count {
            line.editor = line.draft ?? LineEditor()
            line.recalled = nil
            line.draft = nil
        } else {
            line.editor = LineEditor(history[position])
            line.recalled = position
        }
        return line
    }

    private static func submit(_ prompt: Prompt, _ text: String, _ state: inout BrowseState) -> [BrowseEffect] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, state.history[prompt]?.last != trimmed {
            state.history[prompt, default: []].append(trimmed)
            if let count = state.history[prompt]?.count, count > historyLimit { state.history[prompt]?.removeFirst() }
        }
        switch prompt {
        case .search:
            guard let search = UserSearch(query: trimmed) else {
                state.say("Type what to search for, with any of GitHub's qualifiers", isError: true)
                state.mode = .prompt(PromptLine(.search))
                return []
            }
            return Coordinator.search(search, in: &state)
        case .language:
            let language = trimmed.isEmpty ? nil : trimmed
            guard RepositorySearch.trending(language: language, createdAfter: nil) != nil else {
                state.say("A language name cannot hold a quote", isError: true)
                return []
            }
            return Coordinator.trending(language: language, in: &state)
        }
    }
}
