import ZReaderScreen

/// The comments' commands: scrolling (which pages more in), showing quoted replies whole,
/// retrying a failed page, going back to the story.
enum CommentsReducer: ScreenReducer {
    /// What the comments do.
    enum Command: CommandSubset {
        case scroll(TextScroll)
        case toggleWholeQuotes, refresh, back

        static var allCases: [Command] {
            TextScroll.allCases.map(Command.scroll) + [.toggleWholeQuotes, .refresh, .back]
        }

        var command: ZReaderModel.Command {
            switch self {
            case .scroll(let movement): movement.command
            case .toggleWholeQuotes: .open
            case .refresh: .refresh
            case .back: .back
            }
        }
    }

    static let keys: [DefaultKey<Command>] =
        TextScroll.keys.map { .own($0.keys, .scroll($0.scroll), $0.help) } + [
            .own([.character("G"), .end], .scroll(.bottom), "结尾（加载更多评论）"),
            .own([.enter], .toggleWholeQuotes, "展开 / 收起引用的全文"),
            .own([.character("r")], .refresh, "重试"),
            .global(.toggleNightMode),
            .own([.character("q"), .escape, .backspace], .back, "返回文章"),
            .global(.toggleHelp),
        ]

    static func reduce(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
        switch command {
        case .scroll(let movement):
            scroll(movement, &state)
        case .back:
            state.stack.updateReading { $0.closeComments() }
            return []
        case .toggleWholeQuotes:
            state.stack.updateReading { reading in reading.updateComments { $0.toggleWholeQuotes() } }
        case .refresh:
            state.stack.updateReading { reading in reading.updateComments { $0.retryFailed() } }
        }
        return AppReducer.moreCommentsIfNeeded(&state)
    }

    /// The wheel scrolls by `Preferences.wheelStep` rows, paging more comments in at the end; a
    /// click on a quoted reply shows the quotes whole, or cut again.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        let rows: Int
        switch event.kind {
        case .wheelDown: rows = state.preferences.wheelStep
        case .wheelUp: rows = -state.preferences.wheelStep
        case .click:
            guard let comments = state.comments, event.position.y < comments.viewportHeight,
                comments.layout.lines.indices.contains(comments.scrollOffset + event.position.y),
                comments.layout.lines[comments.scrollOffset + event.position.y].kind == .reply
            else { return [] }
            return reduce(.toggleWholeQuotes, count: nil, &state)
        case .press, .release: return []
        }
        state.stack.updateReading { reading in reading.updateComments { $0.scroll(by: rows) } }
        return rows > 0 ? AppReducer.moreCommentsIfNeeded(&state) : []
    }

    private static func scroll(_ movement: TextScroll, _ state: inout AppState) {
        state.stack.updateReading { reading in
            reading.updateComments { comments in
                comments.setScrollOffset(
                    movement.target(
                        offset: comments.scrollOffset, viewport: comments.viewportHeight,
                        maximum: comments.maxScrollOffset))
            }
        }
    }
}
