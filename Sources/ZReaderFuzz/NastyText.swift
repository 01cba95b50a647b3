/// Fragments of text that have broken terminal programs: wide and zero-width characters, clusters
/// that do not fit one cell, controls and escape sequences, punctuation with line-breaking rules.
///
/// None holds a box-drawing corner: the invariants find the help overlay by its corners.
enum NastyText {
    static let cjk = [
        "为什么", "知乎日报", "冬天的第一场雪", "在南极越冬站工作一年", "是一种什么体验", "宋朝人", "蛋炒饭", "睡不着",
        "数羊", "暖气", "流鼻血", "汴梁旧事", "掂勺的胖子", "耳鼻喉科", "瞎扯", "深夜惊奇", "大误", "小事",
        "𠀀𠀁𠀂", "龘", "〇", "ｱｲｳｴｵ", "カタカナ", "ひらがな", "한국어", "ＡＢＣ１２３",
    ]

    static let ascii = [
        "iPhone 15", "Swift", "3.5", "HTTP/2", "C++", "a", "I", "OK", "e.g.", "Zhihu Daily",
        "https://daily.zhihu.com/story/9773253?utm_source=a&utm_medium=b#c", "foo_bar-baz", "(1)", "x=y",
        "\"quoted\"", "'single'", "100%", "$5", "~/path/to/file.txt",
    ]

    static let punctuation = [
        "，", "。", "、", "；", "：", "？", "！", "「", "」", "『", "』", "（", "）", "《", "》", "【", "】",
        "……", "——", "·", "～", "“", "”", "‘", "’", "％", "℃", "‼", "⁉", "　", " ", "\u{A0}", "\u{202F}",
    ]

    static let emoji = [
        "😀", "🐱", "👍🏽", "👨‍👩‍👧‍👦", "👩🏻‍💻", "🏳️‍🌈", "🇨🇳", "🇯🇵🇺🇸", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "1️⃣", "❤️", "☺", "⌚",
        "🫠", "🧑‍🤝‍🧑", "🇦", "‼️", "©", "\u{1F3FB}",
    ]

    /// A letter under a hundred combining marks: one grapheme far beyond what a cell holds.
    static let zalgo = "Z" + String(String.UnicodeScalarView((0x300...0x363).compactMap(Unicode.Scalar.init)))

    /// Clusters whose first code point is not the one that decides the width, and other oddities.
    static let clusters = [
        "e\u{301}", "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", zalgo,
        "\u{600}1", "\u{6DD}2", "\u{110BD}", "\u{1100}\u{1161}\u{11A8}", "ที่", "क्षि", "नमस्ते", "مرحبا", "שלום",
        "\u{301}", "\u{20DD}", "\u{FE0F}", "ﷺ", "\u{1F1E6}\u{1F1E6}\u{1F1E6}", "Å", "ﬁ",
    ]

    /// Controls, invisible characters and kitty's placeholder: the view must never put one in a cell.
    static let controls = [
        "\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{1B}", "\u{1B}[2J",
        "\u{1B}]52;c;aGk=\u{7}", "\u{1B}[31m", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}31m", "\u{9F}",
        "\u{200B}", "\u{200D}", "\u{200E}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{AD}", "\u{2028}", "\u{FFFD}",
        // kitty's image placeholder with row, column and id diacritics: a tile of a live image.
        "\u{10EEEE}\u{305}\u{30D}\u{30E}",
    ]
}
