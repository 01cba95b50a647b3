import Testing
import ZReaderCurses
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The colours a terminal shows for the ones asked for: exact at 24-bit, the palette colour
/// `ColorMapper` picks at 256, the ANSI colour it picks (in xterm's default values) at 8.
enum ShownColor {
    static let xtermANSI: [RGBColor] = [
        RGBColor(hex: 0x000000), RGBColor(hex: 0xCD0000), RGBColor(hex: 0x00CD00), RGBColor(hex: 0xCDCD00),
        RGBColor(hex: 0x0000EE), RGBColor(hex: 0xCD00CD), RGBColor(hex: 0x00CDCD), RGBColor(hex: 0xE5E5E5),
    ]

    static func of(_ color: RGBColor, at depth: ColorDepth) -> RGBColor {
        switch depth {
        case .trueColor, .monochrome: return color
        case .palette8: return xtermANSI[ColorMapper.nearest8(color)]
        case .palette256:
            let number = ColorMapper.nearest256(color)
            if number >= 232 {
                let level = UInt8(8 + (number - 232) * 10)
                return RGBColor(red: level, green: level, blue: level)
            }
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let index = number - 16
            return RGBColor(red: levels[index / 36], green: levels[index / 6 % 6], blue: levels[index % 6])
        }
    }
}

@Suite("Themes: every cell's colours come from the theme, legibly")
struct ThemeColourTests {
    static let colorDepths: [ColorDepth] = [.trueColor, .palette256, .palette8]
    static let pagedThemes: [ThemeName] = [.day, .night]

    /// Text a user reads: at least 4.5:1 against its background.
    static let readText: Set<ColorName> = [
        .title, .body, .link, .quote, .code, .selection, .matchText, .currentMatchText, .linkLabelText, .helpText,
        .helpKey,
    ]
    /// What cells are painted on.
    static let backgrounds: Set<ColorName> = [.page, .bar, .status, .help, .match, .currentMatch, .linkLabel]

    /// What every other foreground is: secondary text (read titles, hints, dates, bars, the
    /// status line, footers, errors) and graphics (bullets, frames), at least 3:1.
    static let secondaryContrast = 3.0
    static let textContrast = 4.5

    static func isPictureCell(_ cell: Cell) -> Bool {
        cell.grapheme == "▀" || cell.grapheme == "░"
    }

    /// A cell of the 多图 mark in a thumbnail's corner (or the second half of one): it sits on a
    /// plate of the picture's own colour, whose contrast `MultipicTests` checks.
    static func isMultipicMark(_ frame: ScreenBuffer, x: Int, y: Int, themeBackgrounds: Set<TerminalColor>) -> Bool {
        let start = frame[x, y].isContinuation && x > 0 ? x - 1 : x
        let mark = frame[start, y]
        return (mark.grapheme == "多" || mark.grapheme == "图") && !themeBackgrounds.contains(mark.style.background)
    }

    /// The contrast each foreground colour of `theme` needs: the strictest of the names that
    /// have that colour; nil for a colour that is none of the theme's.
    static func requiredContrast(_ theme: Theme) -> [RGBColor: Double] {
        var required: [RGBColor: Double] = [:]
        for name in ColorName.allCases where !backgrounds.contains(name) && name != .banner {
            guard let color = theme.color(name) else { continue }
            let needed = readText.contains(name) ? textContrast : secondaryContrast
            required[color] = max(required[color] ?? 0, needed)
        }
        // A selected read title: the selection's colour blended with the read one.
        if case .rgb(let blend) = theme.storyTitle(isRead: true, isSelected: true).foreground {
            required[blend] = max(required[blend] ?? 0, secondaryContrast)
        }
        return required
    }

