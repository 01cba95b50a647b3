import ZReaderScreen

/// A story's column (栏目): the `section` of `news/ID` when the API gives one, else the prefix
/// the lists put before a column's titles ("瞎扯 · 如何正确地吐槽").
public enum StoryColumn {
    /// Columns whose titles begin with their name, known even from one story.
    public static let knownNames: Set<DisplayText> = ["瞎扯", "小事", "大误", "深夜惊奇", "深夜食堂"]

    /// The column named at the start of `title`, if any: the words before " · ".
    public static func name(inTitle title: DisplayText) -> DisplayText? {
        guard let separator = title.string.firstRange(of: " · ") else { return nil }
        let prefix = title.string[..<separator.lowerBound]
        guard !prefix.isEmpty, prefix.count <= 8 else { return nil }
        return TextSanitizer.clean(String(prefix))
    }
}
