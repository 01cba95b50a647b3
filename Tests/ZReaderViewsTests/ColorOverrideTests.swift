import Testing
import ZReaderConfig
import ZReaderModel
import ZReaderScreen
import ZReaderViews

@Suite("Themes: colours overridden by name")
struct ColorOverrideTests {
    /// A colour of its own for every name, so that each cell's colour says which name painted it.
    static let distinct: [String: RGBColor] = Dictionary(
        uniqueKeysWithValues: ColorName.allCases.map { name in
            let index = UInt8(name.rawValue)
            return (name.configName, RGBColor(red: 0x11 + index * 7, green: 0x80 - index * 3, blue: 0x22 + index * 5))
        })

    static let replacement = RGBColor(hex: 0xFEDCBA)

    /// The screens' frames in day with `colors` laid over it.
    static func frames(_ colors: [String: RGBColor], screens: [ThemedScreens.Screen]) -> [ScreenBuffer] {
        let overrides = ColorOverrides(colors)
        return screens.map { AppView.render($0.state, depth: .trueColor, colors: overrides) }
    }

    /// The day screens as they are, rendered once for every name's test.
    static let dayFrames = frames([:], screens: ThemedScreens.cached(.day))

    static func paints(_ cell: Cell, _ color: RGBColor) -> Bool {
        cell.style.foreground == .rgb(color) || cell.style.background == .rgb(color)
    }

    @Test func anOverrideChangesExactlyTheCellsOfItsName() {
        let screens = ThemedScreens.cached(.day)
        let base = ColorOverrideTests.frames(ColorOverrideTests.distinct, screens: screens)
        var unseen: [ColorName] = []
        for name in ColorName.allCases {
            let own = ColorOverrideTests.distinct[name.configName] ?? .white
            var colors = ColorOverrideTests.distinct
            colors[name.configName] = ColorOverrideTests.replacement
            let changed = ColorOverrideTests.frames(colors, screens: screens)
            let theme = Theme(.day, depth: .trueColor, overrides: ColorOverrides(ColorOverrideTests.distinct))
            // A selected read title blends the selection and read colours: it is both names' cell.
            let blend = theme.storyTitle(isRead: true, isSelected: true).foreground
            var seen = false
            var wrong: [String] = []
            for (before, after) in zip(base, changed) {
                for (old, new) in zip(before.cells, after.cells) {
                    let painted = ColorOverrideTests.paints(old, own)
                    let isNames = painted || ([.selection, .read].contains(name) && old.style.foreground == blend)
                    seen = seen || painted
                    if (old != new) != isNames
                        || painted && !ColorOverrideTests.paints(new, ColorOverrideTests.replacement)
                    {
                        wrong.append("\(old) became \(new)")
                    }
                }
            }
            #expect(wrong.isEmpty, "\(name.configName): \(wrong.count) cells, first \(wrong.prefix(3))")
            if !seen { unseen.append(name) }
        }
        // Every name paints something on these screens but the banner's own colour, which shows
        // only for a top story without `image_hue` (and then shaded).
        #expect(unseen == [.banner])
    }

    /// The same with one name overridden over the day palette itself: only cells that had that
    /// name's colour change, and they take the new one.
    @Test(arguments: ColorName.allCases)
    func anOverrideAloneChangesOnlyCellsInItsNamesColour(_ name: ColorName) {
        let screens = ThemedScreens.cached(.day)
        let base = ColorOverrideTests.dayFrames
        let changed = ColorOverrideTests.frames([name.configName: ColorOverrideTests.replacement], screens: screens)
        let own = ThemePalette.day[name]
        let blend = Theme(.day, depth: .trueColor).storyTitle(isRead: true, isSelected: true).foreground
        var wrong: [String] = []
        for (before, after) in zip(base, changed) {
            for (old, new) in zip(before.cells, after.cells) where old != new {
                let wasBlend = [.selection, .read].contains(name) && old.style.foreground == blend
                let wasNames = own.map { ColorOverrideTests.paints(old, $0) } == true
                if !wasBlend, !wasNames || !ColorOverrideTests.paints(new, ColorOverrideTests.replacement) {
                    wrong.append("\(old) became \(new)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(name.configName): \(wrong.count) cells, first \(wrong.prefix(3))")
    }

    @Test func aThemesOwnNameWinsOverThePlainOneInThatThemeOnly() {
        let colors = ColorOverrides([
            "title": RGBColor(hex: 0x123456), "night-title": RGBColor(hex: 0x654321),
        ])
        #expect(Theme(.day, depth: .trueColor, overrides: colors).color(.title) == RGBColor(hex: 0x123456))
        #expect(Theme(.terminal, depth: .trueColor, overrides: colors).color(.title) == RGBColor(hex: 0x123456))
        #expect(Theme(.night, depth: .trueColor, overrides: colors).color(.title) == RGBColor(hex: 0x654321))
        #expect(Theme(.night, depth: .trueColor).color(.title) == ThemePalette.night[.title])
        #expect(colors.unknownNames.isEmpty)
    }

    @Test func unknownNamesAreReportedThroughTheConfigsDiagnostic() throws {
        let file = ConfigFile.parse(
            "[colors]\ntitle = \"#333333\"\ntitel = \"#333\"\nnight-hnit = \"#999999\"\n", path: "config.toml")
        #expect(file.diagnostics.isEmpty)
        let overrides = ColorOverrides(file.settings.colors)
        #expect(overrides.unknownNames == ["night-hnit", "titel"])
        let reported = file.colors.filter { overrides.unknownNames.contains($0.name) }.map {
            ConfigDiagnostic.unknownColor($0, known: ColorName.configNames).description
        }
        #expect(
            reported == [
                "config.toml:3:1: 未知的颜色“titel”（是不是 title？），已忽略",
                "config.toml:4:1: 未知的颜色“night-hnit”（是不是 night-hint？），已忽略",
            ])
        #expect(Theme(.day, depth: .trueColor, overrides: overrides).color(.title) == RGBColor(hex: 0x333333))
    }

    @Test func everyNameHasHelpAndTheConfigAcceptsIt() {
        #expect(Set(ColorName.allCases.map(\.configName)).count == ColorName.allCases.count)
        for name in ColorName.allCases {
            #expect(!name.help.isEmpty && !name.help.contains("\n"))
            #expect(ColorName(configName: name.configName) == name)
            let file = ConfigFile.parse("[colors]\n\(name.configName) = \"#123456\"\n", path: "config.toml")
            #expect(file.diagnostics.isEmpty, "\(name.configName)")
        }
        #expect(ColorName.configNames.count == ColorName.allCases.count * 4)
        #expect(ColorName.configNames.contains("night-bar-text"))
    }
}
