import ZReaderScreen

/// zreader's colours and how each element is styled at a colour depth.
///
/// The list itself keeps the terminal's own colours, so zreader looks at home on dark and light
/// terminals; the banner, bars and headers carry their own backgrounds. Without colour (NO_COLOR or
/// a monochrome terminal) every element falls back to attributes: bold, dim, reverse.
public struct Theme: Hashable, Sendable {
    public var depth: ColorDepth

    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The header colour of seed 004 (`#1790D3`, the app's bar blue).
    public static let zhihuBlue = RGBColor(hex: 0x1790D3)
    /// The banner's colour when a top story has no `image_hue`.
    public static let fallbackHue = RGBColor(hex: 0x3F5568)
    public static let readTitle = RGBColor(hex: 0x777777)
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

    var hasColor: Bool { depth.hasColor }

    // MARK: Bars and headers

    /// A section header, and the top bar once fully faded in.
    public var header: CellStyle {
        hasColor ? CellStyle(fg: .white, bg: Theme.zhihuBlue, .bold) : CellStyle(attributes: [.bold, .reverse])
    }

    /// A row of a shaded backdrop (the banner, the reader's header): white text over `hue` with
    /// the banner's gradient laid over it; the terminal's colours without colour.
    public func backdrop(hue: RGBColor, row: Int, height: Int) -> CellStyle {
        hasColor ? CellStyle(fg: .white, bg: BannerGradient.color(hue: hue, row: row, height: height)) : .plain
    }

    // MARK: Story rows

    public func storyTitle(isRead: Bool, isSelected: Bool) -> CellStyle {
        guard hasColor else {
            var attributes: TextAttributes = isRead ? [.dim] : []
            if isSelected { attributes.formUnion([.bold, .reverse]) }
            return CellStyle(attributes: attributes)
        }
        if isSelected {
            return CellStyle(
                fg: isRead ? Theme.zhihuBlue.blended(with: Theme.readTitle, alpha: 0.4) : Theme.zhihuBlue, bg: nil,
                .bold)
        }
        return isRead ? CellStyle(fg: Theme.readTitle, bg: nil) : .plain
    }

    public var storyHint: CellStyle {
        hasColor ? CellStyle(fg: Theme.hint, bg: nil) : CellStyle(attributes: .dim)
    }

    public var selectionMarker: CellStyle {
        hasColor ? CellStyle(fg: Theme.zhihuBlue, bg: nil, .bold) : CellStyle(attributes: .bold)
    }

    public var footer: CellStyle { storyHint }

    public var footerError: CellStyle {
        hasColor ? CellStyle(fg: Theme.errorText, bg: nil) : CellStyle(attributes: .bold)
    }

    // MARK: Status line

    public var statusLine: CellStyle {
        hasColor ? CellStyle(fg: Theme.statusText, bg: Theme.statusBackground) : CellStyle(attributes: .reverse)
    }

    public var statusError: CellStyle {
        hasColor
            ? CellStyle(fg: Theme.errorText, bg: Theme.statusBackground, .bold)
            : CellStyle(attributes: [.reverse, .bold])
    }

    public var statusAccent: CellStyle {
        hasColor ? CellStyle(fg: .white, bg: Theme.statusBackground, .bold) : CellStyle(attributes: [.reverse, .bold])
    }

    // MARK: Overlays

    public var overlayFrame: CellStyle {
        hasColor ? CellStyle(fg: Theme.zhihuBlue, bg: Theme.statusBackground) : CellStyle(attributes: .reverse)
    }

    public var overlayText: CellStyle { statusLine }

    public var overlayKey: CellStyle { statusAccent }
}
