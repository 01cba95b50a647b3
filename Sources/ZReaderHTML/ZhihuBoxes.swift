import ZReaderDomain

/// The API's own markup in a body, read apart from the HTML around it: questions (their titles,
/// and advertisements dressed as questions), answers (the second set apart from the first), and
/// the boxes read only for their parts, each of which ends as one block: an answer's `div.meta`
/// (author and bio), `div.view-more` (the link to the discussion), the headline's related-news box,
/// tables (a line a row) and videos.
///
/// `ArticleBuilder` opens them where the markup has them, asks what an element inside the box is
/// read for, hands over the text it captured there, and emits the block the box leaves. Inside a
/// box nothing but its parts is read, so one box at most is open (with a table's row inside it).
struct ZhihuBoxes {
    /// A box as it opens, from its element.
    enum Opening {
        /// `div.meta`.
        case meta
        /// `div.view-more`.
        case viewMore
        /// `div.headline-background`, or its link alone (then its address is the box's).
        case related(url: WebURL?)
        /// `table`.
        case table
        /// `video`, with its attributes (`src`, `title`).
        case video(ElementAttributes)
    }

    /// Text captured inside the API's markup, and what it is for.
    enum Part {
        case questionTitle, author, bio, cell, viewMoreLabel, relatedTitle
    }

    /// What an element inside the box is read for.
    enum Reading {
        /// Its text, as the part.
        case capture(Part)
        /// A table's row, now open: the cells inside it make one line, and its end closes it.
        case row
        /// Nothing: its text is dropped, and the elements inside it are asked about in turn.
        case dropped
    }

    /// What captured text does beyond what the box keeps.
    enum Outcome {
        /// Nothing more: the box keeps it for its block, or it is a question's empty title.
        case kept
        /// A question's title, shown where it is read.
        case block(ArticleBlock)
        /// The question is an advertisement: the blocks and links read since it started are taken
        /// back, and nothing more is read until it ends.
        case advertisement(blocksBefore: Int, linksBefore: Int)
    }

    /// A block a box leaves, and the link it shows, numbered before it as the text's links are.
    struct LinkedBlock {
        var block: ArticleBlock
        var link: WebURL?
    }

    /// What a question's element gives back when it ends: the question open around it, and the
    /// answers that one had.
    struct Enclosing {
        fileprivate var question: QuestionStart?
        fileprivate var answers: Int
    }

    /// Where a question starts: its frame, and how many blocks and links came before it.
    fileprivate struct QuestionStart {
        var frame: Int
        var blocks: Int
        var links: Int
    }

    /// The open box, with what its parts gave so far.
    private enum Box {
        /// The author (before a `，` when a bio follows) and the bio.
        case meta(author: String?, bio: String?)
        /// The first link, and its text.
        case viewMore(hasAnchor: Bool, url: WebURL?, label: String)
        /// The link and the title.
        case related(url: WebURL?, title: String)
        /// The cells of the open row; nil between rows.
        case table(row: [String]?)
        /// The address (`src`, else the first `source`) and the title.
        case video(url: WebURL?, title: String?)
    }

    /// The box being read; nil outside them.
    private var box: Box?
    /// The current question: where its frame is, and how many blocks and links came before it, to
    /// take back if its title says it is an advertisement.
    private var question: QuestionStart?
    /// Answers read so far in the current question, to separate the second from the first.
    private var answersInQuestion = 0
    /// Inside an advertisement: the position of its question's frame, which ends it.
    private var advertisement: Int?

    /// True inside an advertisement: its elements still end, restoring what they changed, but the
    /// builder reads nothing and adds nothing.
    var isInAdvertisement: Bool { advertisement != nil }

    /// The element whose frame was at `frame` ended: an advertisement ends with its question.
    mutating func elementEnded(atFrame frame: Int) {
        if advertisement == frame { advertisement = nil }
    }

    // MARK: Questions and answers

    /// A `div.question` starts, its frame at `frame`, after `blocks` blocks and `links` links.
    mutating func openQuestion(frame: Int, blocks: Int, links: Int) -> Enclosing {
        let enclosing = Enclosing(question: question, answers: answersInQuestion)
        question = QuestionStart(frame: frame, blocks: blocks, links: links)
        answersInQuestion = 0
        return enclosing
    }

    /// The question ends: the one around it is current again.
    mutating func closeQuestion(restoring enclosing: Enclosing) {
        question = enclosing.question
        answersInQuestion = enclosing.answers
    }

    /// A `div.answer` starts: true when another came before it in the question, to be set apart.
    mutating func openAnswer() -> Bool {
        defer { answersInQuestion += 1 }
        return answersInQuestion > 0
    }

    // MARK: Boxes

    /// A box starts.
    mutating func open(_ opening: Opening) {
        switch opening {
        case .meta:
            box = .meta(author: nil, bio: nil)
        case .viewMore:
            box = .viewMore(hasAnchor: false, url: nil, label: "")
        case .related(let url):
            box = .related(url: url, title: "")
        case .table:
            box = .table(row: nil)
        case .video(let attributes):
            box = .video(url: attributes.src.flatMap(LinkTable.target(ofHref:)), title: attributes.title)
        }
    }

