import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Themes in the app: the remembered choice, the page, dimmed pictures")
struct ThemeMemoryTests {
    func memory(in folder: TemporaryFolder) -> ThemeMemoryFile {
        ThemeMemoryFile(directory: folder.url.appending(path: "state/zreader"))
    }

    func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    // MARK: The file

    @Test func aSavedThemeIsReadBackFromAPrivateFileWrittenWhole() throws {
        let folder = try TemporaryFolder()
        let memory = memory(in: folder)
        #expect(memory.load() == nil)
        #expect(memory.save(.night))
        #expect(memory.load() == .night)
        #expect(try String(contentsOf: memory.file, encoding: .utf8) == "night\n")
        #expect(memory.save(.day))
        #expect(memory.load() == .day)
        #expect(try FileManager.default.contentsOfDirectory(atPath: memory.directory.path) == ["theme"])
        #expect(try permissions(memory.file.path) == 0o600)
        #expect(try permissions(memory.directory.path) == 0o700)
        #expect(try permissions(folder.file("state")) == 0o700)
    }

    @Test(arguments: [
        Data("dusk\n".utf8), Data(), Data("\n".utf8), Data(repeating: 0x20, count: 80) + Data("night".utf8),
        Data([0x6E, 0xFF, 0xFE, 0x67]), Data("night\nday\n".utf8),
    ])
    func aCorruptMemoryIsNoMemory(_ bytes: Data) throws {
        let folder = try TemporaryFolder()
        let memory = memory(in: folder)
        try FileManager.default.createDirectory(at: memory.directory, withIntermediateDirectories: true)
        try bytes.write(to: memory.file)
        #expect(memory.load() == nil)
        // And the next choice still replaces it.
        #expect(memory.save(.night))
        #expect(memory.load() == .night)
    }

    @Test func aDirectoryOrAPipeInTheFilesPlaceIsNoMemoryAndDoesNotHang() throws {
        let folder = try TemporaryFolder()
        let memory = memory(in: folder)
        try FileManager.default.createDirectory(at: memory.file, withIntermediateDirectories: true)
        #expect(memory.load() == nil)
        #expect(!memory.save(.night))
        try FileManager.default.removeItem(at: memory.file)
        #expect(mkfifo(memory.file.path, 0o600) == 0)
        #expect(memory.load() == nil)
    }

    @Test func aStateDirectoryThatCannotBeMadeFailsTheSaveQuietly() throws {
        let folder = try TemporaryFolder()
        try Data("not a directory".utf8).write(to: folder.url.appending(path: "state"))
        let memory = memory(in: folder)
        #expect(!memory.save(.night))
        #expect(memory.load() == nil)
    }

    @Test func theStateDirectoryFollowsXDGStateHomeElseHome() {
        #expect(
            ThemeMemoryFile.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])?.file.path
                == "/x/state/zreader/theme")
        #expect(
            ThemeMemoryFile.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])?.file.path
                == "/home/u/.local/state/zreader/theme")
        #expect(
            ThemeMemoryFile.standard(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"])?.file.path
                == "/home/u/.local/state/zreader/theme")
        #expect(ThemeMemoryFile.standard(environment: [:]) == nil)
    }

    // MARK: Through the program

    /// Waits (a little) for the effect runner's write.
    func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    func pageColor(_ app: ProgramDriver) -> TerminalColor? {
        app.terminal.screen.map { $0[$0.size.columns - 1, $0.size.rows - 3].style.background }
    }

    @Test func theKeysChoiceIsWrittenAndARestartStartsInIt() async throws {
        let folder = try TemporaryFolder()
        let memory = memory(in: folder)
        let days = Fixtures.days(olderDays: 1)
        let app = ProgramDriver(loader: GatedLoader(days: days), theme: .day, themeMemory: memory)
        await app.answerAll()
        #expect(pageColor(app) == .rgb(.white))
        app.press(.character("t"))
        #expect(app.state.theme == .night)
        #expect(app.lines.last?.contains("夜间模式") == true)
        #expect(pageColor(app) == ThemePalette.night[.page].map(TerminalColor.rgb))
        #expect(await eventually { memory.load() == .night })

        let restarted = ProgramDriver(
            loader: GatedLoader(days: days), theme: ThemeName.starting(explicit: nil, remembered: memory.load()),
            themeMemory: memory)
        await restarted.answerAll()
        #expect(restarted.state.theme == .night)
        #expect(pageColor(restarted) == ThemePalette.night[.page].map(TerminalColor.rgb))
        // The flag (or the config's theme) still comes first.
        #expect(ThemeName.starting(explicit: .day, remembered: memory.load()) == .day)
    }

    @Test func aChoiceThatCannotBeRememberedSaysSo() async {
        let memory = MemoryThemeMemory(fails: true)
        let app = ProgramDriver(loader: GatedLoader(days: Fixtures.days(olderDays: 0)), themeMemory: memory)
        await app.answerAll()
        app.press(.character("t"))
        await app.settle()
        #expect(app.state.theme == .day)
        #expect(app.state.status?.kind == .error)
        #expect(app.lines.last?.contains("日间模式没能记住") == true)

        let remembering = MemoryThemeMemory()
        let other = ProgramDriver(loader: GatedLoader(days: Fixtures.days(olderDays: 0)), themeMemory: remembering)
        other.press(.character("t"), .character("t"))
        #expect(await eventually { remembering.saves.count == 2 })
        #expect(Set(remembering.saves) == [.day, .night])
    }

    @Test func theConfigsColoursReachTheScreen() async {
        let ink = RGBColor(hex: 0x102030)
        let app = ProgramDriver(
            loader: GatedLoader(days: Fixtures.days(olderDays: 0)), theme: .day,
            colors: ColorOverrides(["page": ink]))
        await app.answerAll()
        #expect(pageColor(app) == .rgb(ink))
    }

    // MARK: Pictures

    @Test func nightsPicturesAreConvertedDimmer() throws {
        let url = Fixtures.pictureURL(StoryID(1))
        let png = PNGImage.flat(.init(200, 180, 160))
        let size = Size(columns: 6, rows: 2)
        let day = PictureKey(url: url, size: size, depth: .trueColor, purpose: .thumbnail)
        let night = PictureKey(
            url: url, size: size, depth: .trueColor, purpose: .thumbnail, brightness: ThemeName.night.pictureBrightness)
        #expect(PictureConverter.options(for: night).brightness == 0.75)
        #expect(PictureConverter.options(for: day).brightness == 1)
        let bright = try PictureConverter.convert(png, for: day).get().cells
        let dimmed = try PictureConverter.convert(png, for: night).get().cells
        func meanRed(_ picture: CellPicture) -> Double {
            Double(picture.elements.reduce(0) { $0 + Int($1.background.red) }) / Double(picture.elements.count)
        }
        #expect(abs(meanRed(bright) - 200) < 4)
        #expect(abs(meanRed(dimmed) - 150) < 4)
    }
}
