/// A screen buffer as text: its rows in quotes, then the runs of styles, one per line.
///
/// ```
/// size 40x3
/// "知乎日报                                 "
/// styles
/// y=0 x=0..<40 fg=rgb(255,255,255) bg=rgb(23,144,211) bold
/// ```
/// Quoting keeps trailing spaces visible. A wide grapheme counts two columns in `x` ranges.
public enum ScreenSnapshot {
    public static func text(of buffer: ScreenBuffer) -> String {
        var out = "size \(buffer.size)\n"
        for y in 0..<buffer.size.rows {
            out += "\"\(buffer.text(ofRow: y))\"\n"
        }
        out += "styles\n"
        for y in 0..<buffer.size.rows {
            var runStart = 0
            var runStyle: CellStyle?
            for x in 0...buffer.size.columns {
                let style = x < buffer.size.columns ? buffer[x, y].style : nil
                if style != runStyle {
                    if let previous = runStyle, previous != .plain {
                        out += "y=\(y) x=\(runStart)..<\(x) \(previous)\n"
                    }
                    runStart = x
                    runStyle = style
                }
            }
        }
        return out
    }
}
