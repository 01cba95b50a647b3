import ZReaderModel
import ZReaderScreen

/// The colour of every `ColorName` in one theme at one colour depth; nil is the terminal's own
/// foreground or background.
///
/// Day and night have a palette of their own at 8 colours: there the terminal shows each colour
/// as the nearest of its eight, so greys fall to black or white and most blues to cyan. Those
/// palettes use the eight colours themselves (xterm's values), chosen to stay legible, and tell
/// read titles and hints apart by the dim attribute, since no dimmer grey is left (a grey would turn
/// yellow, a hint in the links' blue would read as a link). At 256 colours the 24-bit
/// values are used; they were picked so that the palette colours the terminal shows keep the
/// contrast too (most are palette colours already).
public struct ThemePalette: Hashable, Sendable {
    private var colors: [RGBColor?]
    /// Attributes read titles add: dim where the palette has no dimmer colour for them.
    public var readAttributes: TextAttributes = []
    /// Attributes hints add: dim where the palette has no dimmer colour for them, so that a read
    /// title is never dimmer than its hint.
    public var hintAttributes: TextAttributes = []

    /// A palette with every colour the terminal's own.
    public init() {
        colors = Array(repeating: nil, count: ColorName.allCases.count)
    }

    private init(
        _ pairs: KeyValuePairs<ColorName, RGBColor?>, readAttributes: TextAttributes = [],
        hintAttributes: TextAttributes = []
    ) {
        self.init()
        for (name, color) in pairs {
            colors[name.rawValue] = color
        }
        self.readAttributes = readAttributes
        self.hintAttributes = hintAttributes
    }

    public subscript(name: ColorName) -> RGBColor? {
        get { colors[name.rawValue] }
        set { colors[name.rawValue] = newValue }
    }

    /// The palette of `theme` at `depth`.
    public static func standard(_ theme: ThemeName, depth: ColorDepth) -> ThemePalette {
        switch (theme, depth) {
        case (.terminal, .palette8): terminal8
        case (.terminal, _): terminal
        case (.day, .palette8): day8
        case (.day, _): day
        case (.night, .palette8): night8
        case (.night, _): night
        }
    }

    /// zreader's look before it had themes: the terminal's own page, titles and text, its own
    /// greys and blues for the rest.
    ///
    /// Read titles take the hints' grey: the page may be dark or light, and only the same grey is
    /// never dimmer than the hints on both.
    public static let terminal = ThemePalette([
        .page: nil, .title: nil, .body: nil, .read: Theme.readTitle, .hint: Theme.hint,
        .selection: Theme.zhihuBlue, .link: Theme.link, .citation: Theme.hint, .quote: Theme.quote,
        .bullet: Theme.zhihuBlue, .code: Theme.code, .error: Theme.errorText,
        .bar: Theme.zhihuBlue, .barText: .white,
        .status: Theme.statusBackground, .statusText: Theme.statusText, .statusAccent: .white,
        .help: Theme.statusBackground, .helpText: Theme.statusText, .helpKey: .white, .helpFrame: Theme.zhihuBlue,
        .match: Theme.matchBackground, .matchText: .white,
        .currentMatch: Theme.currentMatchBackground, .currentMatchText: Theme.currentMatchText,
        .linkLabel: Theme.currentMatchBackground, .linkLabelText: Theme.currentMatchText,
        .banner: Theme.fallbackHue, .bannerText: .white, .bannerHint: Theme.bannerHint, .dot: Theme.dotInactive,
    ])

    /// The terminal theme in the eight colours: its greys would turn yellow or white there, so
    /// read titles and hints are the terminal's own text, dim.
    public static let terminal8: ThemePalette = {
        var palette = terminal
        palette[.read] = nil
        palette[.hint] = nil
        palette.readAttributes = .dim
        palette.hintAttributes = .dim
        return palette
    }()

    /// The app's white page: #333 titles, grey hints (darker than the app's #999, which has only
    /// 2.8:1 on white), read titles between the two, the app's blue bars.
    public static let day = ThemePalette([
        .page: .white, .title: RGBColor(hex: 0x333333), .body: RGBColor(hex: 0x404040),
        .read: RGBColor(hex: 0x636363), .hint: RGBColor(hex: 0x767676), .selection: RGBColor(hex: 0x1A6FB0),
        .link: RGBColor(hex: 0x0F6CB0), .citation: RGBColor(hex: 0x767676), .quote: RGBColor(hex: 0x5C5C5C),
        .bullet: Theme.zhihuBlue, .code: RGBColor(hex: 0x8A5A00), .error: RGBColor(hex: 0xC62828),
        .bar: Theme.zhihuBlue, .barText: .white,
        .status: RGBColor(hex: 0xEEEEEE), .statusText: RGBColor(hex: 0x555555),
        .statusAccent: RGBColor(hex: 0x222222),
        .help: RGBColor(hex: 0xF2F2F2), .helpText: RGBColor(hex: 0x444444), .helpKey: RGBColor(hex: 0x1A1A1A),
        .helpFrame: RGBColor(hex: 0x1270A8),
        .match: RGBColor(hex: 0xFCE9A7), .matchText: RGBColor(hex: 0x333333),
        .currentMatch: RGBColor(hex: 0xF2B530), .currentMatchText: Theme.currentMatchText,
        .linkLabel: RGBColor(hex: 0xF2B530), .linkLabelText: Theme.currentMatchText,
        .banner: Theme.fallbackHue, .bannerText: .white, .bannerHint: Theme.bannerHint, .dot: Theme.dotInactive,
    ])

