import ZReaderModel
import ZReaderScreen

/// zreader's colours and how each element is styled at a colour depth: the one type views ask.
///
/// A theme is a palette of named colours (`ColorName`, `ThemePalette`) for one of the looks
/// (`ThemeName`), with the config's overrides laid over it. The terminal theme keeps the
/// terminal's own page and text colours, so zreader looks at home on dark and light terminals;
/// day and night paint every cell, blank ones too, with their page. The banner, bars and headers
/// carry their own backgrounds in every theme. Without colour (NO_COLOR or a monochrome terminal)
/// every theme falls back to attributes: bold, dim, reverse.
public struct Theme: Hashable, Sendable {
    public var name: ThemeName
    public var depth: ColorDepth
    /// The colours in effect: the theme's at this depth, with the overrides laid over them.
    public var palette: ThemePalette

    /// The terminal theme, as zreader looked before it had others.
    public init(depth: ColorDepth) {
        self.init(.terminal, depth: depth)
    }

    /// Theme `name` at `depth`, with `overrides` laid over its colours.
    public init(_ name: ThemeName, depth: ColorDepth, overrides: ColorOverrides = ColorOverrides()) {
        self.name = name
        self.depth = depth
        palette = overrides.applied(to: ThemePalette.standard(name, depth: depth), theme: name)
    }

    // MARK: The terminal theme's colours

    /// The header colour of seed 004 (`#1790D3`, the app's bar blue).
    public static let zhihuBlue = RGBColor(hex: 0x1790D3)
    /// The banner's colour when a top story has no `image_hue`.
    public static let fallbackHue = RGBColor(hex: 0x3F5568)
    /// The hints' grey: see `ThemePalette.terminal`.
    public static let readTitle = RGBColor(hex: 0x999999)
    public static let hint = RGBColor(hex: 0x999999)
    public static let errorText = RGBColor(hex: 0xE0604F)
    public static let statusBackground = RGBColor(hex: 0x2B2B2B)
    public static let statusText = RGBColor(hex: 0xD0D0D0)
    public static let bannerHint = RGBColor(hex: 0xE6E6E6)
    public static let dotInactive = RGBColor(hex: 0xB0B0B0)
    /// Links in articles, and comment authors.
    public static let link = RGBColor(hex: 0x4AA3DF)
    public static let quote = RGBColor(hex: 0x9A9A9A)
    /// Code, preformatted text and equations.
    public static let code = RGBColor(hex: 0xC7A76C)
    public static let matchBackground = RGBColor(hex: 0x6B5A1E)
    public static let currentMatchBackground = RGBColor(hex: 0xE3B341)
    public static let currentMatchText = RGBColor(hex: 0x1A1A1A)

    var hasColor: Bool { depth.hasColor }

    /// The colour `name` paints with: nil for the terminal's own.
    public func color(_ name: ColorName) -> RGBColor? {
        palette[name]
    }

    /// Text in colour `foreground` on the page, or attributes alone without colour.
    func text(_ foreground: ColorName, _ attributes: TextAttributes = [], monochrome: TextAttributes? = nil)
        -> CellStyle
    {
        guard hasColor else { return CellStyle(attributes: monochrome ?? attributes) }
        return CellStyle(fg: palette[foreground], bg: palette[.page], attributes)
    }

    /// `foreground` on `background`, or attributes alone without colour.
    func style(
        _ foreground: ColorName, on background: ColorName, _ attributes: TextAttributes = [],
        monochrome: TextAttributes
    ) -> CellStyle {
        hasColor
            ? CellStyle(fg: palette[foreground], bg: palette[background], attributes)
            : CellStyle(attributes: monochrome)
    }

    /// The page: what every cell shows before a view draws on it.
    public var page: CellStyle { text(.body) }

    /// How bright pictures and story colours are drawn in this theme: night dims them.
    public var pictureBrightness: Double { name.pictureBrightness }

    /// A story's own colour (the banner's or a thumbnail's swatch when it has no picture) as this
    /// theme shows it: dimmed at night like the pictures.
    public func storyColor(_ hue: RGBColor) -> RGBColor {
        let brightness = pictureBrightness
        guard brightness != 1 else { return hue }
        func scaled(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * brightness).rounded()) }
        return RGBColor(red: scaled(hue.red), green: scaled(hue.green), blue: scaled(hue.blue))
    }

    /// The colour of a story with no colour of its own.
    var fallbackHue: RGBColor { palette[.banner] ?? Theme.fallbackHue }

    // MARK: Bars and headers

    /// A section header, and the top bar once fully faded in.
    public var header: CellStyle {
        style(.barText, on: .bar, .bold, monochrome: [.bold, .reverse])
    }

    /// The bar colour (the terminal's blue if an override took it away).
    var barColor: RGBColor { palette[.bar] ?? Theme.zhihuBlue }

    /// The colour of text on the bars.
    var barTextColor: RGBColor { palette[.barText] ?? .white }

    /// The colour of titles over the banner and the reader's header.
    var bannerTextColor: RGBColor { palette[.bannerText] ?? .white }

    /// The colour of hints and credits over the banner and the reader's header.
    var bannerHintColor: RGBColor { palette[.bannerHint] ?? Theme.bannerHint }

    /// A row of a shaded backdrop (the banner, the reader's header): the banner's text colour over
    /// `hue` (already as `storyColor` gives it) with the banner's gradient laid over it; the
    /// terminal's colours without colour.
    public func backdrop(hue: RGBColor, row: Int, height: Int) -> CellStyle {
        hasColor
            ? CellStyle(fg: bannerTextColor, bg: BannerGradient.color(hue: hue, row: row, height: height)) : .plain
    }

    // MARK: Story rows

    public func storyTitle(isRead: Bool, isSelected: Bool) -> CellStyle {
        guard hasColor else {
            var attributes: TextAttributes = isRead ? [.dim] : []
            if isSelected { attributes.formUnion([.bold, .reverse]) }
            return CellStyle(attributes: attributes)
        }
        let readAttributes = isRead ? palette.readAttributes : []
        if isSelected {
            let selection = palette[.selection] ?? Theme.zhihuBlue
            // Eight colours have no blend: a mix would turn into whichever colour is nearest.
            guard isRead, depth != .palette8 else {
                return CellStyle(fg: selection, bg: palette[.page], readAttributes.union(.bold))
            }
            let read = palette[.read] ?? Theme.readTitle
            return CellStyle(
                fg: selection.blended(with: read, alpha: 0.4), bg: palette[.page],
                readAttributes.union(.bold))
        }
        return text(isRead ? .read : .title, readAttributes)
    }

    public var storyHint: CellStyle { text(.hint, palette.hintAttributes, monochrome: .dim) }

    public var selectionMarker: CellStyle { text(.selection, .bold) }

    public var footer: CellStyle { storyHint }

    public var footerError: CellStyle { text(.error, monochrome: .bold) }

    // MARK: Status line

    public var statusLine: CellStyle {
        style(.statusText, on: .status, monochrome: .reverse)
    }

    public var statusError: CellStyle {
        style(.error, on: .status, .bold, monochrome: [.reverse, .bold])
    }

    public var statusAccent: CellStyle {
        style(.statusAccent, on: .status, .bold, monochrome: [.reverse, .bold])
    }

    // MARK: Overlays

    public var overlayFrame: CellStyle {
        style(.helpFrame, on: .help, monochrome: .reverse)
    }

    public var overlayText: CellStyle {
        style(.helpText, on: .help, monochrome: .reverse)
    }

    public var overlayKey: CellStyle {
        style(.helpKey, on: .help, .bold, monochrome: [.reverse, .bold])
    }
}
