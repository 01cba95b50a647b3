extension TopStory {
    /// The banner for a day that came without top stories (some real `news/latest` answers
    /// have none): the day's first stories that have a picture, up to `count`, else its first
    /// stories, so the banner is filled rather than left as blank rows.
    public static func standIns(for day: DayFeed, count: Int = 5) -> [TopStory] {
        let pictured = day.stories.filter { $0.thumbnailURL != nil }
        return (pictured.isEmpty ? day.stories : pictured).prefix(count).map { story in
            TopStory(
                id: story.id, title: story.title, hint: story.hint, imageHue: story.imageHue,
                imageURL: story.thumbnailURL, kind: story.kind)
        }
    }
}
