import ZReaderScreen

extension KeyMap {
    /// zreader's own keys: vim's, the terminal's keys beside them, and the letters of the app's
    /// buttons.
    public static let standard = KeyMap(screens: [
        .home: home, .reader: reader, .comments: comments, .favourites: favourites, .search: search,
    ])

    static let home: [KeyBinding] = [
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
        KeyBinding([.character("/")], .search, "搜索缓存的文章（#栏目 限定栏目）"),
        KeyBinding([.character("d")], .jumpToDate, "跳到某一天（往期）"),
        KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开"),
        KeyBinding([.character("r")], .refresh, "刷新今日 / 重试"),
        KeyBinding([.character("D")], .downloadLoadedDays, "离线下载已加载的日子"),
        KeyBinding([.character("i")], .togglePictures, "显示 / 隐藏图片"),
        KeyBinding([.character("t")], .toggleNightMode, "日间 / 夜间模式"),
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

    static let reader: [KeyBinding] =
        textScrolling + [
            KeyBinding([.character("G"), .end], .bottom, "结尾"),
            KeyBinding([.character("n")], .nextStory, "下一篇；查找时：下一处"),
            KeyBinding([.character("N")], .previousMatch, "查找时：上一处"),
            KeyBinding([.character("p")], .previousStory, "上一篇"),
            KeyBinding([.character("c")], .openComments, "评论"),
            KeyBinding([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
            KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开（3o 打开第 3 个链接）"),
            KeyBinding([.character("y")], .copyLink, "复制链接（3y 复制第 3 个链接）"),
            KeyBinding([.character("/")], .search, "在文中查找"),
            KeyBinding([.character("f")], .openLinkHints, "标出链接，输入标签打开"),
            KeyBinding([.character("F")], .copyLinkHints, "标出链接，输入标签复制"),
            KeyBinding([.character("L")], .showLinks, "文末的链接列表"),
            KeyBinding([.character("r")], .refresh, "重新加载"),
            KeyBinding([.character("i")], .togglePictures, "显示 / 隐藏图片"),
            KeyBinding([.character("v")], .viewPicture, "全屏查看图片（任意键返回）"),
            KeyBinding([.character("t")], .toggleNightMode, "日间 / 夜间模式"),
            KeyBinding([.character("q"), .escape, .backspace], .back, "返回"),
            KeyBinding([.character("?")], .toggleHelp, "帮助"),
        ]

    static let comments: [KeyBinding] =
        textScrolling + [
            KeyBinding([.character("G"), .end], .bottom, "结尾（加载更多评论）"),
            KeyBinding([.character("r")], .refresh, "重试"),
            KeyBinding([.character("t")], .toggleNightMode, "日间 / 夜间模式"),
            KeyBinding([.character("q"), .escape, .backspace], .back, "返回文章"),
            KeyBinding([.character("?")], .toggleHelp, "帮助"),
        ]

    static let favourites: [KeyBinding] = [
        KeyBinding([.character("j"), .down], .moveDown, "下一条"),
        KeyBinding([.character("k"), .up], .moveUp, "上一条"),
        KeyBinding([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        KeyBinding([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        KeyBinding([.character("g"), .home], .top, "第一条"),
        KeyBinding([.character("G"), .end], .bottom, "最后一条"),
        KeyBinding([.enter], .open, "阅读"),
        KeyBinding([.character("s")], .toggleFavourite, "取消收藏"),
        KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开"),
        KeyBinding([.character("/")], .search, "搜索缓存的文章"),
        KeyBinding([.character("i")], .togglePictures, "显示 / 隐藏图片"),
        KeyBinding([.character("t")], .toggleNightMode, "日间 / 夜间模式"),
        KeyBinding([.character("q"), .escape, .backspace], .back, "返回首页"),
        KeyBinding([.character("?")], .toggleHelp, "帮助"),
    ]

    static let search: [KeyBinding] = [
        KeyBinding([.character("j"), .down], .moveDown, "下一条"),
        KeyBinding([.character("k"), .up], .moveUp, "上一条"),
        KeyBinding([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        KeyBinding([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        KeyBinding([.character("g"), .home], .top, "第一条"),
        KeyBinding([.character("G"), .end], .bottom, "最后一条"),
        KeyBinding([.enter], .open, "阅读（n/N 跳到下一处/上一处）"),
        KeyBinding([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
        KeyBinding([.character("o")], .openInBrowser, "在浏览器中打开"),
        KeyBinding([.character("/")], .search, "重新搜索"),
        KeyBinding([.character("i")], .togglePictures, "显示 / 隐藏图片"),
        KeyBinding([.character("t")], .toggleNightMode, "日间 / 夜间模式"),
        KeyBinding([.character("q"), .escape, .backspace], .back, "返回"),
        KeyBinding([.character("?")], .toggleHelp, "帮助"),
    ]
}
