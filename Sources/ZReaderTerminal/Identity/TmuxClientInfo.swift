import ZReaderScreen

/// What tmux says about the terminal it draws in and about passthrough, asked with
/// `tmux display -p` (`command`) at start-up inside tmux: the outer terminal decides what can be
/// drawn, and kitty's placeholders reach it only when `allow-passthrough` is on.
public struct TmuxClientInfo: Hashable, Sendable {
    /// The outer terminal's `TERM` (`#{client_termname}`).
    public var termName: String
    /// The outer terminal's own name and version (`#{client_termtype}`, from its XTVERSION).
    public var termType: String
    /// One cell of the outer terminal in pixels (`#{client_cell_width}`, `#{client_cell_height}`).
    public var cellPixels: PixelExtent?
    /// tmux's version.
    public var version: String
    /// `allow-passthrough` is `on` (or `all`).
    public var passthrough: Bool

    public init(
        termName: String, termType: String = "", cellPixels: PixelExtent? = nil, version: String = "",
        passthrough: Bool = false
    ) {
        self.termName = termName
        self.termType = termType
        self.cellPixels = cellPixels
        self.version = version
        self.passthrough = passthrough
    }

    /// The arguments for `tmux`: the client's terminal, then the pane's passthrough option.
    public static let command = [
        "display", "-p", "#{client_termname}|#{client_termtype}|#{client_cell_width}|#{client_cell_height}|#{version}",
        ";", "show", "-Apv", "allow-passthrough",
    ]

    /// The most of tmux's answer read.
    public static let longestAnswer = 1024

    /// tmux's answer to `command`: the five fields on the first line, the option on the second.
    ///
    /// Nil when the first line is not five fields (no tmux, or one that did not understand);
    /// every field printable ASCII, at most 64 characters.
    public init?(parsing answer: String) {
        let lines = answer.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let fields = lines.first?.split(separator: "|", omittingEmptySubsequences: false).map(TmuxClientInfo.printable)
        guard let fields, fields.count == 5 else { return nil }
        termName = fields[0]
        termType = fields[1]
        if let width = Int(fields[2]), let height = Int(fields[3]), width > 0, height > 0 {
            cellPixels = PixelExtent(width: width, height: height)
        }
        version = fields[4]
        let option = lines.dropFirst().first.map { $0.trimmingSpaces() } ?? ""
        passthrough = option == "on" || option == "all"
    }

    /// The outer terminal, by its own name and version, else by its `TERM`; nil when tmux has no
    /// client to tell of (a detached session).
    public var outerIdentity: TerminalIdentity? {
        if let (brand, version) = TerminalIdentifier.parseVersionText(termType) {
            return TerminalIdentity(brand: brand, version: version, evidence: .tmuxClient)
        }
        if let brand = TerminalIdentifier.brand(ofTerminfoName: termName) {
            return TerminalIdentity(brand: brand, evidence: .tmuxClient)
        }
        return termName.isEmpty ? nil : TerminalIdentity(brand: .unknown, evidence: .tmuxClient)
    }

    private static func printable(_ text: Substring) -> String {
        String(text.unicodeScalars.prefix(64).map { (0x20...0x7E).contains($0.value) ? Character($0) : "?" })
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
    }
}
