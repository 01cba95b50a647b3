import Foundation
import Testing
import ZReaderHTML
import ZReaderModel

/// A long document: every demo body joined into one (~380 KB).
///
/// Its speed is measured by
/// `zreader-bench article`, not here; this checks nothing is lost at that size.
@Suite("Long bodies")
struct ScalingTests {
    @Test func everyQuestionOfEveryDemoBodySurvivesInOneDocument() throws {
        let stories = try Bodies.allDemoStories()
        let body = stories.compactMap(\.body).joined()
        #expect(body.utf8.count > 300_000)
        let article = ArticleParser.parse(body)
        let layout = ArticleLayout(article: article, width: 120)
        let questions = article.blocks.filter { if case .questionTitle = $0 { true } else { false } }
        // Every question with a title, each once (an empty title shows nothing).
        let titled = stories.reduce(0) { count, story in
            let questions = (story.body ?? "").components(separatedBy: "class=\"question-title\">").dropFirst()
            return count + questions.filter { !$0.hasPrefix("</h2>") }.count
        }
        #expect(questions.count == titled)
        #expect(layout.lines.count > 4_000)
    }
}
