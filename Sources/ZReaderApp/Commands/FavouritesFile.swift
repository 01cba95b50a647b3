import FoundationEssentials
import ZReaderDomain
import ZReaderScreen

/// The file `zreader favourites export` writes and `import` reads: JSON with every favourite's
/// list fields, when it was saved, and its story's page (body included), so that a backup opens
/// offline after it is imported anywhere.
///
/// ```json
/// {"format": "zreader-favourites", "version": 1, "favourites": [
///   {"id": 9791101, "title": "…", "saved_at": 1764460800, "url": "https://daily.zhihu.com/story/9791101",
///    "page": {"title": "…", "body": "<div>…</div>", …}}]}
/// ```
public struct FavouritesFile: Codable, Sendable {
    public static let formatName = "zreader-favourites"
    /// What an import refuses to read: far beyond any real collection.
    public static let maximumBytes = 512 * 1_048_576

    var format: String
    var version: Int
    var favourites: [Favourite]

    struct Favourite: Codable, Sendable {
        var id: Int
        var title: String
        var hint: String?
        var imageHue: String?
        var thumbnailURL: String?
        var gaPrefix: String?
        var type: Int?
        /// `true` for a story with several pictures (多图); absent otherwise and in older files.
        var multipic: Bool?
        var savedAt: Int
        /// The story on the web, for people reading the file; not read back.
        var url: String?
        var page: Page?

        enum CodingKeys: String, CodingKey {
            case id, title, hint, type, url, page, multipic
            case imageHue = "image_hue"
            case thumbnailURL = "thumbnail_url"
            case gaPrefix = "ga_prefix"
            case savedAt = "saved_at"
        }
    }

    struct Page: Codable, Sendable {
        var title: String
        var body: String?
        var imageURL: String?
        var imageSource: String?
        var imageHue: String?
        var shareURL: String?
        var type: Int?
        var sectionName: String?
        var publishTime: Int?

        enum CodingKeys: String, CodingKey {
            case title, body, type
            case imageURL = "image_url"
            case imageSource = "image_source"
            case imageHue = "image_hue"
            case shareURL = "share_url"
            case sectionName = "section_name"
            case publishTime = "publish_time"
        }
    }

    public init(_ records: [FavouriteRecord]) {
        format = Self.formatName
        version = 1
        favourites = records.map { record in
            let story = record.entry.story
            return Favourite(
                id: story.id.rawValue, title: story.title.string, hint: story.hint?.string,
                imageHue: story.imageHue.map(Self.hex), thumbnailURL: story.thumbnailURL?.string,
                gaPrefix: story.gaPrefix, type: story.kind == .external ? 1 : 0,
                multipic: story.isMultipic ? true : nil, savedAt: record.entry.savedAt,
                url: story.id.webAddress.string,
                page: record.page.map { page in
                    Page(
                        title: page.title.string, body: page.body, imageURL: page.imageURL?.string,
                        imageSource: page.imageSource?.string, imageHue: page.imageHue.map(Self.hex),
                        shareURL: page.shareURL?.string, type: page.kind == .external ? 1 : 0,
                        sectionName: page.sectionName?.string, publishTime: page.publishTime)
                })
        }
    }

    /// The file's bytes: valid JSON in which no character a terminal or an editor would act on
    /// or hide is written raw — C0 and C1 controls, DEL, bidi overrides, zero-width characters, a
    /// BOM, line and paragraph separators are all `\uXXXX` — so printing it is as safe as reading it.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Data(Self.escapingHidden(String(decoding: json, as: UTF8.self)).utf8)
    }

    /// `json` with every hidden character as a JSON escape.
    ///
    /// They can only be inside strings (the rest of JSON is printable ASCII), where `\uXXXX`
    /// reads back as the same character.
    static func escapingHidden(_ json: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if isHidden(scalar) {
                for unit in String(scalar).utf16 {
                    let digits = String(unit, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                }
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A control (but the line breaks of the pretty printing), a format character (bidi,
    /// zero-width, BOM, tags), a line or paragraph separator, or anything `TextSanitizer` hides.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value > 0x7E || scalar.value < 0x20, scalar != "\n" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return TextSanitizer.isInvisible(scalar)
        }
    }

    /// A favourite as the data file keeps it; text is cleaned and addresses checked, as for
    /// anything from outside; nil for an entry without a usable id or title.
    static func record(_ favourite: Favourite) -> FavouriteRecord? {
        let title = TextSanitizer.clean(favourite.title)
        guard favourite.id > 0, !title.string.isEmpty else { return nil }
        let kind: StoryKind = favourite.type == 1 ? .external : .normal
        let story = StorySummary(
            id: StoryID(favourite.id), title: title, hint: favourite.hint.map { TextSanitizer.clean($0) },
            imageHue: favourite.imageHue.flatMap(RGBColor.init(hexString:)),
            thumbnailURL: favourite.thumbnailURL.flatMap(WebURL.init), gaPrefix: favourite.gaPrefix, kind: kind,
            isMultipic: favourite.multipic == true)
        let page = favourite.page.map { page in
            StoryDetail(
                id: story.id, title: TextSanitizer.clean(page.title), body: page.body,
                imageURL: page.imageURL.flatMap(WebURL.init),
                imageSource: page.imageSource.map { TextSanitizer.clean($0) },
                imageHue: page.imageHue.flatMap(RGBColor.init(hexString:)),
                shareURL: page.shareURL.flatMap(WebURL.init), kind: page.type == 1 ? .external : .normal,
                sectionName: page.sectionName.map { TextSanitizer.clean($0) }, publishTime: page.publishTime)
        }
        return FavouriteRecord(entry: FavouriteEntry(story: story, savedAt: favourite.savedAt), page: page)
    }

    private static func hex(_ color: RGBColor) -> String {
        let value = Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
