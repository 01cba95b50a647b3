import ZReaderScreen

/// Every key binding of every screen: the single source of both key handling and the help
/// overlay, so the two cannot drift.
public enum KeyMap {
    public static let home: [KeyBinding] = [
        KeyBinding([.character("j"), .down], .moveDown, "下一条"),
        KeyBinding([.character("k"), .up], .moveUp, "上一条"),
        KeyBinding([.control("e")], .scrollDown, "向下滚动一行"),
        KeyBinding([.control("y")], .scrollUp, "向上滚动一行"),
        KeyBinding([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        KeyBinding([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        KeyBinding([.control("d")], .halfPageDown, "下半页"),
        KeyBinding([.control("u")], .halfPageUp, "上半页"),
        KeyBinding([.character("g"), .home], .top, "回到顶部"),
        KeyBinding([.character("G"), .end], .bottom, "到底部（加载更早的日子）"),
        KeyBinding([.character("l"), .right], .bannerNext, "下一张头条"),
        KeyBinding([.character("h"), .left], .bannerPrevious, "上一张头条"),
        KeyBinding([.enter], .open, "阅读所选文章"),
        KeyBinding([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
        KeyBinding([.character("F")], .showFavourites, "收藏夹"),
        KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开"),
        KeyBinding([.character("r")], .refresh, "刷新今日 / 重试"),
        KeyBinding([.character("D")], .downloadLoadedDays, "离线下载已加载的日子"),
        KeyBinding([.character("?")], .toggleHelp, "帮助"),
        KeyBinding([.character("q")], .quit, "退出"),
    ]

    /// Scrolling a page of text, the same in the reader and the comments.
    private static let textScrolling: [KeyBinding] = [
        KeyBinding([.character("j"), .down, .control("e")], .scrollDown, "向下滚动一行"),
        KeyBinding([.character("k"), .up, .control("y")], .scrollUp, "向上滚动一行"),
        KeyBinding([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        KeyBinding([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        KeyBinding([.control("d")], .halfPageDown, "下半页"),
        KeyBinding([.control("u")], .halfPageUp, "上半页"),
        KeyBinding([.character("g"), .home], .top, "开头"),
    ]

    public static let reader: [KeyBinding] =
        textScrolling + [
            KeyBinding([.character("G"), .end], .bottom, "结尾"),
            KeyBinding([.character("n")], .nextStory, "下一篇"),
            KeyBinding([.character("p")], .previousStory, "上一篇"),
            KeyBinding([.character("c")], .openComments, "评论"),
            KeyBinding([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
            KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开"),
            KeyBinding([.character("y")], .copyLink, "复制链接"),
            KeyBinding([.character("r")], .refresh, "重新加载"),
            KeyBinding([.character("q"), .escape, .backspace], .back, "返回"),
            KeyBinding([.character("?")], .toggleHelp, "帮助"),
        ]

    public static let comments: [KeyBinding] =
        textScrolling + [
            KeyBinding([.character("G"), .end], .bottom, "结尾（加载更多评论）"),
            KeyBinding([.character("r")], .refresh, "重试"),
            KeyBinding([.character("q"), .escape, .backspace], .back, "返回文章"),
            KeyBinding([.character("?")], .toggleHelp, "帮助"),
        ]

    public static let favourites: [KeyBinding] = [
        KeyBinding([.character("j"), .down], .moveDown, "下一条"),
        KeyBinding([.character("k"), .up], .moveUp, "上一条"),
        KeyBinding([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        KeyBinding([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        KeyBinding([.character("g"), .home], .top, "第一条"),
        KeyBinding([.character("G"), .end], .bottom, "最后一条"),
        KeyBinding([.enter], .open, "阅读"),
        KeyBinding([.character("s")], .toggleFavourite, "取消收藏"),
        KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开"),
        KeyBinding([.character("q"), .escape, .backspace], .back, "返回首页"),
        KeyBinding([.character("?")], .toggleHelp, "帮助"),
    ]

    /// Mouse actions, listed in the help overlay after the keys.
    public static let mouseHelp: [(String, String)] = [
        ("滚轮", "滚动"),
        ("点击", "选择；再点一次打开"),
    ]

    public static func bindings(for screen: Screen) -> [KeyBinding] {
        switch screen {
        case .home: home
        case .reader: reader
        case .comments: comments
        case .favourites: favourites
        }
    }

    /// The command `key` gives on `screen`, if any.
    public static func command(for key: Key, in screen: Screen) -> Command? {
        bindings(for: screen).first { $0.keys.contains(key) }?.command
    }
}
