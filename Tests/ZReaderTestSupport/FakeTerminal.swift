import ZReaderScreen
import ZReaderTerminal

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
    /// The desktop notifications asked for, in order.
    public private(set) var notifications: [String] = []
    /// Every kitty image command of the updates, in order.
    public private(set) var imageCommands: [KittyImageCommand] = []
    /// The same commands as the bytes the curses terminal writes for them (outside tmux).
    public private(set) var imageBytes: [UInt8] = []

    /// The images transmitted, in order.
    public var transmissions: [KittyTransmission] {
        imageCommands.compactMap { if case .transmit(let transmission) = $0 { transmission } else { nil } }
    }

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
        imageCommands += update.images
        for command in update.images {
            switch command {
            case .transmit(let transmission): imageBytes += KittyGraphicsCommand.transmit(transmission).joined()
            case .delete(let id): imageBytes += KittyGraphicsCommand.delete(id)
            }
        }
        return .shown
    }

    public func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        [.terminated]
    }

    public func copyToClipboard(_ text: String) -> Bool {
        clipboard.append(text)
        return true
    }

    public func notify(_ text: DisplayText) {
        notifications.append(text.string)
    }

    public func suspend(while body: () -> Void) {
        suspensions += 1
        body()
    }
}
