import ZReaderDomain

/// Work that needs the terminal, carried out by the program on the run loop's thread and answered
/// by a `.message`.
public enum TerminalEffect: Hashable, Sendable {
    /// Hand a web address to the user's browser, giving it the terminal meanwhile.
    case openInBrowser(WebURL)
    /// Put a web address on the terminal's clipboard (OSC 52).
    case copyToClipboard(WebURL)
}
