import ZReaderScreen

/// How the status line's parts share one row: where you are on the left, a message after it, and
/// the keys on the right, the way out last to go.
///
/// The right side's parts go in order of their rank, lowest first, until the rest fits beside at
/// least a few columns of the left side and of the message; the way out (`q 返回`, `q 退出`) is
/// never dropped, so at every width the screen keeps it. What is left of the row goes to the
/// message first (up to its width, the left side keeping a few columns), then to the left side;
/// each is shortened with `…`.
struct StatusLineLayout {
    /// A part of the right side, with how much the line wants to keep it.
    struct Part {
        var text: DisplayText
        /// Higher is kept longer; `Int.max` is never dropped.
        var rank: Int
    }

    /// One piece of text placed on the row.
    struct Placed: Equatable {
        var text: DisplayText
        var x: Int
    }

    var left: Placed?
    var message: Placed?
    var right: Placed?

    /// Columns between the parts.
    static let gap = 2
    /// Columns the left side keeps beside a message, when the row has them.
    static let leftMinimum = 12
    /// Columns a message keeps before the right side's optional parts, when the row has them.
    static let messageMinimum = 24
    /// Columns of a message worth more than help.
    static let messageGlimpse = 6
    /// Parts of this rank and above (help, a count being typed) stay beside a glimpse of a message.
    static let keyRank = 4

    init(width: Int, left: DisplayText, message: DisplayText?, right parts: [Part]) {
        let usable = max(0, width - 2)
        let wanted = StatusLineLayout.wanted(left: left, message: message)
        // Help and a count being typed give way only to a glimpse of a message.
        let glimpse = message.map { min($0.width, StatusLineLayout.messageGlimpse) } ?? 0
        var kept = parts
        let droppable = { (parts: [Part]) in parts.indices.filter { parts[$0].rank != .max } }
        while let weakest = droppable(kept).min(by: { kept[$0].rank < kept[$1].rank }) {
            let need = kept[weakest].rank >= StatusLineLayout.keyRank ? glimpse : wanted
            if StatusLineLayout.joined(kept).width + StatusLineLayout.gap + need <= usable { break }
            kept.remove(at: weakest)
        }
        let rightText = StatusLineLayout.joined(kept)
        let rightWidth = min(rightText.width, usable)
        if rightWidth > 0 {
            right = Placed(text: rightText.truncated(width: rightWidth), x: 1 + usable - rightWidth)
        }
        var room = usable - rightWidth - (rightWidth > 0 ? StatusLineLayout.gap : 0)
        guard room > 0 else { return }
        guard let message, !message.isEmpty else {
            if !left.isEmpty { self.left = Placed(text: left.truncated(width: room), x: 1) }
            return
        }
        let leftWidth =
            left.isEmpty
            ? 0 : min(left.width, max(StatusLineLayout.leftMinimum, room - StatusLineLayout.gap - message.width))
        var x = 1
        // Squeezed, the message goes first: the left side says what the screen already shows.
        if leftWidth > 0, leftWidth + StatusLineLayout.gap + min(message.width, StatusLineLayout.messageMinimum) <= room
        {
            self.left = Placed(text: left.truncated(width: leftWidth), x: x)
            x += leftWidth + StatusLineLayout.gap
            room -= leftWidth + StatusLineLayout.gap
        }
        self.message = Placed(text: message.truncated(width: room), x: x)
    }

    /// The columns the left side and the message ask for before the right side's optional parts.
    private static func wanted(left: DisplayText, message: DisplayText?) -> Int {
        let leftWanted = min(left.width, leftMinimum)
        guard let message, !message.isEmpty else { return leftWanted }
        return leftWanted + gap + min(message.width, messageMinimum)
    }

    private static func joined(_ parts: [Part]) -> DisplayText {
        DisplayText.joined(parts.map(\.text).filter { !$0.isEmpty }, separator: "  ")
    }
}