    /// Every problem with the cells of `screen` in `theme` at `depth`, as readable lines.
    static func problems(_ screen: ThemedScreens.Screen, theme name: ThemeName, depth: ColorDepth) -> [String] {
        let theme = Theme(name, depth: depth)
        let frame = AppView.render(screen.state, depth: depth)
        let required = requiredContrast(theme)
        let backgrounds = Set(ThemeColourTests.backgrounds.compactMap { theme.color($0) })
        let themeBackgrounds = Set(backgrounds.map(TerminalColor.rgb))
        var problems: [String] = []
        for y in 0..<frame.size.rows {
            for x in 0..<frame.size.columns {
                let cell = frame[x, y]
                var place: String { "\(screen.name) (\(x),\(y)) \(cell.grapheme)" }
                guard case .rgb(let background) = cell.style.background else {
                    problems.append("\(place): no background")
                    continue
                }
                if y < screen.pictureRows || isPictureCell(cell)
                    || isMultipicMark(frame, x: x, y: y, themeBackgrounds: themeBackgrounds)
                {
                    continue
                }
                guard backgrounds.contains(background) else {
                    problems.append("\(place): background \(background) is not the theme's")
                    continue
                }
                guard cell.grapheme != " ", !cell.isContinuation else { continue }
                guard case .rgb(let foreground) = cell.style.foreground, let needed = required[foreground] else {
                    problems.append("\(place): text colour \(cell.style.foreground) is not the theme's")
                    continue
                }
                let ratio = contrastRatio(
                    ShownColor.of(foreground, at: depth), ShownColor.of(background, at: depth))
                if ratio < needed {
                    problems.append("\(place): \(foreground) on \(background) is \(ratio), needs \(needed)")
                }
            }
        }
        return problems
    }

