import Foundation
import Testing
import ZReaderDomain

@testable import ZReaderCurl

/// The redirect decision on its own, for what the fixture server cannot show (HTTPS).
@Suite("The redirect rule")
struct RedirectRuleTests {
    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func theSameHostIsFollowedWhateverItsCaseAndAnUpgradeToHTTPSToo() throws {
        let api = try url("https://news-at.zhihu.com/api/4/news/latest")
        #expect(
            RedirectRule.refusal(from: api, to: try url("https://NEWS-AT.zhihu.com./api/4/x"), redirectsSoFar: 0) == nil
        )
        let plain = try url("http://news-at.zhihu.com/api/4/news/latest")
        #expect(RedirectRule.refusal(from: plain, to: api, redirectsSoFar: 4) == nil)
    }

    @Test func httpsIsNeverDowngradedToHTTP() throws {
        let api = try url("https://news-at.zhihu.com/api/4/news/latest")
        let refusal = RedirectRule.refusal(
            from: api, to: try url("http://news-at.zhihu.com/api/4/news/latest"), redirectsSoFar: 0)
        #expect(refusal == .connection("拒绝从 HTTPS 重定向到 HTTP"))
        #expect(refusal?.summary == "连接失败（拒绝从 HTTPS 重定向到 HTTP）")
    }

    @Test func anotherHostOrAnotherSchemeIsRefused() throws {
        let api = try url("https://news-at.zhihu.com/api/4/news/latest")
        #expect(
            RedirectRule.refusal(from: api, to: try url("https://daily.zhihu.com/api/4/news/latest"), redirectsSoFar: 0)
                == .connection("拒绝重定向到其他网站"))
        #expect(
            RedirectRule.refusal(from: api, to: try url("https://news-at.zhihu.com.evil.test/"), redirectsSoFar: 0)
                == .connection("拒绝重定向到其他网站"))
        #expect(
            RedirectRule.refusal(from: api, to: try url("file:///etc/passwd"), redirectsSoFar: 0)
                == .connection("拒绝重定向到非 HTTP 地址"))
    }

    @Test func anotherPortOnTheSameHostIsRefused() throws {
        let api = try url("https://news-at.zhihu.com/api/4/news/latest")
        let refused = RedirectRuleTests.refusedPort
        #expect(
            RedirectRule.refusal(from: api, to: try url("https://news-at.zhihu.com:8443/x"), redirectsSoFar: 0)
                == refused)
        #expect(
            RedirectRule.refusal(from: api, to: try url("https://news-at.zhihu.com:443/x"), redirectsSoFar: 0) == nil)
        let local = try url("http://127.0.0.1:8080/api")
        #expect(
            RedirectRule.refusal(from: local, to: try url("http://127.0.0.1:8081/api"), redirectsSoFar: 0) == refused)
        #expect(RedirectRule.refusal(from: local, to: try url("http://127.0.0.1/api"), redirectsSoFar: 0) == refused)
        #expect(RedirectRule.refusal(from: local, to: try url("http://127.0.0.1:8080/x"), redirectsSoFar: 0) == nil)
        // The upgrade to HTTPS goes to the host's HTTPS port, not to whatever else listens there.
        let plain = try url("http://news-at.zhihu.com/api")
        #expect(
            RedirectRule.refusal(from: plain, to: try url("https://news-at.zhihu.com:4443/x"), redirectsSoFar: 0)
                == refused)
        #expect(
            RedirectRule.refusal(from: plain, to: try url("http://news-at.zhihu.com:81/x"), redirectsSoFar: 0)
                == refused)
    }

    static let refusedPort = LoadFailure.connection("拒绝重定向到其他端口")

    @Test func theSixthRedirectIsRefused() throws {
        let api = try url("https://news-at.zhihu.com/api/4/news/latest")
        #expect(RedirectRule.refusal(from: api, to: api, redirectsSoFar: 5) == .connection("重定向次数过多"))
    }
}
