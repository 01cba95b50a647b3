import ZReaderModel
import ZReaderScreen

extension InvariantChecker {
    /// Wide cells paired with their continuations, and every grapheme fit for one terminal cell.
    public static func checkCells(_ frame: ScreenBuffer, ignoring ignored: Set<Invariant> = []) -> InvariantViolation? {
        let checksWidths = !ignored.contains(.wideCells)
        let checksGraphemes = !ignored.contains(.cellGraphemes)
        let checksCellWidths = !ignored.contains(.cellWidths)
        guard checksWidths || checksGraphemes || checksCellWidths else { return nil }
        let columns = frame.size.columns
        let cells = frame.cells
        for y in 0..<frame.size.rows {
            let rowStart = y * columns
            for x in 0..<columns {
                let width = cells[rowStart + x].width
                switch width {
                case _ where !checksWidths:
                    if width == 0 { continue }
                case 2:
                    if x + 1 >= columns || cells[rowStart + x + 1].width != 0 {
                        return InvariantViolation(
                            .wideCells,
                            "wide \(FuzzEvent.quoted(String(cells[rowStart + x].grapheme))) at (\(x), \(y)) "
                                + "has no continuation"
                        )
                    }
                case 0:
                    if x == 0 || cells[rowStart + x - 1].width != 2 {
                        return InvariantViolation(.wideCells, "continuation cell at (\(x), \(y)) after no wide cell")
                    }
                    continue
                case 1:
                    break
                default:
                    return InvariantViolation(.wideCells, "cell of width \(width) at (\(x), \(y))")
                }
                // Most cells are blank: skip them before decoding anything.
                if width == 1, cells[rowStart + x].grapheme == " " { continue }
                if checksGraphemes || checksCellWidths,
                    let violation = graphemeViolation(cells[rowStart + x], ignoring: ignored)
                {
                    return InvariantViolation(
                        violation.invariant, "\(violation.detail) at (\(x), \(y)) in row \(quotedRow(frame, y))")
                }
            }
        }
        return nil
    }

