import ZReaderScreen

/// What the terminal answered in the start-up query round, field by field.
///
/// Every field is nil (or false) that it did not answer; the first answer to each question counts.
///
/// Every text kept from the terminal is printable ASCII, so nothing a hostile terminal or a
/// program writing into the round sends can reach the screen, the log or `--probe-terminal`
/// as a control.
public struct TerminalReport: Hashable, Sendable {
    /// The DA1 answer came: the round ended on its sentinel, not on the time limit.
    public var sawSentinel = false
    /// The primary device attributes (`CSI ? 62 ; 4 c`): the terminal's class, then its features
    /// (4 is sixel).
    public var primaryAttributes: [Int]?
    /// The secondary device attributes (`CSI > 41 ; 379 ; 0 c`): model, version, cartridge.
    public var secondaryAttributes: [Int]?
    /// The XTVERSION answer (`kitty(0.26.5)`, `XTerm(379)`): printable ASCII only, at most 64
    /// characters.
    public var nameAndVersion: String?
    /// The kitty graphics query was answered `OK` for our id.
    public var kittyGraphics = false
    /// The kitty graphics query was answered for our id with an error (`ENOTSUPPORTED:…`).
    public var kittyGraphicsRefused = false
    /// `CSI 16 t`: one cell in pixels.
    public var cellPixels: PixelExtent?
    /// `CSI 14 t`: the text area in pixels.
    public var textAreaPixels: PixelExtent?
    /// `CSI 18 t`: the text area in cells.
    public var textAreaCells: Size?
    /// XTSMGRAPHICS: the largest sixel picture.
    public var sixelMaxPixels: PixelExtent?
    /// XTSMGRAPHICS: the colour registers sixel may use.
    public var sixelRegisters: Int?
    /// The column of the cursor after the ambiguous-width probe (`CSI r ; c R`).
    public var probeColumn: Int?
    /// DECRQSS of SGR after a 24-bit colour was set: true when it came back as 24-bit, false
    /// when as something else (a palette colour); nil when the terminal did not answer.
    public var trueColorEcho: Bool?
    /// XTGETTCAP named `RGB` or `Tc` as present.
    ///
    /// A "not present" is no evidence either way (kitty says so for both and has 24-bit colour).
    public var rgbCapability = false
    /// DECRQM of mode 2026, synchronized output.
    public var synchronizedOutput: ModeReport?
    /// Bytes the parser was given.
    public var bytesRead = 0
    /// The round stopped at its byte cap before the sentinel.
    public var overflowed = false
    /// The first `rawLimit` bytes read, for `--probe-terminal` to print escaped.
    public var raw: [UInt8] = []

    /// The most bytes of the answers kept in `raw`.
    public static let rawLimit = 4096

    public init() {}

    /// An empty report: no terminal, nothing asked or answered.
    public static let none = TerminalReport()

    /// The ambiguous width the probe's column implies: the probe character started in column 1,
    /// so column 2 is narrow and column 3 wide.
    public var ambiguousWidth: AmbiguousWidth? {
        probeColumn.flatMap { AmbiguousWidth(rawValue: $0 - 1) }
    }

    /// DA1 lists attribute 4: the terminal says it draws sixel.
    public var claimsSixel: Bool { primaryAttributes?.dropFirst().contains(4) == true }
}
