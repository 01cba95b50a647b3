import ZReaderModel
import ZReaderScreen

/// The bottom row: where you are on the left, a message after it, and key hints on the right.
///
/// ```
///  知乎日报 · 演示数据                                             ? 帮助  q 退出
///  知乎日报 · 缓存  网络不可用 · 显示缓存                          ? 帮助  q 退出
///  为什么冬天…  链接已复制：https://daily.zhihu.com/…   赞 64 · 评论 31  12%  q 返回  ? 帮助
/// ```
struct StatusLineView: ScreenView {
    var state: AppState
    var theme: Theme

    /// A message takes the space between the screen's own parts, shortened when it must be, so
    /// that it never hides the way out or help (`StatusLineLayout`); only the message of the
    /// screen on top is shown.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let line = area.row(0)
        if let prompt = state.prompt {
            PromptLineView(prompt: prompt, theme: theme).render(in: line, into: &buffer)
            return
        }
        buffer.fill(line, style: theme.statusLine)
        let message = state.visibleStatus
        let layout = StatusLineLayout(width: line.width, left: leftText, message: message?.text, right: rightParts)
        for (placed, style) in [
            (layout.left, theme.statusAccent),
            (layout.message, message?.kind == .info ? theme.statusAccent : theme.statusError),
            (layout.right, theme.statusLine),
        ] {
            guard let placed else { continue }
            buffer.write(placed.text, at: Point(x: line.x + placed.x, y: line.y), style: style, clip: line)
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
            guard let reader = state.reader else { return .empty }
            let star: DisplayText = state.favouriteStories.contains(reader.storyID) ? "★" : ""
            // The title is said once: while the header shows it, not here too.
            let headerShowsTitle = reader.scrollOffset <= reader.headerHeight - 3
            return headerShowsTitle
                ? star : DisplayText.joined([star, reader.title].filter { !$0.isEmpty }, separator: " ")
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

    /// The right side's parts in the order shown, ranked by how long they stay as the row
    /// narrows: the way out always, then a count being typed, help, a find's place, the progress,
    /// the story's counts.
    private var rightParts: [StatusLineLayout.Part] {
        typealias Part = StatusLineLayout.Part
        let count = state.pendingCount.map { Part(text: "\($0)", rank: 5) }
        let help = hint(.toggleHelp).map { Part(text: $0, rank: 4) }
        let back = hint(.back).map { Part(text: $0, rank: .max) }
        let parts: [Part?]
        switch state.screen {
        case .reader:
            guard let reader = state.reader else { return [count, help].compactMap { $0 } }
            if reader.viewedFigure != nil {
                parts = [count, Part(text: "任意键返回", rank: .max), help]
            } else if let hints = reader.hints {
                // Every key goes to the labels: q and ? are letters to type, Esc the way out.
                let words: DisplayText =
                    switch hints.purpose {
                    case .open: "输入标签打开链接 · Esc 取消"
                    case .copy: "输入标签复制链接 · Esc 取消"
                    }
                parts = [Part(text: words, rank: .max)]
            } else {
                parts = [
                    count,
                    reader.activeFind.map { Part(text: "查找 \($0.position)", rank: 3) },
                    reader.extra.map { Part(text: "赞 \($0.popularity) · 评论 \($0.comments)", rank: 1) },
                    reader.layout == nil ? nil : Part(text: "\(reader.percentRead)%", rank: 2),
                    back, help,
                ]
            }
        case .comments, .panel, .search:
            parts = [count, back, help]
        case .home:
            parts = [count, help, hint(.quit).map { Part(text: $0, rank: .max) }]
        }
        return parts.compactMap { $0 }
    }

    /// `q 返回` with the key the key map gives `command` on this screen; nil when no key gives it,
    /// so the line never advertises a key that does nothing.
    private func hint(_ command: Command) -> DisplayText? {
        let words: [Command: DisplayText] = [.back: "返回", .toggleHelp: "帮助", .quit: "退出"]
        return words[command].flatMap { state.keyMap.hint(command, on: state.screen, $0) }
    }
}
