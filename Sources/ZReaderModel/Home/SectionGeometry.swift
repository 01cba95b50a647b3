/// Where one day's section sits in the home screen's content, in rows.
public struct SectionGeometry: Hashable, Sendable {
    /// The first row of the section: its header, or the blank row above its first story for today
    /// (which has none).
    public var top: Int
    /// 1 for a dated section, 0 for today's (the top bar carries its title).
    public var headerHeight: Int
    /// Each story block's first row, relative to `top`.
    public var storyOffsets: [Int]
    /// Each story block's rows, its blank spacer row included.
    public var storyHeights: [Int]

    /// The row after the section.
    public var end: Int { top + height }

    public var height: Int {
        guard let last = storyOffsets.last, let lastHeight = storyHeights.last else {
            return headerHeight
        }
        return last + lastHeight
    }

    /// Content rows of story `index`, spacer included; nil for an index the section does not have.
    public func storyRows(_ index: Int) -> Range<Int>? {
        guard storyOffsets.indices.contains(index), storyHeights.indices.contains(index) else { return nil }
        let start = top + storyOffsets[index]
        return start..<(start + storyHeights[index])
    }

    /// The story whose block holds `row`, if any.
    public func story(atRow row: Int) -> Int? {
        let relative = row - top
        guard relative >= storyOffsets.first ?? headerHeight, relative < height else { return nil }
        var low = 0
        var high = storyOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if storyOffsets[middle] <= relative { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
