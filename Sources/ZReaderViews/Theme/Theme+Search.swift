import ZReaderScreen

extension Theme {
    static let matchBackground = RGBColor(hex: 0x6B5A1E)
    static let currentMatchBackground = RGBColor(hex: 0xE3B341)

    /// Text a search matched, in titles, snippets and the article.
    func matched(_ style: CellStyle) -> CellStyle {
        var marked = style
        if hasColor {
            marked.background = .rgb(Theme.matchBackground)
            marked.foreground = .rgb(.white)
        } else {
            marked.attributes.insert(.underline)
        }
        return marked
    }

    /// The match `n`/`N` is on.
    func currentMatch(_ style: CellStyle) -> CellStyle {
        var marked = style
        if hasColor {
            marked.background = .rgb(Theme.currentMatchBackground)
            marked.foreground = .rgb(RGBColor(hex: 0x1A1A1A))
            marked.attributes.insert(.bold)
        } else {
            marked.attributes.formUnion([.reverse, .bold])
        }
        return marked
    }

    /// A link label in the reader, over the link's `[n]`.
    var hintLabel: CellStyle {
        hasColor
            ? CellStyle(fg: RGBColor(hex: 0x1A1A1A), bg: Theme.currentMatchBackground, .bold)
            : CellStyle(attributes: [.reverse, .bold])
    }
}
