import ZReaderScreen

/// A terminal for tests: a settable size and colour depth, and the last frame it was given.
///
/// Tests drive `Program` by its methods, never by its run loop, so it reads no events.
public final class FakeTerminal: TerminalBackend {
    public var size: Size
    public var colorDepth: ColorDepth
    /// The last frame presented.
    public private(set) var screen: ScreenBuffer?
    public private(set) var suspensions = 0
    /// What was sent to the clipboard, in order.
    public private(set) var clipboard: [String] = []

    public init(size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .trueColor) {
        self.size = size
        self.colorDepth = colorDepth
    }

    /// The last frame's rows as text.
    public var lines: [String] { screen?.lines ?? [] }

    public func present(_ buffer: ScreenBuffer) {
        screen = buffer
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
