import ZReaderScreen

/// A tmux pane captured with its colours (`capture-pane -p -e`), read back into cells: each
/// cell's character and its 24-bit or 256-colour foreground and background.
struct StyledScreen {
    /// One cell as the terminal shows it; colours as `38;2;R;G;B`-style RGB, or palette numbers
    /// mapped to xterm's values.
    struct Cell: Hashable {
        var character: Character = " "
        var foreground: RGBColor?
        var background: RGBColor?
    }

    private(set) var rows: [[Cell]] = []

    init(_ captured: String, columns: Int) {
        for line in captured.split(separator: "\n", omittingEmptySubsequences: false) {
            rows.append(StyledScreen.parse(line, columns: columns))
        }
    }

    subscript(x: Int, y: Int) -> Cell {
        rows.indices.contains(y) && rows[y].indices.contains(x) ? rows[y][x] : Cell()
    }

    private static func parse(_ line: Substring, columns: Int) -> [Cell] {
        var cells = Array(repeating: Cell(), count: columns)
        var foreground: RGBColor?
        var background: RGBColor?
        var column = 0
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\u{1B}", scalars.first == "[" {
                scalars = scalars.dropFirst()
                let body = scalars.prefix { !("@"..."~").contains($0) }
                scalars = scalars.dropFirst(body.count + 1)
                apply(String(String.UnicodeScalarView(body)), &foreground, &background)
                continue
            }
            guard column < columns else { continue }
            let width = TextWidth.width(of: Character(scalar))
            guard width > 0 else { continue }
            cells[column] = Cell(character: Character(scalar), foreground: foreground, background: background)
            if width == 2, column + 1 < columns {
                cells[column + 1] = Cell(character: " ", foreground: foreground, background: background)
            }
            column += width
        }
        return cells
    }

    private static func apply(_ parameters: String, _ foreground: inout RGBColor?, _ background: inout RGBColor?) {
        var values = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if values.isEmpty { values = [0] }
        while let value = values.popFirst() {
            switch value {
            case 0:
                foreground = nil
                background = nil
            case 39: foreground = nil
            case 49: background = nil
            case 38, 48:
                var color: RGBColor?
                if values.first == 2, values.count >= 4 {
                    let channels = values.dropFirst().prefix(3).map { UInt8(clamping: $0) }
                    color = RGBColor(red: channels[0], green: channels[1], blue: channels[2])
                    values = values.dropFirst(4)
                } else if values.first == 5, values.count >= 2 {
                    color = xterm256(values.dropFirst().first ?? 0)
                    values = values.dropFirst(2)
                }
                if value == 38 { foreground = color } else { background = color }
            case 30...37: foreground = xterm256(value - 30)
            case 40...47: background = xterm256(value - 40)
            default: break
            }
        }
    }

    private static func xterm256(_ index: Int) -> RGBColor {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        switch index {
        case 16...231:
            let cube = index - 16
            return RGBColor(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
        case 232...255:
            let level = UInt8(8 + (index - 232) * 10)
            return RGBColor(red: level, green: level, blue: level)
        default:
            let ansi: [UInt32] = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5]
            return RGBColor(hex: ansi[index % 8])
        }
    }
}
