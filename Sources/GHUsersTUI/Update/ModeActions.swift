import GHDomain

/// What the keys do that work outside browsing: over an overlay, in a filter, at a prompt, and
/// when a question is asked.
enum ModeActions {
    /// The most lines each prompt's history keeps.
    static let historyLimit = 100

    static func perform(_ action: Action, _ state: inout BrowseState) -> [BrowseEffect] {
        switch (action, state.mode) {
        case (.scrollDown, _):
            state.overlayScroll = min(state.overlayScroll + 1, Overlay.furthestScroll(state))
        case (.scrollUp, _):
            // After a resize the overlay may scroll less far than it did.
            state.overlayScroll = max(0, min(state.overlayScroll, Overlay.furthestScroll(state)) - 1)
        case (.close, _):
            state.mode = .normal
            state.overlayScroll = 0
        case (.keepFilter, _):
            state.mode = .normal
        case (.clearFilter, _):
            state.mode = .normal
            state.updateTop { screen in screen.updateFocusedList { $0.setFilter("") } }
        case (.submit, .prompt(let line)):
            state.mode = .normal
            return submit(line.purpose, line.editor.text, &state)
        case (.leavePrompt, _):
            state.mode = .normal
        case (.earlierLine, .prompt(let line)), (.laterLine, .prompt(let line)):
            state.mode = .prompt(recall(action == .earlierLine ? -1 : 1, in: line, history: state.history[line.purpose] ?? []))
        case (.confirm, _), (.decline, _):
            return Following.answer(yes: action == .confirm, &state)
        default:
            break
        }
        return []
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
            var period = TrendingPeriod.all
            if case .list(let screen) = state.top?.body, case .trending(_, let current) = screen.source { period = current }
            return Coordinator.trending(language: language, period: period, in: &state)
        }
    }
}
