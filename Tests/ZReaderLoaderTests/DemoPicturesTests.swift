import Foundation
import Testing
import ZReaderDemoEdition
import ZReaderLoader
import ZReaderTestSupport

@Suite("The demo edition's pictures")
struct DemoPicturesTests {
    let loader = DemoEditionLoader()

    /// Where the edition's JSON shows a picture.
    enum Place: String, CaseIterable {
        case banner = "top_stories[].image"
        case thumbnail = "stories[].images"
        case header = "news/ID image"
        case figure = "content-image src"
    }

    /// Every image URL the embedded JSON shows as a picture, by where it shows it.
    static func imageURLs() throws -> [Place: Set<String>] {
        let figure = try Regex(#"<img[^>]*class="content-image"[^>]*src="([^"]+)""#)
        var urls: [Place: Set<String>] = [:]
        for path in DemoEditionFiles.paths where path.hasPrefix("news/") {
            let data = try #require(DemoEditionFiles.data(forPath: path))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for top in object["top_stories"] as? [[String: Any]] ?? [] {
                urls[.banner, default: []].insert(try #require(top["image"] as? String, "\(path)"))
            }
            for story in object["stories"] as? [[String: Any]] ?? [] {
                urls[.thumbnail, default: []].formUnion(story["images"] as? [String] ?? [])
            }
            if let body = object["body"] as? String {
                urls[.header, default: []].insert(try #require(object["image"] as? String, "\(path) has no image"))
                urls[.thumbnail, default: []].formUnion(object["images"] as? [String] ?? [])
                for match in body.matches(of: figure) {
                    urls[.figure, default: []].insert(try #require(match.output[1].substring.map(String.init)))
                }
            }
        }
        return urls
    }

    /// The kind of picture the bytes are, from their magic number.
    static func kind(of data: Data) -> String? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        return nil
    }

    @Test func everyPictureTheJSONShowsIsEmbeddedAsAJPEGOrAPNGOfTheKindItsURLSays() async throws {
        let urls = try Self.imageURLs()
        for place in Place.allCases {
            #expect(!(urls[place] ?? []).isEmpty, "the JSON shows no picture at \(place.rawValue)")
        }
        #expect((urls[.figure] ?? []).count >= 14, "several bodies have figures")
        for (place, placeURLs) in urls {
            for url in placeURLs {
                let result = await loader.picture(at: url)
                guard case .success(let data) = result else {
                    Issue.record("\(place.rawValue) \(url): \(result)")
                    continue
                }
                let kind = try #require(Self.kind(of: data), "\(place.rawValue) \(url) is neither JPEG nor PNG")
                let name = try #require(URLComponents(string: url)?.path)
                #expect(name.hasSuffix(".\(kind)"), "\(url) holds a \(kind)")
            }
        }
    }

    @Test func everyCommittedPictureIsEmbeddedByteForByte() throws {
        let folder = FixtureServer.demoRoot.appending(path: "images")
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(DemoEditionPictures.names == committed)
        for name in committed {
            let embedded = try #require(DemoEditionPictures.data(named: name), "\(name) is not embedded")
            #expect(embedded == (try Data(contentsOf: folder.appending(path: name))), "\(name) differs")
        }
    }

    @Test(arguments: [
        "https://picx.zhimg.com/v2-00000000000000000000000000000000.jpg?source=8673f162",
        "https://picx.zhimg.com/",
        "file:///v2-dfe864756b4ce22164e1e7a544df2513.jpg",
        "v2-dfe864756b4ce22164e1e7a544df2513.jpg",
        "",
    ])
    func aURLTheEditionHasNoPictureForFailsWithAReason(url: String) async {
        let result = await loader.picture(at: url)
        #expect(result == .failure(.unavailable("演示数据中没有这张图片")))
    }

    @Test func theQueryAndTheHostDoNotChangeWhichPictureAURLNames() async throws {
        let banner = try await loader.picture(
            at: "https://picx.zhimg.com/v2-08229b0359b024ba2f208c5bbfdbfd88.jpg?source=8673f162"
        ).get()
        let elsewhere = await loader.picture(at: "http://pic4.zhimg.com/v2-08229b0359b024ba2f208c5bbfdbfd88.jpg#x")
        #expect(elsewhere == .success(banner))
    }

    @Test func delayIsAppliedToPicturesToo() async {
        let slow = DemoEditionLoader(delay: .milliseconds(150))
        let start = ContinuousClock.now
        _ = await slow.picture(at: "https://picx.zhimg.com/v2-08229b0359b024ba2f208c5bbfdbfd88.jpg?source=8673f162")
        #expect(ContinuousClock.now - start >= .milliseconds(150))
    }
}
