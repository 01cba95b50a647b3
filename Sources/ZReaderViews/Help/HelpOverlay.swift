import ZReaderModel
import ZReaderScreen

/// The help overlay: a framed box listing the current screen's key bindings (`HelpLayout`), in
/// as many columns as fit, a page at a time when even that is too tall, with the frame saying
/// where the page is and that more lies below.
struct HelpOverlay: ScreenView {
    var screen: Screen
    var scroll: Int
    var size: Size
    var keyMap: KeyMap
    var theme: Theme

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let layout = HelpLayout(screen: screen, size: size, keyMap: keyMap)
        let gap = HelpLayout.gap
        let title: DisplayText =
            switch screen {
            case .home: " 帮助 · 首页 "
            case .reader: " 帮助 · 阅读 "
            case .comments: " 帮助 · 评论 "
            case .panel(let panel): " 帮助 · \(panel.title) "
            case .search: " 帮助 · 搜索 "
            }
        guard area.height > 2, !layout.entries.isEmpty else { return }
        let columns = layout.columns
        let rows = min(layout.rows, area.height - 2)
        let innerWidth = min(
            area.width - 2,
            max(columns * layout.entryWidth + (columns - 1) * gap + 4, title.width + 2))
        guard innerWidth > 4 else { return }
        let box = Rect(
            x: area.x + (area.width - innerWidth - 2) / 2, y: area.y + (area.height - rows - 2) / 2,
            width: innerWidth + 2, height: rows + 2)
        drawFrame(box, title: title, footer: footer(layout), into: &buffer)
        let inner = box.inset(left: 2, top: 1, right: 2, bottom: 1)
        let shown = layout.entries.dropFirst(scroll).prefix(rows * columns)
        buffer.withClip(inner) { buffer in
            for (index, entry) in shown.enumerated() {
                let x = inner.x + (index % columns) * (layout.entryWidth + gap)
                let y = inner.y + index / columns
                buffer.write(entry.keys, at: Point(x: x, y: y), style: theme.overlayKey)
                buffer.write(entry.help, at: Point(x: x + layout.keyWidth + 2, y: y), style: theme.overlayText)
            }
        }
    }

    /// What the bottom edge says: how to close, and, when the help pages, where the page is.
    private func footer(_ layout: HelpLayout) -> DisplayText {
        guard layout.maxScroll > 0 else { return " 按任意键关闭 " }
        let pages = (layout.entries.count + layout.perPage - 1) / layout.perPage
        let page = layout.hasMore(after: scroll) ? min(pages - 1, scroll / max(1, layout.perPage) + 1) : pages
        let more: DisplayText = layout.hasMore(after: scroll) ? "▼ 更多 · j/Space 翻页" : "▲ k/b 返回"
        return " \(more) · 第 \(page)/\(pages) 页 · 其他键关闭 "
    }

    private func drawFrame(_ box: Rect, title: DisplayText, footer: DisplayText, into buffer: inout ScreenBuffer) {
        buffer.fill(box, style: theme.overlayText)
        let horizontal = DisplayText(repeating: "─", count: box.width - 2)
        buffer.write("┌" + horizontal + "┐", at: Point(x: box.x, y: box.y), style: theme.overlayFrame)
        buffer.write("└" + horizontal + "┘", at: Point(x: box.x, y: box.maxY - 1), style: theme.overlayFrame)
        for row in 1..<(box.height - 1) {
            buffer.write("│", at: Point(x: box.x, y: box.y + row), style: theme.overlayFrame)
            buffer.write("│", at: Point(x: box.maxX - 1, y: box.y + row), style: theme.overlayFrame)
        }
        buffer.write(title, at: Point(x: box.x + 2, y: box.y), style: theme.overlayKey)
        let footerWidth = footer.width
        if footerWidth + 4 <= box.width - 2 {
            buffer.write(footer, at: Point(x: box.maxX - 2 - footerWidth, y: box.maxY - 1), style: theme.overlayFrame)
        }
    }
}
