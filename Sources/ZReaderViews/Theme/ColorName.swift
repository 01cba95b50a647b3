import ZReaderModel

/// The name of every colour a theme paints with: what the palettes define, `[colors]` in the
/// config file overrides and `--print-config` lists.
///
/// Each name paints one kind of thing on every screen, so overriding a name changes exactly the
/// cells of that kind. The pictures' own colours (and a story's `image_hue`) have no name: they
/// belong to the story.
public enum ColorName: Int, Hashable, Sendable, CaseIterable {
    case page, title, body, read, hint, selection, link, citation, quote, bullet, code, error
    case bar, barText
    case status, statusText, statusAccent
    case help, helpText, helpKey, helpFrame
    case match, matchText, currentMatch, currentMatchText, linkLabel, linkLabelText
    case banner, bannerText, bannerHint, dot

    /// The name in `[colors]`: lower case, words joined by `-`.
    public var configName: String {
        switch self {
        case .page: "page"
        case .title: "title"
        case .body: "body"
        case .read: "read"
        case .hint: "hint"
        case .selection: "selection"
        case .link: "link"
        case .citation: "citation"
        case .quote: "quote"
        case .bullet: "bullet"
        case .code: "code"
        case .error: "error"
        case .bar: "bar"
        case .barText: "bar-text"
        case .status: "status"
        case .statusText: "status-text"
        case .statusAccent: "status-accent"
        case .help: "help"
        case .helpText: "help-text"
        case .helpKey: "help-key"
        case .helpFrame: "help-frame"
        case .match: "match"
        case .matchText: "match-text"
        case .currentMatch: "current-match"
        case .currentMatchText: "current-match-text"
        case .linkLabel: "link-label"
        case .linkLabelText: "link-label-text"
        case .banner: "banner"
        case .bannerText: "banner-text"
        case .bannerHint: "banner-hint"
        case .dot: "dot"
        }
    }

    /// What the colour paints, in one line (for `--print-config`).
    public var help: String {
        switch self {
        case .page: "the page: the background of every screen"
        case .title: "story titles not yet read, and the article's headings"
        case .body: "article and comment text, search snippets"
        case .read: "titles of stories already read"
        case .hint: "the line under a title (author, reading time), dates, captions, loading notices"
        case .selection: "the selection marker ▌ and the selected story's title"
        case .link: "links and their [n] in articles, related stories, comment authors"
        case .citation: "citation marks (¹ ²) in articles"
        case .quote: "quoted text in articles"
        case .bullet: "list bullets and the bar beside quotes"
        case .code: "code, preformatted text and equations"
        case .error: "what failed: footers, notices and errors in the status line"
        case .bar: "the blue bars: the top bar, the days' headers, the screens' title bars"
        case .barText: "text on the bars"
        case .status: "the status line at the bottom, and the prompts in it"
        case .statusText: "the status line's key hints and what a prompt has typed"
        case .statusAccent: "the status line's place and messages, a prompt's question"
        case .help: "the help box"
        case .helpText: "what each key does, in the help box"
        case .helpKey: "the keys and the title of the help box"
        case .helpFrame: "the help box's frame and page line"
        case .match: "behind text a search matched"
        case .matchText: "text a search matched"
        case .currentMatch: "behind the match n and N are on"
        case .currentMatchText: "the match n and N are on"
        case .linkLabel: "behind the labels f and F put on links"
        case .linkLabelText: "the labels f and F put on links"
        case .banner: "the banner and the article's header when a story has no colour of its own"
        case .bannerText: "titles over the banner and the article's header picture, the current page dot"
        case .bannerHint: "hints, dates and picture credits over the banner and the header"
        case .dot: "the banner's other page dots"
        }
    }

    /// The name `configName` names, if any.
    public init?(configName: String) {
        guard let name = ColorName.allCases.first(where: { $0.configName == configName }) else { return nil }
        self = name
    }

    /// Every name `[colors]` accepts: each colour for every theme (`title`), and for one theme
    /// only, winning there over the plain name (`night-title`, `day-title`, `terminal-title`).
    public static let configNames: [String] =
        allCases.map(\.configName)
        + ThemeName.allCases.flatMap { theme in allCases.map { "\(theme.rawValue)-\($0.configName)" } }
}
