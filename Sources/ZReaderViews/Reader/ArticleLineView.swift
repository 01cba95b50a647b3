import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// One line of an article, styled by what it belongs to and by its spans' inline styles.
struct ArticleLineView: ScreenView {
    var line: ArticleLine
    var theme: Theme

    /// Draws the line in the first row of `area`, the measure's columns.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let clip = area.row(0)
        let x = clip.x
        let y = clip.y
        var column = x + line.indent
        if !line.prefix.isEmpty {
            column += buffer.write(line.prefix, at: Point(x: column, y: y), style: prefixStyle, clip: clip)
        }
        for span in line.spans {
            column += buffer.write(span.text, at: Point(x: column, y: y), style: style(for: span.style), clip: clip)
        }
    }

    private var baseStyle: CellStyle {
        guard theme.hasColor else {
            switch line.kind {
            case .meta, .figure, .linkEntry, .viewMore, .relatedNews: return CellStyle(attributes: .dim)
            case .questionTitle, .heading, .linksHeading, .notice: return CellStyle(attributes: .bold)
            case .body, .quote, .listItem, .equation, .preformatted, .rule, .blank, .picture: return .plain
            }
        }
        switch line.kind {
        case .questionTitle, .heading, .linksHeading: return theme.text(.title, .bold)
        case .meta: return theme.text(.hint)
        case .quote: return theme.text(.quote)
        case .figure, .rule: return theme.text(.hint)
        case .equation, .preformatted: return theme.text(.code)
        case .viewMore, .linkEntry, .relatedNews: return theme.text(.link)
        case .notice: return theme.text(.error, .bold)
        case .body, .listItem, .blank, .picture: return theme.text(.body)
        }
    }

    private var prefixStyle: CellStyle {
        switch line.kind {
        case .quote, .picture: theme.text(.bullet, monochrome: .dim)
        case .listItem: theme.text(.bullet)
        case .relatedNews, .questionTitle, .meta, .heading, .body, .figure, .equation, .preformatted, .rule,
            .viewMore, .linksHeading, .linkEntry, .blank, .notice:
            baseStyle
        }
    }

    private func style(for inline: InlineStyle) -> CellStyle {
        var style = baseStyle
        if inline.contains(.strong) { style.attributes.insert(.bold) }
        if inline.contains(.emphasis) { style.attributes.insert(.italic) }
        if inline.contains(.link) {
            if theme.hasColor { style.foreground = foreground(.link) }
            style.attributes.insert(.underline)
        }
        // A link's `[n]` in the links' colour (bold without colour), a citation's `¹` dimmed: a
        // reader looking up one never lands on the other.
        if inline.contains(.linkNumber) {
            if theme.hasColor { style.foreground = foreground(.link) } else { style.attributes.insert(.bold) }
        } else if inline.contains(.superscript) {
            if theme.hasColor { style.foreground = foreground(.citation) } else { style.attributes.insert(.dim) }
        }
        if inline.contains(.code), theme.hasColor { style.foreground = foreground(.code) }
        return style
    }

    private func foreground(_ name: ColorName) -> TerminalColor {
        theme.color(name).map(TerminalColor.rgb) ?? .terminalDefault
    }
}
