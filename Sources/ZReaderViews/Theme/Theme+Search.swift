import ZReaderScreen

extension Theme {
    /// Text a search matched, in titles, snippets and the article.
    func matched(_ style: CellStyle) -> CellStyle {
        var marked = style
        if hasColor {
            marked.background = palette[.match].map(TerminalColor.rgb) ?? .terminalDefault
            marked.foreground = palette[.matchText].map(TerminalColor.rgb) ?? .terminalDefault
        } else {
            marked.attributes.insert(.underline)
        }
        return marked
    }

    /// The match `n`/`N` is on.
    func currentMatch(_ style: CellStyle) -> CellStyle {
        var marked = style
        if hasColor {
            marked.background = palette[.currentMatch].map(TerminalColor.rgb) ?? .terminalDefault
            marked.foreground = palette[.currentMatchText].map(TerminalColor.rgb) ?? .terminalDefault
            marked.attributes.insert(.bold)
        } else {
            marked.attributes.formUnion([.reverse, .bold])
        }
        return marked
    }

    /// A link label in the reader, over the link's `[n]`.
    var hintLabel: CellStyle {
        style(.linkLabelText, on: .linkLabel, .bold, monochrome: [.reverse, .bold])
    }
}
