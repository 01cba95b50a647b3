/// What is selected on the home screen: the banner (the first item) or a story.
public enum HomeSelection: Hashable, Sendable {
    case banner
    case story(StoryPosition)
}
