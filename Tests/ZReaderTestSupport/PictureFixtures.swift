import ZReaderDomain
import ZReaderModel
import ZReaderScreen

extension Fixtures {
    /// The address of the test picture of story `id`.
    public static func pictureURL(_ id: StoryID) -> WebURL {
        guard let url = WebURL("https://pic.zreader.test/\(id).png") else { preconditionFailure("a valid address") }
        return url
    }

    /// `days` with every story's thumbnail at `pictureURL(id)`, except the ids in `without`.
    public static func withPictures(_ days: [DayFeed], without: Set<StoryID> = []) -> [DayFeed] {
        days.map { day in
            DayFeed(
                date: day.date,
                stories: day.stories.map { story in
                    var story = story
                    story.thumbnailURL = without.contains(story.id) ? nil : pictureURL(story.id)
                    return story
                })
        }
    }

    /// The banner's stories, each with its picture at `pictureURL(id)`.
    public static let topStoriesWithPictures: [TopStory] = topStories.map { story in
        var story = story
        story.imageURL = pictureURL(story.id)
        return story
    }

    /// Pictures on, converted for 24-bit colour.
    public static let picturesOn = PictureSettings(depth: .trueColor, isEnabled: true)

    /// A picture of `size` cells in one colour, as the converter makes a flat picture.
    public static func flatPicture(_ size: Size, _ color: RGBColor) -> CellPicture {
        picture(size) { _, _ in color }
    }

    /// A picture of `size` cells, each cell a space in `color(x, y)`.
    public static func picture(_ size: Size, _ color: (Int, Int) -> RGBColor) -> CellPicture {
        var elements: [CellPicture.Element] = []
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                let shade = color(x, y)
                elements.append(CellPicture.Element(symbol: " ", foreground: shade, background: shade))
            }
        }
        guard let picture = CellPicture(size: size, elements: elements) else {
            preconditionFailure("one element for each cell")
        }
        return picture
    }
}
