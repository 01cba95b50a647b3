import ZReaderScreen

/// A column (栏目) of Zhihu Daily — 瞎扯, 小事, 深夜惊奇… — as `sections` lists it, or as the cache
/// knows it from its stories.
public struct DailyColumn: Hashable, Sendable {
    /// The API's section id (瞎扯 is 2), when known: what `section/ID` asks for.
    public var id: Int?
    /// What names the column, and what its stories' titles begin with (`瞎扯 · …`).
    public var name: DisplayText
    public var description: DisplayText?
    /// The column's picture.
    public var thumbnailURL: WebURL?
    /// How many of its stories the cache holds, for a column known from the cache.
    public var storedCount: Int?

    public init(
        id: Int? = nil, name: DisplayText, description: DisplayText? = nil, thumbnailURL: WebURL? = nil,
        storedCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.thumbnailURL = thumbnailURL
        self.storedCount = storedCount
    }

    /// Whether `other` is this column: the same name (ids are not always known).
    public func isSame(as other: DailyColumn) -> Bool { name == other.name }
}
