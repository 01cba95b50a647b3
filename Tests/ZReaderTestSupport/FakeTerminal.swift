import ZReaderScreen

/// A terminal for tests: a settable size and colour depth, and the screen its updates built.
///
/// The screen is made from the updates alone, cell by cell, as a real terminal makes it, so a
/// test that reads it also checks the frame diff. Tests drive `Program` by its methods, never
/// by its run loop, so it reads no events.
public final class FakeTerminal: TerminalBackend {
    public var size: Size
    public var colorDepth: ColorDepth
    /// What the terminal shows, once it has been drawn on.
    public private(set) var screen: ScreenBuffer?
    /// Every update it was given, oldest first.
    public private(set) var updates: [FrameUpdate] = []
    public private(set) var suspensions = 0
    /// What was sent to the clipboard, in order.
    public private(set) var clipboard: [String] = []

    public init(size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .trueColor) {
        self.size = size
        self.colorDepth = colorDepth
    }

    /// The last frame's rows as text.
    public var lines: [String] { screen?.lines ?? [] }

    public func draw(_ update: FrameUpdate) -> DrawOutcome {
        var shown = screen ?? ScreenBuffer(size: update.size)
        shown.apply(update)
        screen = shown
        updates.append(update)
        return .shown
    }

    public func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        [.terminated]
    }

    public func copyToClipboard(_ text: String) -> Bool {
        clipboard.append(text)
        return true
    }

    public func suspend(while body: () -> Void) {
        suspensions += 1
        body()
    }
}
