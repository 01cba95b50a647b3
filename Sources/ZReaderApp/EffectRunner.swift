import ZReaderHTML
import ZReaderModel

/// Carries out effects off the run loop's thread and posts their results to the mailbox.
public struct EffectRunner: Sendable {
    public let loader: any StoryLoader
    public let mailbox: Mailbox

    public init(loader: any StoryLoader, mailbox: Mailbox) {
        self.loader = loader
        self.mailbox = mailbox
    }

    public func run(_ effect: Effect) {
        let loader = self.loader
        let mailbox = self.mailbox
        // Detached: a task inheriting the main actor would never start while the loop blocks.
        Task.detached {
            mailbox.post(await EffectRunner.perform(effect, loader: loader))
        }
    }

    /// The action that answers `effect`.
    static func perform(_ effect: Effect, loader: any StoryLoader) async -> Action {
        switch effect {
        case .loadCachedHome:
            return .cachedHomeLoaded(await loader.cachedHome())
        case .loadLatest:
            return .latestLoaded(await loader.latest())
        case .loadOlderDay(let before):
            return .olderDayLoaded(before: before, await loader.day(before: before))
        case .loadStory(let id):
            let result = await loader.story(id).map { detail in
                LoadedStory(detail: detail, article: ArticleParser.parse(detail.body ?? "", storyTitle: detail.title))
            }
            return .storyLoaded(id, result)
        }
    }
}
