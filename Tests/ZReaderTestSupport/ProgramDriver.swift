import ZReaderApp
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Drives a `Program` step by step with a fake terminal and a gated loader, the way the run loop
/// would: keys in, loader answers released and delivered, frames rendered.
public final class ProgramDriver: ProgramHarness {
    public let terminal: FakeTerminal
    public let loader: GatedLoader
    public let program: Program
    public let marks: MemoryReadingMarks
    public let search: RecordingSearch

    public init(
        size: Size = Size(columns: 80, rows: 24), loader: GatedLoader, colorDepth: ColorDepth = .trueColor,
        browser: BrowserLauncher = BrowserLauncher(environment: ["PATH": "/nonexistent"]),
        search: RecordingSearch = RecordingSearch(), theme: ThemeName = .terminal,
        colors: ColorOverrides = ColorOverrides(), themeMemory: (any ThemeMemory)? = nil,
        preferences: Preferences = Preferences()
    ) {
        self.search = search
        terminal = FakeTerminal(size: size, colorDepth: colorDepth)
        self.loader = loader
        marks = MemoryReadingMarks()
        program = Program(
            terminal: terminal, loader: loader, marks: marks, search: search, isDemoEdition: true,
            preferences: preferences,
            theme: theme,
            colors: colors, themeMemory: themeMemory, browser: browser, clock: { 0 })
        program.start()
        program.renderIfNeeded()
    }

    /// Releases the oldest waiting request and applies its answer; false if none was waiting.
    @discardableResult
    public func answerNext() async -> Bool {
        guard await loader.waitForPending(1) else { return false }
        loader.releaseNext()
        for _ in 0..<400 where program.mailbox.count == 0 {
            try? await Task.sleep(for: .milliseconds(5))
        }
        program.processMailbox()
        program.renderIfNeeded()
        return true
    }

    /// Answers requests until none is waiting.
    public func answerAll() async {
        while await loader.waitForPending(1, milliseconds: 100) {
            await answerNext()
        }
    }

    /// Delivers results of effects that do not go through the loader (favourites, read marks)
    /// until nothing has arrived for 50 ms.
    public func settle() async {
        var quiet = 0
        while quiet < 5 {
            try? await Task.sleep(for: .milliseconds(10))
            quiet = deliverMail() ? 0 : quiet + 1
        }
    }
}