    @Test(arguments: pagedThemes, colorDepths)
    func everyTextCellIsLegibleInTheThemesColoursAsTheTerminalShowsThem(_ theme: ThemeName, _ depth: ColorDepth) {
        let screens = ThemedScreens.cached(theme)
        #expect(screens.count >= 20)
        var problems: [String] = []
        for screen in screens { problems += ThemeColourTests.problems(screen, theme: theme, depth: depth) }
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(8).joined(separator: "\n"))")
    }

    /// In the terminal theme the text keeps the terminal's own colours (nil in its palette) or
    /// the theme's; nothing else.
    @Test(arguments: colorDepths)
    func theTerminalThemeUsesOnlyItsPaletteAndTheTerminalsOwnColours(_ depth: ColorDepth) {
        let theme = Theme(.terminal, depth: depth)
        var allowed = Set(ColorName.allCases.compactMap { theme.color($0).map(TerminalColor.rgb) })
        allowed.insert(.terminalDefault)
        allowed.insert(theme.storyTitle(isRead: true, isSelected: true).foreground)
        var strangers: [String] = []
        for screen in ThemedScreens.cached(.terminal) {
            let frame = AppView.render(screen.state, depth: depth)
            for y in screen.pictureRows..<frame.size.rows {
                for (x, cell) in frame.row(y).enumerated()
                where !ThemeColourTests.isPictureCell(cell)
                    && !ThemeColourTests.isMultipicMark(frame, x: x, y: y, themeBackgrounds: allowed)
                {
                    for color in [cell.style.foreground, cell.style.background] where !allowed.contains(color) {
                        strangers.append("\(screen.name) (\(x),\(y)): \(color)")
                    }
                }
            }
        }
        #expect(strangers.isEmpty, "\(strangers.prefix(8))")
    }

    @Test(arguments: ThemeName.allCases)
    func withoutColourEveryThemeIsAttributesOnly(_ theme: ThemeName) {
        for screen in ThemedScreens.cached(theme) {
            let frame = AppView.render(screen.state, depth: .monochrome)
            let coloured = frame.cells.filter {
                $0.style.foreground != .terminalDefault || $0.style.background != .terminalDefault
            }
            #expect(coloured.isEmpty, "\(screen.name): \(coloured.prefix(3))")
            #expect(frame.cells.contains { !$0.style.attributes.isEmpty }, "\(screen.name) has no attributes")
        }
    }

    @Test(arguments: pagedThemes, colorDepths)
    func blankCellsShowThePageToo(_ theme: ThemeName, _ depth: ColorDepth) throws {
        let state = ThemedScreens(theme).homeState()
        let frame = AppView.render(state, depth: depth)
        let page = try #require(Theme(theme, depth: depth).color(.page))
        // Right of the story list, below the banner: cells no view draws on.
        let row = state.home.layout.bannerHeight + 2
        #expect(frame[frame.size.columns - 1, row].style.background == .rgb(page))
        #expect(frame[frame.size.columns - 1, row].grapheme == " ")
        #expect(frame.cells.allSatisfy { $0.style.background != .terminalDefault })
    }

    // MARK: Read titles

    @Test(arguments: pagedThemes, colorDepths)
    func readTitlesAreClearlyDimmerThanUnreadOnesYetNotHints(_ theme: ThemeName, _ depth: ColorDepth) throws {
        let state = ThemedScreens(theme).homeState()
        let layout = state.home.layout
        let read = try #require(layout.rows(of: StoryPosition(section: 0, index: 1))).lowerBound
        let unreadRows = try #require(layout.rows(of: StoryPosition(section: 0, index: 2)))
        let unread = unreadRows.lowerBound
        #expect(ThemedScreens.readStories.contains(ThemedScreens.days[0].stories[1].id))
        let frame = AppView.render(state, depth: depth)
        let readCell = frame[2, read]
        let unreadCell = frame[2, unread]
        // The block is the title's lines, the hint, a spacer.
        let hintCell = frame[2, unreadRows.upperBound - 2]
        #expect(
            frame.text(ofRow: unreadRows.upperBound - 2).contains(ThemedScreens.days[0].stories[2].hint?.string ?? "?"))
        func shown(_ color: TerminalColor) throws -> RGBColor {
            guard case .rgb(let rgb) = color else { throw ThemeTestFailure("\(color) is not a colour") }
            return ShownColor.of(rgb, at: depth)
        }
        let page = try shown(readCell.style.background)
        let readColor = try shown(readCell.style.foreground)
        let unreadColor = try shown(unreadCell.style.foreground)
        let hintColor = try shown(hintCell.style.foreground)
        if depth == .palette8 {
            // Eight colours have no dimmer grey: read titles are dim, and so are the hints.
            #expect(readCell.style.attributes.contains(.dim))
            #expect(!unreadCell.style.attributes.contains(.dim))
            #expect(hintCell.style.attributes.contains(.dim))
        } else {
            #expect(contrastRatio(unreadColor, page) >= 2 * contrastRatio(readColor, page))
            #expect(contrastRatio(readColor, hintColor) >= 1.25)
        }
    }

    /// How strongly `style` stands out from `page` as the terminal shows it: dim text is taken as
    /// halfway to the page, as xterm and VTE draw it; `text` is the terminal's own foreground.
    static func prominence(_ style: CellStyle, page: RGBColor, text: RGBColor, depth: ColorDepth) -> Double {
        var ink = text
        if case .rgb(let color) = style.foreground { ink = ShownColor.of(color, at: depth) }
        if style.attributes.contains(.dim) { ink = ink.blended(with: page, alpha: 0.5) }
        return contrastRatio(ink, page)
    }

    /// A read title is dimmer than an unread one and never dimmer than its own hint.
    ///
    /// In every theme at every depth, the terminal theme on a dark and on a light terminal. At 8
    /// colours no title turns yellow, and no hint is in the links' colour.
    @Test(arguments: ThemeName.allCases, colorDepths)
    func aReadTitleSitsBetweenAnUnreadTitleAndItsHint(_ name: ThemeName, _ depth: ColorDepth) {
        let theme = Theme(name, depth: depth)
        let terminals: [(page: RGBColor, text: RGBColor)] =
            theme.color(.page).map { [($0, theme.color(.title) ?? .white)] }
            ?? [(RGBColor(hex: 0x000000), RGBColor(hex: 0xE5E5E5)), (.white, RGBColor(hex: 0x000000))]
        let unread = theme.storyTitle(isRead: false, isSelected: false)
        let read = theme.storyTitle(isRead: true, isSelected: false)
        for (page, text) in terminals {
            func shown(_ style: CellStyle) -> Double {
                ThemeColourTests.prominence(style, page: page, text: text, depth: depth)
            }
            #expect(shown(read) < shown(unread), "on \(page)")
            #expect(shown(read) >= shown(theme.storyHint), "on \(page): \(read) against \(theme.storyHint)")
        }
        let yellow = ShownColor.xtermANSI[3]
        for style in [unread, read, theme.storyTitle(isRead: true, isSelected: true)] {
            if depth == .palette8, case .rgb(let color) = style.foreground {
                #expect(ShownColor.of(color, at: depth) != yellow, "\(style)")
            }
        }
        if let hint = theme.color(.hint), let link = theme.color(.link) {
            #expect(ShownColor.of(hint, at: depth) != ShownColor.of(link, at: depth))
        }
    }

    // MARK: Looks

    @Test func nightDimsTheStorysOwnColourAndDayKeepsIt() throws {
        let hue = RGBColor(hex: 0x364460)
        #expect(Theme(.day, depth: .trueColor).storyColor(hue) == hue)
        #expect(Theme(.terminal, depth: .trueColor).storyColor(hue) == hue)
        let night = Theme(.night, depth: .trueColor).storyColor(hue)
        #expect(night == RGBColor(red: 41, green: 51, blue: 72))
        // The reader's header without its picture is drawn in the dimmed colour.
        let state = ThemedScreens(.night).readerState()
        let header = try #require(state.reader).headerHeight
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame[0, header / 2].style.background == .rgb(night))
    }
}

/// A test's own failure, for `throws` helpers.
struct ThemeTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
