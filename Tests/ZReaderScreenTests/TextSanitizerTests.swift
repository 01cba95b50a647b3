import Testing
import ZReaderScreen

@Suite("Sanitising text for the terminal")
struct TextSanitizerTests {
    @Test(arguments: [
        ("普通标题", "普通标题"),
        ("清屏\u{1B}[2J之后", "清屏之后"),
        ("剪贴板\u{1B}]52;c;ZXZpbA==\u{07}偷走", "剪贴板偷走"),
        ("标题栏\u{1B}]0;pwned\u{1B}\\恢复", "标题栏恢复"),
        ("八位\u{9B}31m红", "八位红"),
        ("设备\u{1B}P1$r0m\u{1B}\\控制", "设备控制"),
        ("反转\u{202E}txet", "反转txet"),
        ("隔离\u{2066}x\u{2069}", "隔离x"),
        ("零宽\u{200B}空格\u{FEFF}", "零宽空格"),
        ("删除\u{7F}符", "删除符"),
        ("响铃\u{07}和退格\u{08}", "响铃和退格"),
        ("换\n行\t制表\r回车", "换 行 制表 回车"),
        ("重置\u{1B}c完", "重置完"),
        ("保存光标\u{1B}7好", "保存光标好"),
        ("未终止\u{1B}]52;c;abc", "未终止"),
        ("👨‍👩‍👧 家庭", "👨‍👩‍👧 家庭"),
        ("❤️ é", "❤️ é"),
        ("\u{FFFD}坏字节", "\u{FFFD}坏字节"),
        // A list title's line break, however written, is one space.
        ("为什么冬天\r\n总想吃火锅", "为什么冬天 总想吃火锅"),
        ("Why winter \r\n feels long", "Why winter feels long"),
        ("两个\n\n换行", "两个 换行"),
        // kitty's image placeholder, which would show a tile of a live picture; its diacritics stay.
        ("图\u{10EEEE}\u{305}\u{30D}块", "图\u{305}\u{30D}块"),
    ])
    func cleans(_ input: String, _ expected: String) {
        #expect(TextSanitizer.clean(input).string == expected)
    }

    @Test func keepsNewlinesWhenAsked() {
        #expect(TextSanitizer.clean("第一行\r\n第二行\u{1B}[1m", keepsNewlines: true).string == "第一行\n第二行")
        #expect(TextSanitizer.clean("一\r二\t三", keepsNewlines: true).string == "一\n二 三")
        #expect(TextSanitizer.clean("一\r二\t三", keepsNewlines: true, keepsTabs: true).string == "一\n二\t三")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let bytes: [UInt8] = [0xE7, 0x9F, 0xA5, 0xFF, 0xC0, 0x41]
        #expect(TextSanitizer.clean(String(decoding: bytes, as: UTF8.self)).string == "知\u{FFFD}\u{FFFD}A")
    }
}