    /// The app's 夜间模式: a dark grey page, soft grey text, read titles between it and the
    /// hints, a softer, darker blue for the bars.
    public static let night = ThemePalette([
        .page: RGBColor(hex: 0x1C1C1C), .title: RGBColor(hex: 0xD0D0D0), .body: RGBColor(hex: 0xBCBCBC),
        .read: RGBColor(hex: 0x858585), .hint: RGBColor(hex: 0x707070), .selection: RGBColor(hex: 0x5AA9E6),
        .link: RGBColor(hex: 0x6CB4EE), .citation: RGBColor(hex: 0x8A8A8A), .quote: RGBColor(hex: 0xA8A8A8),
        .bullet: RGBColor(hex: 0x3E7CB1), .code: RGBColor(hex: 0xD7B476), .error: RGBColor(hex: 0xF07167),
        .bar: RGBColor(hex: 0x24547F), .barText: RGBColor(hex: 0xE0E0E0),
        .status: Theme.statusBackground, .statusText: RGBColor(hex: 0xB2B2B2),
        .statusAccent: RGBColor(hex: 0xEEEEEE),
        .help: Theme.statusBackground, .helpText: RGBColor(hex: 0xC0C0C0), .helpKey: RGBColor(hex: 0xEEEEEE),
        .helpFrame: RGBColor(hex: 0x5A9BD5),
        .match: RGBColor(hex: 0x5C4A12), .matchText: RGBColor(hex: 0xF0F0F0),
        .currentMatch: Theme.currentMatchBackground, .currentMatchText: Theme.currentMatchText,
        .linkLabel: Theme.currentMatchBackground, .linkLabelText: Theme.currentMatchText,
        .banner: Theme.fallbackHue, .bannerText: RGBColor(hex: 0xEEEEEE), .bannerHint: Theme.bannerHint,
        .dot: Theme.dotInactive,
    ])

    private static let black = RGBColor(hex: 0x000000)
    private static let red = RGBColor(hex: 0xCD0000)
    private static let yellow = RGBColor(hex: 0xCDCD00)
    private static let blue = RGBColor(hex: 0x0000EE)
    private static let cyan = RGBColor(hex: 0x00CDCD)
    private static let white = RGBColor(hex: 0xE5E5E5)

    /// Day in the eight colours: black on white, dim for read titles and hints, blue for links and
    /// bars (cyan, which the app's blue would turn into, has 1.6:1 on white), a black status line.
    public static let day8 = ThemePalette(
        [
            .page: white, .title: black, .body: black, .read: black, .hint: black, .selection: blue, .link: blue,
            .citation: blue, .quote: black, .bullet: blue, .code: black, .error: red,
            .bar: blue, .barText: white,
            .status: black, .statusText: white, .statusAccent: white,
            .help: black, .helpText: white, .helpKey: white, .helpFrame: cyan,
            .match: yellow, .matchText: black, .currentMatch: cyan, .currentMatchText: black,
            .linkLabel: cyan, .linkLabelText: black,
            .banner: Theme.fallbackHue, .bannerText: .white, .bannerHint: Theme.bannerHint, .dot: Theme.dotInactive,
        ], readAttributes: .dim, hintAttributes: .dim)

    /// Night in the eight colours: white on black, dim for read titles and hints, cyan for links
    /// (blue has 2.2:1 on black), the blue bars.
    public static let night8 = ThemePalette(
        [
            .page: black, .title: white, .body: white, .read: white, .hint: white, .selection: cyan, .link: cyan,
            .citation: cyan, .quote: white, .bullet: cyan, .code: yellow, .error: red,
            .bar: blue, .barText: white,
            .status: black, .statusText: white, .statusAccent: white,
            .help: black, .helpText: white, .helpKey: white, .helpFrame: cyan,
            .match: yellow, .matchText: black, .currentMatch: cyan, .currentMatchText: black,
            .linkLabel: cyan, .linkLabelText: black,
            .banner: Theme.fallbackHue, .bannerText: .white, .bannerHint: Theme.bannerHint, .dot: Theme.dotInactive,
        ], readAttributes: .dim, hintAttributes: .dim)
}