    /// What the element `name` inside the box is read for; a link or a source the box takes its
    /// address from is kept as it starts, and a table's row opens.
    mutating func reading(_ name: String, _ attributes: ElementAttributes) -> Reading {
        switch box {
        case nil:
            break
        case .meta(let author, let bio):
            if author == nil && attributes.hasClass("author") { return .capture(.author) }
            if bio == nil && attributes.hasClass("bio") { return .capture(.bio) }
        case .viewMore(let hasAnchor, _, let label):
            if name == "a" && !hasAnchor {
                box = .viewMore(hasAnchor: true, url: attributes.href.flatMap(LinkTable.target(ofHref:)), label: label)
                return .capture(.viewMoreLabel)
            }
        case .related(let url, let title):
            if attributes.hasClass("heading-content") { return .capture(.relatedTitle) }
            if name == "a" && url == nil {
                box = .related(url: attributes.href.flatMap(LinkTable.target(ofHref:)), title: title)
            }
        case .table(let row):
            if row == nil && name == "tr" {
                box = .table(row: [])
                return .row
            }
            if row != nil && (name == "td" || name == "th") { return .capture(.cell) }
        case .video(let url, let title):
            if name == "source" && url == nil {
                box = .video(url: attributes.src.flatMap(LinkTable.target(ofHref:)), title: title)
            }
        }
        return .dropped
    }

    /// The text captured for `part` ends.
    mutating func take(_ text: String, for part: Part) -> Outcome {
        switch part {
        case .questionTitle:
            if let question, text.contains("广告") {
                // Advertisements come dressed as questions; other clients drop them too.
                advertisement = question.frame
                return .advertisement(blocksBefore: question.blocks, linksBefore: question.links)
            }
            return text.isEmpty ? .kept : .block(.questionTitle(ArticleBuilder.display(text)))
        case .author:
            if case .meta(_, let bio) = box { box = .meta(author: text, bio: bio) }
        case .bio:
            if case .meta(let author, _) = box { box = .meta(author: author, bio: text) }
        case .cell:
            if case .table(var row?) = box {
                // Out of `box` first, so that the row grows in place however many cells it has.
                box = nil
                row.append(text)
                box = .table(row: row)
            }
        case .viewMoreLabel:
            if case .viewMore(let hasAnchor, let url, _) = box {
                box = .viewMore(hasAnchor: hasAnchor, url: url, label: text)
            }
        case .relatedTitle:
            if case .related(let url, _) = box { box = .related(url: url, title: text) }
        }
        return .kept
    }

    /// The box's element, or its open row's, ends: the block it leaves, if any.
    mutating func close() -> LinkedBlock? {
        switch box {
        case nil:
            return nil
        case .meta(let author, let bio):
            box = nil
            return Self.meta(author: author, bio: bio).map { LinkedBlock(block: $0) }
        case .viewMore(_, let url, let label):
            box = nil
            guard let url else { return nil }
            return LinkedBlock(
                block: .viewMore(label: label.isEmpty ? "查看知乎讨论" : ArticleBuilder.display(label), url: url), link: url)
        case .related(let url, let title):
            box = nil
            guard !title.isEmpty else { return nil }
            return LinkedBlock(block: .relatedNews(title: ArticleBuilder.display(title), url: url), link: url)
        case .table(nil):
            box = nil
            return nil
        case .table(let row?):
            box = .table(row: nil)
            let line = row.filter { !$0.isEmpty }.joined(separator: " │ ")
            return line.isEmpty ? nil : LinkedBlock(block: .paragraph([InlineSpan(ArticleBuilder.display(line))]))
        case .video(let url, let title):
            box = nil
            return Self.video(url: url, title: title)
        }
    }

    /// The block of an `iframe`, read whole as it starts: a video of its `src` and `title`.
    static func frame(_ attributes: ElementAttributes) -> LinkedBlock {
        video(url: attributes.src.flatMap(LinkTable.target(ofHref:)), title: attributes.title)
    }

    private static func video(url: WebURL?, title: String?) -> LinkedBlock {
        let title = title?.trimming(.whitespacesAndNewlines) ?? ""
        return LinkedBlock(
            block: .video(title: title.isEmpty ? nil : ArticleBuilder.display(title), url: url), link: url)
    }

    /// The answer's author and bio as one block: "王闪闪，" loses its comma when a bio follows, and an
    /// author without a name is "匿名用户".
    private static func meta(author: String?, bio: String?) -> ArticleBlock? {
        var author = Substring(author ?? "")
        var bio = Substring(bio ?? "")
        while let last = author.last, last == "，" || last == "," || last.isWhitespace { author.removeLast() }
        while let first = bio.first, first == "，" || first == "," || first.isWhitespace { bio.removeFirst() }
        guard !author.isEmpty || !bio.isEmpty else { return nil }
        return .answerMeta(
            author: author.isEmpty ? "匿名用户" : ArticleBuilder.display(String(author)),
            bio: bio.isEmpty ? nil : ArticleBuilder.display(String(bio)))
    }
}
