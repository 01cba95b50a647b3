import ZReaderModel
import ZReaderScreen

/// The bottom row: where you are on the left and key hints on the right, or a message.
///
/// ```
///  知乎日报 · 演示数据                                             ? 帮助  q 退出
///  网络不可用 · 显示缓存                                                  ? 帮助
///  知乎日报 · 离线下载 3/8 天 · 41/64 篇                          ? 帮助  q 退出
/// ```
struct StatusLineView: ScreenView {
    var state: AppState
    var theme: Theme

    /// A message takes the line's left side, all of it but the help hint, so that it is read in
    /// full; otherwise the line says where you are (left) and what you can do (right).
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let line = area.row(0)
        if let prompt = state.prompt {
            PromptLineView(prompt: prompt, theme: theme).render(in: line, into: &buffer)
            return
        }
        let row = line.y
        let width = line.width
        buffer.fill(line, style: theme.statusLine)
        let count: DisplayText = state.pendingCount.map { "\($0)  " } ?? ""
        let right = count + (state.status == nil ? rightText : hints(.toggleHelp))
        let rightWidth = right.width
        let rightX = max(0, width - rightWidth - 1)
        let leftArea = Rect(x: 1, y: row, width: max(0, rightX - 2), height: 1)
        if let message = state.status {
            let style = message.kind == .info ? theme.statusAccent : theme.statusError
            buffer.write(
                message.text.truncated(width: leftArea.width), at: Point(x: 1, y: row), style: style,
                clip: leftArea)
        } else {
            buffer.write(
                leftText.truncated(width: leftArea.width), at: Point(x: 1, y: row),
                style: theme.statusAccent, clip: leftArea)
        }
        if rightX > 2 {
            buffer.write(right, at: Point(x: rightX, y: row), style: theme.statusLine)
        }
    }

    private var leftText: DisplayText {
        switch state.screen {
        case .comments:
            return "评论 · \(state.comments?.title)"
        case .reader:
            if let figure = state.reader?.viewedFigure {
                return figure.caption.map { "图片 · \($0)" } ?? "图片"
            }
            let star: DisplayText = state.reader.map { state.favouriteStories.contains($0.storyID) } == true ? "★ " : ""
            return star + (state.reader?.title ?? .empty)
        case .panel(let panel):
            return "知乎日报 · \(panel.title)"
        case .search:
            guard let search = state.search else { return "搜索" }
            let count: DisplayText = search.status == .done ? " · \(search.countText)" : ""
            return "搜索 · \(search.query.display)\(count)"
        case .home:
            let download = state.download.map { "离线下载 \($0.counts)" as DisplayText }
            return DisplayText.joined(["知乎日报", state.sourceLabel, download].compactMap { $0 }, separator: " · ")
        }
    }

    private var rightText: DisplayText {
        switch state.screen {
        case .reader:
            guard let reader = state.reader else { return "" }
            if reader.viewedFigure != nil { return DisplayText.joined(["任意键返回", hints(.toggleHelp)], separator: "  ") }
            let counts: DisplayText = reader.extra.map { "赞 \($0.popularity) · 评论 \($0.comments)  " } ?? ""
            let progress: DisplayText = reader.layout == nil ? "" : "\(reader.percentRead)%  "
            let find: DisplayText = reader.activeFind.map { "查找 \($0.position)  " } ?? ""
            return "\(find)\(counts)\(progress)" + hints(.back, .toggleHelp)
        case .comments, .panel, .search:
            return hints(.back, .toggleHelp)
        case .home:
            return hints(.toggleHelp, .quit)
        }
    }

    /// `q 返回  ? 帮助`, with the keys the key map gives these commands on this screen; a command
    /// no key gives is left out, so the line never advertises a key that does nothing.
    private func hints(_ commands: Command...) -> DisplayText {
        let words: [Command: DisplayText] = [.back: "返回", .toggleHelp: "帮助", .quit: "退出"]
        let shown = commands.compactMap { command in
            words[command].flatMap { state.keyMap.hint(command, on: state.screen, $0) }
        }
        return DisplayText.joined(shown, separator: "  ")
    }
}
