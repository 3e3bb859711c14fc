import GHDomain
import GHTerminal

/// What a key, a paste or a mouse action does, in each mode.
enum Input {
    static func handle(_ input: InputEvent, _ state: inout BrowseState) -> [BrowseEffect] {
        switch state.mode {
        case .help:
            // j and k scroll a help that does not fit; any other key closes it.
            switch input {
            case .key(.character("j")), .key(.down): state.helpScroll += 1
            case .key(.character("k")), .key(.up): state.helpScroll = max(0, state.helpScroll - 1)
            case .key:
                state.mode = .normal
                state.helpScroll = 0
            default: break
            }
            return []
        case .filter(let text):
            return editFilter(input, text, &state)
        case .prompt(let prompt, let text):
            return editPrompt(input, prompt, text, &state)
        case .normal:
            switch input {
            case .key(let key):
                state.message = nil
                guard let action = KeyMap.action(for: key, in: KeyContext(state)) else { return [] }
                return Actions.perform(action, &state)
            case .paste:
                return []
            case .mouse(let mouse):
                return Mouse.handle(mouse, &state)
            }
        }
    }

    /// Typing a filter: the list narrows with every key; Enter keeps it, Esc clears it; the
    /// arrows still move.
    private static func editFilter(_ input: InputEvent, _ text: String, _ state: inout BrowseState) -> [BrowseEffect] {
        var text = text
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
            guard let edited = LineEditing.apply(input, to: text) else { return [] }
            text = edited
            state.mode = .filter(text)
        }
        state.updateTop { screen in screen.updateFocusedList { $0.setFilter(text) } }
        return []
    }

    /// Typing a search or a language: Enter runs it, Esc leaves it.
    private static func editPrompt(
        _ input: InputEvent, _ prompt: BrowseState.Prompt, _ text: String, _ state: inout BrowseState
    ) -> [BrowseEffect] {
        switch input {
        case .key(.escape):
            state.mode = .normal
            return []
        case .key(.enter):
            state.mode = .normal
            return submit(prompt, text, &state)
        default:
            if let edited = LineEditing.apply(input, to: text) { state.mode = .prompt(prompt, edited) }
            return []
        }
    }

    private static func submit(_ prompt: BrowseState.Prompt, _ text: String, _ state: inout BrowseState) -> [BrowseEffect] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch prompt {
        case .search:
            guard let search = UserSearch(query: trimmed) else {
                state.message = Message(isError: true, text: "Type what to search for, with any of GitHub's qualifiers")
                state.mode = .prompt(.search, "")
                return []
            }
            return Coordinator.search(search, in: &state)
        case .language:
            let language = trimmed.isEmpty ? nil : trimmed
            guard RepositorySearch.trending(language: language, createdAfter: nil) != nil else {
                state.message = Message(isError: true, text: "A language name cannot hold a quote")
                return []
            }
            return Coordinator.trending(language: language, in: &state)
        }
    }
}

/// Editing one line of typed text: printable characters and pastes are added, Backspace takes
/// one away, Ctrl-U clears it.
enum LineEditing {
    /// The most a typed line may hold.
    static let maximumLength = 256

    /// `text` after `input`, or `nil` when `input` does not edit a line.
    static func apply(_ input: InputEvent, to text: String) -> String? {
        switch input {
        case .key(.character(let character)):
            return text.count < maximumLength ? text + String(character) : text
        case .key(.backspace):
            return String(text.dropLast())
        case .key(.control("u")):
            return ""
        case .paste(let pasted):
            // A line is one line: a paste keeps its first, without control characters.
            let line = pasted.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let printable = String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
            return String((text + printable).prefix(maximumLength))
        default:
            return nil
        }
    }
}
