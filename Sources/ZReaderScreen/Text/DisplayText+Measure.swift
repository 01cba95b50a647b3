extension DisplayText {
    /// Columns the text takes on screen.
    public var width: Int { TextWidth.width(of: string) }

    /// The text broken into lines of at most `width` columns, at most `maxLines` of them (the last
    /// ending in an ellipsis when text is left over): pieces of clean text stay clean.
    public func wrapped(width: Int, maxLines: Int = .max) -> [DisplayText] {
        LineWrapper.wrap(string, width: width, maxLines: maxLines).map(DisplayText.init(alreadyClean:))
    }

    /// The text as the last line kept of something longer: ending in an ellipsis, within `width`.
    public func continued(width: Int) -> DisplayText {
        DisplayText(alreadyClean: LineWrapper.continued(string, width: width))
    }

    /// The text cut to `width` columns, with an ellipsis when cut.
    public func truncated(width: Int) -> DisplayText {
        DisplayText(alreadyClean: LineWrapper.truncate(string, width: width))
    }
}
