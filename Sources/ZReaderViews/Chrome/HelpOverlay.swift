import ZReaderModel
import ZReaderScreen

/// The help overlay: a framed box listing the current screen's key bindings, generated from
/// `KeyMap` so that it always says what the keys really do.
struct HelpOverlay {
    var context: KeyMap.Context
    var theme: Theme

    /// The rows of the overlay: keys on the left, what they do on the right.
    var entries: [(keys: String, help: String)] {
        var entries = KeyMap.bindings(for: context).map { binding in
            (binding.keys.map(\.description).joined(separator: " "), binding.help)
        }
        if context == .home {
            entries += KeyMap.mouseHelp.map { ($0.0, $0.1) }
        }
        return entries
    }

    func draw(into buffer: inout ScreenBuffer, area: Rect) {
        let entries = self.entries
        let keyWidth = entries.map { TextWidth.width(of: $0.keys) }.max() ?? 0
        let helpWidth = entries.map { TextWidth.width(of: $0.help) }.max() ?? 0
        let title = context == .home ? " 帮助 · 首页 " : " 帮助 · 阅读 "
        let footer = " 按任意键关闭 "
        let innerWidth = min(area.width - 2, max(keyWidth + helpWidth + 4, TextWidth.width(of: title) + 2))
        let innerHeight = min(area.height - 2, entries.count)
        guard innerWidth > 4, innerHeight > 0 else { return }
        let box = Rect(
            x: area.x + (area.width - innerWidth - 2) / 2, y: area.y + (area.height - innerHeight - 2) / 2,
            width: innerWidth + 2, height: innerHeight + 2)
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
            buffer.write(footer, at: Point(x: box.maxX - 2 - TextWidth.width(of: footer), y: box.maxY - 1), style: theme.overlayFrame)
        }
        let inner = box.inset(left: 2, top: 1, right: 2, bottom: 1)
        for (index, entry) in entries.prefix(innerHeight).enumerated() {
            let y = inner.y + index
            buffer.write(entry.keys, at: Point(x: inner.x, y: y), style: theme.overlayKey, clip: inner)
            buffer.write(entry.help, at: Point(x: inner.x + keyWidth + 2, y: y), style: theme.overlayText, clip: inner)
        }
    }
}
