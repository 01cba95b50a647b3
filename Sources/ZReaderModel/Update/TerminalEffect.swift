import ZReaderDomain
import ZReaderScreen

/// Work that needs the terminal, carried out by the program on the run loop's thread; opening a
/// browser and copying are answered by a `.message`.
public enum TerminalEffect: Hashable, Sendable {
    /// Hand a web address to the user's browser, giving it the terminal meanwhile.
    case openInBrowser(WebURL)
    /// Put a web address on the terminal's clipboard (OSC 52).
    case copyToClipboard(WebURL)
    /// Send images to a kitty-protocol terminal, or delete them, in order, before the next frame.
    case sendImages([KittyImageCommand])
    /// A desktop notification through the terminal, where it has a way to show one.
    case notify(DisplayText)
}
