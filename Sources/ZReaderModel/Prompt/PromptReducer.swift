import ZReaderDomain
import ZReaderScreen

/// The prompt in the status line: keys edit its line, Enter does what it asks for, Esc cancels.
///
/// Up and Down go through what was entered before at this kind of prompt. A search prompt
/// searches as the user types, once typing pauses.
enum PromptReducer {
    /// How long typing must pause before the words typed are searched for.
    static let searchPauseMilliseconds = 250

    static func reduce(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard let prompt = state.prompt else { return [] }
        switch key {
        case .escape:
            state.stack.closePrompt()
            if prompt.kind == .search { state.stack.restoreSearch(prompt.searchBefore) }
            return []
        case .enter:
            state.stack.closePrompt()
            state.promptHistory.remember(prompt.editor.text.string, for: prompt.kind)
            return submit(prompt, &state)
        case .up, .down:
            let entries = state.promptHistory.entries(of: prompt.kind)
            var moved = false
            state.stack.updatePrompt { moved = $0.browse(entries, by: key == .up ? -1 : 1) }
            if moved { typed(&state) }
            return []
        default:
            var edited = false
            state.stack.updatePrompt { edited = $0.editor.apply(key) }
            if edited { typed(&state) }
            return []
        }
    }

    /// The line changed: a search prompt searches for it after a pause.
    private static func typed(_ state: inout AppState) {
        guard state.prompt?.kind == .search else { return }
        let due = state.clock + searchPauseMilliseconds
        state.stack.updatePrompt { $0.searchDueAt = due }
    }

    /// Time has passed: a search prompt whose pause is over searches for what is typed, shown
    /// under the prompt (nothing typed: what was shown before).
    static func tick(_ state: inout AppState) -> [Effect] {
        guard let prompt = state.prompt, let due = prompt.searchDueAt, state.clock >= due else { return [] }
        state.stack.updatePrompt { $0.searchDueAt = nil }
        guard let query = SearchQuery(typed: prompt.editor.text.string) else {
            state.stack.restoreSearch(prompt.searchBefore)
            return []
        }
        return search(query, &state)
    }

    /// Shows results for `query`, unless they are shown or asked for already.
    private static func search(_ query: SearchQuery, _ state: inout AppState) -> [Effect] {
        if let shown = state.search, shown.query == query, shown.request > (state.prompt?.searchBefore?.request ?? -1) {
            return []
        }
        state.searchRequests += 1
        let request = state.searchRequests
        state.stack.showSearch(SearchState(query: query, request: request, screenSize: state.screenSize))
        return [.background(.search(query, request: request))]
    }

    private static func submit(_ prompt: PromptState, _ state: inout AppState) -> [Effect] {
        let text = prompt.editor.text.string
        switch prompt.kind {
        case .search:
            guard let query = SearchQuery(typed: text) else {
                state.stack.restoreSearch(prompt.searchBefore)
                return []
            }
            // The results typing brought stay, with the first one selected.
            if let shown = state.search, shown.query == query, shown.request > (prompt.searchBefore?.request ?? -1) {
                state.stack.updateSearch { $0.select(0) }
                return []
            }
            return search(query, &state)
        case .find:
            state.stack.updateReading { $0.reader.setFind(text) }
            if let find = state.reader?.find, find.matches.isEmpty {
                AppReducer.notify("没有找到“\(TextSanitizer.clean(find.query))”", &state)
            }
            return []
        case .date:
            return jump(to: text, &state)
        }
    }

    /// Jumps the home list to the day typed (an empty line: back to today's top).
    private static func jump(to text: String, _ state: inout AppState) -> [Effect] {
        if text.allSatisfy(\.isWhitespace) { return AppReducer.goToToday(&state) }
        guard let today = state.home.today ?? state.home.days.first?.date else {
            state.status = StatusMessage("还没有加载今天的内容，无法跳转", kind: .error)
            return []
        }
        switch DateQuery.parse(text, today: today) {
        case .failure(let problem):
            state.status = StatusMessage(problem.message, kind: .error)
            return []
        case .success(let day):
            if let covered = state.coveredDays, !covered.contains(day) {
                let first = PromptState.monthAndDay(covered.lowerBound)
                let last = PromptState.monthAndDay(covered.upperBound)
                state.status = StatusMessage(
                    "示例只收录 \(first) 至 \(last)，没有 \(day.sectionTitle(currentYear: today.year))", kind: .error)
                return []
            }
            AppReducer.notify("正在加载 \(day.sectionTitle(currentYear: today.year))…", &state)
            return [.background(.loadJumpDay(day))]
        }
    }
}
