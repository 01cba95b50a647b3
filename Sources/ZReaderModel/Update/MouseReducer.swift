import ZReaderScreen

/// The mouse: any click closes help; otherwise the screen on top says what the wheel and clicks
/// do (its reducer's `mouse`).
enum MouseReducer {
    static func reduce(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible {
            switch event.kind {
            case .click, .press: state.stack.setHelpShown(false)
            case .wheelUp, .wheelDown, .release: break
            }
            return []
        }
        switch state.screen {
        case .home: return HomeReducer.mouse(event, &state)
        case .panel(let panel): return panel.mouse(event, &state)
        case .search: return SearchReducer.mouse(event, &state)
        case .reader: return ReaderReducer.mouse(event, &state)
        case .comments: return CommentsReducer.mouse(event, &state)
        }
    }
}