    /// What is wrong with a (non-continuation) cell's grapheme, if anything.
    private static func graphemeViolation(_ cell: Cell, ignoring ignored: Set<Invariant>) -> InvariantViolation? {
        // The common case — one code point, ASCII or CJK — decoded from the UTF-8 bytes: going
        // through Unicode's grapheme machinery for every cell would cost more than the frame.
        if let scalar = singleScalar(cell.grapheme.utf8) {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                return ignored.contains(.cellGraphemes)
                    ? nil : InvariantViolation(.cellGraphemes, "control character U+\(String(scalar.value, radix: 16))")
            }
            let width = TextWidth.width(of: scalar)
            return width == Int(cell.width) || ignored.contains(.cellWidths)
                ? nil
                : InvariantViolation(
                    .cellWidths,
                    "U+\(String(scalar.value, radix: 16, uppercase: true)) is \(width) wide "
                        + "in a cell of width \(cell.width)"
                )
        }
        let shown = FuzzEvent.quoted(String(cell.grapheme))
        let scalars = cell.grapheme.unicodeScalars
        if !ignored.contains(.cellGraphemes) {
            if scalars.count > 5 {
                return InvariantViolation(.cellGraphemes, "\(scalars.count) code points in \(shown)")
            }
            if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                return InvariantViolation(.cellGraphemes, "control character in \(shown)")
            }
        }
        let width = TextWidth.width(of: cell.grapheme)
        if width != Int(cell.width), !ignored.contains(.cellWidths) {
            return InvariantViolation(
                .cellWidths,
                "\(shown) (U+\(scalarList(cell.grapheme))) is \(width) wide in a cell of width \(cell.width)")
        }
        return nil
    }

    /// The code point of a grapheme that is exactly one code point, from its UTF-8 bytes.
    private static func singleScalar(_ utf8: Character.UTF8View) -> Unicode.Scalar? {
        var iterator = utf8.makeIterator()
        guard let lead = iterator.next() else { return nil }
        let length =
            switch lead {
            case ..<0x80: 1
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            default: 4
            }
        guard utf8.count == length else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        while let byte = iterator.next() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    private static func scalarList(_ character: Character) -> String {
        character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " U+")
    }

    static func quotedRow(_ frame: ScreenBuffer, _ y: Int) -> String {
        FuzzEvent.quoted(frame.text(ofRow: y).trimmingSpaces, limit: 60)
    }

    // MARK: Top chrome

    /// Once the banner has scrolled away, row 0 is exactly the top bar or the pinned header of
    /// the section at the top.
    static func checkTopChrome(_ state: AppState, _ frame: ScreenBuffer) -> InvariantViolation? {
        let home = state.home
        let layout = home.layout
        guard state.screen == .home, !state.isHelpVisible, !state.isTooSmall,
            home.scrollOffset >= layout.bannerHeight, frame.size.rows > 0
        else { return nil }
        let row = frame.text(ofRow: 0).trimmingSpaces
        switch home.chrome {
        case .hidden:
            return InvariantViolation(
                .topChrome, "no chrome at offset \(home.scrollOffset), row 0 \(quotedRow(frame, 0))")
        case .topBar:
            if row != "今日新闻" {
                return InvariantViolation(
                    .topChrome, "top bar at offset \(home.scrollOffset), row 0 \(quotedRow(frame, 0))")
            }
        case .pinnedHeader(let section):
            guard home.days.indices.contains(section), section >= home.layout.firstPinnableSection else {
                return InvariantViolation(.topChrome, "pinned header of section \(section) of \(home.days.count)")
            }
            let sections = layout.sections
            let holdsTop =
                sections[section].top <= home.scrollOffset
                && (section + 1 == sections.count || home.scrollOffset < sections[section + 1].top)
            if !holdsTop {
                return InvariantViolation(
                    .topChrome,
                    "pinned section \(section) (top \(sections[section].top)) at offset \(home.scrollOffset)")
            }
            let title = home.days[section].date.sectionTitle(currentYear: home.currentYear).string
            if row != title {
                return InvariantViolation(
                    .topChrome, "pinned \(title) at offset \(home.scrollOffset), row 0 \(quotedRow(frame, 0))")
            }
        }
        return nil
    }

    // MARK: Footer

    /// The status line never names a key that does nothing.
    ///
    /// The hints at its right end (`? 帮助  q 退出` on home, `q 返回  ? 帮助` elsewhere), when drawn,
    /// are those of the keys the map gives the commands on this screen, leaving out a command with
    /// no key there. Checked on the plain status line (no prompt, message, help or figure).
    static func checkFooterKeys(_ state: AppState, _ frame: ScreenBuffer) -> InvariantViolation? {
        guard !state.isTooSmall, state.prompt == nil, state.status == nil, !state.isHelpVisible,
            state.screen != .reader || state.reader?.viewedFigure == nil, frame.size.rows > 0
        else { return nil }
        let commands: [(Command, DisplayText)] =
            state.screen == .home ? [(.toggleHelp, "帮助"), (.quit, "退出")] : [(.back, "返回"), (.toggleHelp, "帮助")]
        let expected = commands.compactMap { state.keyMap.hint($0.0, on: state.screen, $0.1)?.string }
        let words = Set(commands.map(\.1.string))
        let row = frame.text(ofRow: frame.size.rows - 1).trimmingSpaces
        // The hints are the last segments between double spaces that read "KEY WORD".
        var shown: [String] = []
        for segment in row.split(separator: "  ", omittingEmptySubsequences: false).reversed() {
            let parts = segment.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, words.contains(String(parts[1])) else { break }
            shown.insert(String(segment), at: 0)
        }
        // A line too narrow for its right side draws no hints, and the left side may run up to the
        // first one with a single space; the hints it shows are the map's last ones.
        guard Array(expected.suffix(shown.count)) == shown else {
            return InvariantViolation(
                .footerKeys,
                "the hints are \(FuzzEvent.quoted(shown.joined(separator: "  "))), the key map's "
                    + FuzzEvent.quoted(expected.joined(separator: "  ")))
        }
        return nil
    }

    // MARK: Help overlay

    /// The overlay's four corners, once each, framing a box above the status line.
    static func checkHelpOverlay(_ state: AppState, _ frame: ScreenBuffer) -> InvariantViolation? {
        guard state.isHelpVisible, !state.isTooSmall else { return nil }
        var corners: [Character: [Point]] = [:]
        for y in 0..<frame.size.rows {
            for x in 0..<frame.size.columns {
                let grapheme = frame[x, y].grapheme
                if grapheme == "┌" || grapheme == "┐" || grapheme == "└" || grapheme == "┘" {
                    corners[grapheme, default: []].append(Point(x: x, y: y))
                }
            }
        }
        guard let topLeft = corners["┌"]?.first, let topRight = corners["┐"]?.first,
            let bottomLeft = corners["└"]?.first, let bottomRight = corners["┘"]?.first,
            corners.values.allSatisfy({ $0.count == 1 })
        else {
            return InvariantViolation(.helpOverlay, "corners \(corners.mapValues { $0.map { "(\($0.x),\($0.y))" } })")
        }
        let aligned =
            topLeft.y == topRight.y && bottomLeft.y == bottomRight.y && topLeft.x == bottomLeft.x
            && topRight.x == bottomRight.x && topLeft.x < topRight.x && topLeft.y < bottomLeft.y
        if !aligned || bottomLeft.y >= frame.size.rows - 1 {
            return InvariantViolation(
                .helpOverlay,
                "box from (\(topLeft.x),\(topLeft.y)) to (\(bottomRight.x),\(bottomRight.y)) on a \(frame.size) screen")
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces (only U+0020: what a blank cell holds).
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
