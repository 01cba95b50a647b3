import ZReaderDomain
import ZReaderScreen

/// The prompt in the status line: keys edit its line; Enter does what it asks for, Esc cancels.
enum PromptReducer {
    static func reduce(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard let prompt = state.prompt else { return [] }
        switch key {
        case .escape:
            state.stack.closePrompt()
            return []
        case .enter:
            state.stack.closePrompt()
            return submit(prompt, &state)
        default:
            state.stack.updatePrompt { _ = $0.editor.apply(key) }
            return []
        }
    }

    private static func submit(_ prompt: PromptState, _ state: inout AppState) -> [Effect] {
        let text = prompt.editor.text.string
        switch prompt.kind {
        case .search:
            guard let query = SearchQuery(typed: text) else { return [] }
            state.stack.showSearch(SearchState(query: query, screenSize: state.screenSize))
            return [.background(.search(query))]
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

    /// Jumps the home list to the day typed (an empty line: back to today).
    private static func jump(to text: String, _ state: inout AppState) -> [Effect] {
        guard let today = state.home.today ?? state.home.days.first?.date else {
            state.status = StatusMessage("还没有加载今天的内容，无法跳转", kind: .error)
            return []
        }
        let typed = text.allSatisfy(\.isWhitespace) ? "-0" : text
        switch DateQuery.parse(typed, today: today) {
        case .failure(let problem):
            state.status = StatusMessage(problem.message, kind: .error)
            return []
        case .success(let day):
            AppReducer.notify("正在加载 \(day.sectionTitle)…", &state)
            return [.background(.loadJumpDay(day))]
        }
    }
}
