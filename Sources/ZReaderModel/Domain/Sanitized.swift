/// Values from outside (network, cache) made safe to show: every string passed through
/// `TextSanitizer`.
///
/// The effect runner applies these to every result before the app sees it.
public protocol Sanitizable {
    /// A copy with every string cleaned.
    var sanitized: Self { get }
}

extension StorySummary: Sanitizable {
    public var sanitized: StorySummary {
        var copy = self
        copy.title = TextSanitizer.clean(title)
        copy.hint = hint.map { TextSanitizer.clean($0) }
        copy.thumbnailURL = thumbnailURL.map { TextSanitizer.clean($0) }
        copy.gaPrefix = gaPrefix.map { TextSanitizer.clean($0) }
        return copy
    }
}

extension TopStory: Sanitizable {
    public var sanitized: TopStory {
        var copy = self
        copy.title = TextSanitizer.clean(title)
        copy.hint = hint.map { TextSanitizer.clean($0) }
        copy.imageURL = imageURL.map { TextSanitizer.clean($0) }
        return copy
    }
}

// Every conformance copies and cleans, so that a field added later is carried over, not dropped.

extension DayFeed: Sanitizable {
    public var sanitized: DayFeed {
        var copy = self
        copy.stories = stories.map(\.sanitized)
        return copy
    }
}

extension LatestFeed: Sanitizable {
    public var sanitized: LatestFeed {
        var copy = self
        copy.day = day.sanitized
        copy.topStories = topStories.map(\.sanitized)
        return copy
    }
}

extension CachedHome: Sanitizable {
    public var sanitized: CachedHome {
        var copy = self
        copy.days = days.map(\.sanitized)
        copy.topStories = topStories.map(\.sanitized)
        return copy
    }
}

/// The body is left alone: it is HTML, and the article parser cleans the text it takes from it.
extension StoryDetail: Sanitizable {
    public var sanitized: StoryDetail {
        var copy = self
        copy.title = TextSanitizer.clean(title)
        copy.imageURL = imageURL.map { TextSanitizer.clean($0) }
        copy.imageSource = imageSource.map { TextSanitizer.clean($0) }
        copy.shareURL = shareURL.map { TextSanitizer.clean($0) }
        copy.sectionName = sectionName.map { TextSanitizer.clean($0) }
        return copy
    }
}

extension Comment: Sanitizable {
    public var sanitized: Comment {
        var copy = self
        copy.author = TextSanitizer.clean(author)
        copy.content = TextSanitizer.clean(content, keepsNewlines: true)
        copy.replyTo = replyTo.map { reply in
            CommentReply(
                author: reply.author.map { TextSanitizer.clean($0) }, content: TextSanitizer.clean(reply.content),
                status: reply.status, errorMessage: reply.errorMessage.map { TextSanitizer.clean($0) })
        }
        return copy
    }
}

extension FavouriteEntry: Sanitizable {
    public var sanitized: FavouriteEntry { FavouriteEntry(story: story.sanitized, savedAt: savedAt) }
}
