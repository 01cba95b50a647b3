import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen

/// The API as it answers in 2026: payloads in the shapes seen then, each written for these tests.
@Suite("The API as it answers in 2026")
struct API2026Tests {
    func extra(_ json: String) throws -> StoryExtra {
        try PayloadDecoder.storyExtra(from: Data(json.utf8))
    }

    @Test func storyExtraIsReadInTheV4AndTheV7Shape() throws {
        // v4, public.
        #expect(
            try extra(#"{"long_comments":0,"popularity":64,"short_comments":13,"comments":13}"#)
                == StoryExtra(popularity: 64, longComments: 0, shortComments: 13, comments: 13))
        // v4, as the app's logged-in answer has it.
        #expect(
            try extra(
                #"{"post_reasons":1,"popularity":64,"favorite":false,"normal_comments":12,"comments":13,"short_comments":10,"vote_status":0,"long_comments":3}"#
            ) == StoryExtra(popularity: 64, longComments: 3, shortComments: 10, comments: 13))
        // v7: the counts under "count", no long and short split.
        #expect(
            try extra(#"{"count":{"likes":128,"comments":21},"vote_status":0,"favorite":false}"#)
                == StoryExtra(popularity: 128, longComments: nil, shortComments: nil, comments: 21))
        #expect(throws: LoadFailure.self) { try extra(#"{"count":{"comments":21}}"#) }
    }
}
