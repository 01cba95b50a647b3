import Testing
import ZReaderDomain
import ZReaderScreen

@Suite("Display text and web addresses")
struct DisplayTextTests {
    @Test func literalsAndTheirInterpolationsAreCleanToo() {
        let hostile = TextSanitizer.clean("标题\u{1B}]52;c;aGk=\u{07}")
        let message: DisplayText = "已收藏\u{1B}[2J：\(hostile) · \(42)"
        #expect(message.string == "已收藏：标题 · 42")
        #expect(!message.string.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func piecesOfCleanTextStayClean() {
        let text = TextSanitizer.clean("  第一行\n第二行\u{202E}  ", keepsNewlines: true)
        #expect(text.trimmed.string == "第一行\n第二行")
        #expect(text.trimmed.lines.map(\.string) == ["第一行", "第二行"])
        #expect(DisplayText.joined(["甲", "乙"], separator: " · ").string == "甲 · 乙")
    }

    @Test(arguments: [
        "https://daily.zhihu.com/story/9790001", "http://news-at.zhihu.com/api/4/news/latest",
        "HTTPS://Example.com/a?b=c#d",
    ])
    func webAddressesAreAdmitted(_ text: String) throws {
        let url = try #require(WebURL(text))
        #expect(url.string == text)
    }

    @Test(arguments: [
        "javascript:alert(1)", "file:///etc/passwd", "ftp://example.com/", "https://", "https:///path",
        "https://-o/evil", "https://example.com/a b", "https://example.com/\u{1B}[2J", "https://exa\u{202E}mple.com",
        "--browser=x", "",
    ])
    func anythingElseIsNot(_ text: String) {
        #expect(WebURL(text) == nil)
    }

    @Test func theShellsMetacharactersAfterTheHostArePercentEncoded() throws {
        let url = try #require(WebURL("https://example.com/$(touch${IFS}/tmp/p);`id`|x'y\"z<a>{b}!*[c]\\d^?q=1&r=2#s"))
        #expect(
            url.string
                == "https://example.com/%24%28touch%24%7BIFS%7D/tmp/p%29%3B%60id%60%7Cx%27y%22z%3Ca%3E%7Bb%7D%21%2A%5Bc%5D%5Cd%5E"
                + "?q=1&r=2#s")
        #expect(WebURL("https://exa$(id)mple.com/") == nil)
        #expect(WebURL("https://a`id`.com/") == nil)
    }

    @Test func shareLinksPreferHTTPS() throws {
        let share = try #require(WebURL("http://daily.zhihu.com/story/9790001"))
        #expect(share.preferringHTTPS.string == "https://daily.zhihu.com/story/9790001")
        #expect(share.host == "daily.zhihu.com")
        let secure = try #require(WebURL("https://user@Pic1.ZHIMG.com:443/v2.jpg"))
        #expect(secure.preferringHTTPS == secure)
        #expect(secure.host == "pic1.zhimg.com")
    }
}
