import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Two addresses of one picture are one picture: Zhihu's mirrored image hosts and the
/// `?source=` the 2026 lists add do not change it; its path (and the size in it) does.
@Suite("What identifies a picture")
struct PictureIdentityTests {
    func identity(_ text: String) throws -> String {
        try #require(WebURL(text)).pictureIdentity
    }

    @Test func zhihusHostsAndQueryAreLeftOutTheirPathKept() throws {
        let picture = "zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg"
        for address in [
            "https://picx.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg?source=8673f162",
            "https://pic1.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg?source=1940ef5c",
            "http://pic4.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg",
            "https://pica.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b.jpg#top",
        ] {
            #expect(try identity(address) == picture, "\(address)")
        }
        #expect(
            try identity("https://picx.zhimg.com/v2-4e93be3339e9994d42de8855b947ea2b_720w.jpg?source=8673f162")
                != picture)
        // Elsewhere the query may be the picture: kept.
        #expect(try identity("https://img.example/show?id=1#x") == "https://img.example/show?id=1")
        #expect(try identity("https://img.example/show?id=1") != identity("https://img.example/show?id=2"))
    }

    /// Two stories of a 2026 list with one thumbnail under two addresses: one request.
    @Test func theSamePictureUnderTwoAddressesIsAskedForOnce() throws {
        var days = Fixtures.withPictures(Fixtures.days(olderDays: 0, storiesPerDay: 4))
        days[0].stories[0].thumbnailURL = WebURL("https://picx.zhimg.com/v2-aaaa.jpg?source=8673f162")
        days[0].stories[1].thumbnailURL = WebURL("https://pic2.zhimg.com/v2-aaaa.jpg?source=1940ef5c")
        days[0].stories[1].title = days[0].stories[0].title
        var run = PictureRun(size: Size(columns: 80, rows: 40), days: days, topStories: [])
        run.answerAll()
        let thumbnails = run.asked.filter { $0.purpose == .thumbnail }
        #expect(thumbnails.filter { $0.url.pictureIdentity == "zhimg.com/v2-aaaa.jpg" }.count == 1, "\(thumbnails)")
        #expect(thumbnails.count == 3)
    }
}
