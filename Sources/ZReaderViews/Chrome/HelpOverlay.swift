import ZReaderModel
import ZReaderScreen

/// The help overlay: a framed box listing the current screen's key bindings, generated from
/// `KeyMap` so that it always says what the keys really do.
struct HelpOverlay: ScreenView {
    var screen: Screen
    var theme: Theme

    /// The rows of the overlay: keys on the left, what they do on the right.
    var entries: [(keys: String, help: String)] {
        var entries = KeyMap.bindings(for: screen).map { binding in
            (binding.keys.map(\.description).joined(separator: " "), binding.help)
        }
        if screen == .home {
            entries += KeyMap.mouseHelp.map { ($0.0, $0.1) }
        }
        return entries
    }

    /// Draws the box centred in `area`; when the entries do not fit one column in its height they
    /// flow into as many columns as its width allows.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let entries = self.entries
        let keyWidth = entries.map { TextWidth.width(of: $0.keys) }.max() ?? 0
        let helpWidth = entries.map { TextWidth.width(of: $0.help) }.max() ?? 0
        let entryWidth = keyWidth + 2 + helpWidth
        let gap = 3
        let title =
            switch screen {
            case .home: " 帮助 · 首页 "
            case .reader: " 帮助 · 阅读 "
            case .comments: " 帮助 · 评论 "
            case .favourites: " 帮助 · 收藏夹 "
            }
        let footer = " 按任意键关闭 "
        let availableRows = area.height - 2
        guard availableRows > 0, !entries.isEmpty else { return }
        let fittingColumns = max(1, (area.width - 4 + gap) / (entryWidth + gap))
        let columns = min(fittingColumns, (entries.count + availableRows - 1) / availableRows)
        let rows = min(availableRows, (entries.count + columns - 1) / columns)
        let innerWidth = min(
            area.width - 2, max(columns * entryWidth + (columns - 1) * gap + 4, TextWidth.width(of: title) + 2))
        guard innerWidth > 4 else { return }
        let box = Rect(
            x: area.x + (area.width - innerWidth - 2) / 2, y: area.y + (area.height - rows - 2) / 2,
            width: innerWidth + 2, height: rows + 2)
        buffer.fill(box, style: theme.overlayText)
        let horizontal = String(repeating: "─", count: innerWidth)
        buffer.write("┌" + horizontal + "┐", at: Point(x: box.x, y: box.y), style: theme.overlayFrame)
        buffer.write("└" + horizontal + "┘", at: Point(x: box.x, y: box.maxY - 1), style: theme.overlayFrame)
        for row in 1..<(box.height - 1) {
            buffer.write("│", at: Point(x: box.x, y: box.y + row), style: theme.overlayFrame)
            buffer.write("│", at: Point(x: box.maxX - 1, y: box.y + row), style: theme.overlayFrame)
        }
        buffer.write(title, at: Point(x: box.x + 2, y: box.y), style: theme.overlayKey)
        if TextWidth.width(of: footer) + 4 <= innerWidth {
            buffer.write(
                footer, at: Point(x: box.maxX - 2 - TextWidth.width(of: footer), y: box.maxY - 1),
                style: theme.overlayFrame)
        }
        let inner = box.inset(left: 2, top: 1, right: 2, bottom: 1)
        for (index, entry) in entries.prefix(rows * columns).enumerated() {
            let x = inner.x + (index / rows) * (entryWidth + gap)
            let y = inner.y + index % rows
            buffer.write(entry.keys, at: Point(x: x, y: y), style: theme.overlayKey, clip: inner)
            buffer.write(entry.help, at: Point(x: x + keyWidth + 2, y: y), style: theme.overlayText, clip: inner)
        }
    }
}
