import ZReaderScreen

/// A terminal for tests: a settable size and colour depth, and the frames it was given.
public final class FakeTerminal: TerminalBackend {
    public var size: Size
    public var colorDepth: ColorDepth
    public private(set) var frames: [ScreenBuffer] = []
    /// Events `readEvents` hands out, one batch per call.
    public var scriptedEvents: [[InputEvent]] = []
    public private(set) var suspensions = 0
    /// What was sent to the clipboard, in order.
    public private(set) var clipboard: [String] = []

    public init(size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .trueColor) {
        self.size = size
        self.colorDepth = colorDepth
    }

    /// The last frame presented.
    public var screen: ScreenBuffer? { frames.last }

    /// The last frame's rows as text.
    public var lines: [String] { screen?.lines ?? [] }

    public func present(_ buffer: ScreenBuffer) {
        frames.append(buffer)
    }

    public func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        scriptedEvents.isEmpty ? [.terminated] : scriptedEvents.removeFirst()
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
