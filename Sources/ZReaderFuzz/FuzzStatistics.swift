/// How far a run got into the app: evidence that the steps reached the states worth checking.
public struct FuzzStatistics: Hashable, Sendable, CustomStringConvertible {
    public var launches = 0
    public var keys = 0
    public var mouseEvents = 0
    public var resizes = 0
    public var ticks = 0
    public var answers = 0
    public var failedAnswers = 0
    public var injections = 0
    /// Steps whose state showed each screen on top, the help overlay, a pinned header.
    public var readerSteps = 0
    public var commentsSteps = 0
    public var favouritesSteps = 0
    public var helpSteps = 0
    public var pinnedHeaderSteps = 0
    public var tooSmallSteps = 0
    /// Steps whose terminal held kitty images for the pictures kept (placeholder pictures).
    public var imageSteps = 0
    /// The most days loaded at once, and the most effects outstanding at once.
    public var mostDays = 0
    public var mostOutstanding = 0
    /// The most kitty images the terminal held at once (240 means ids were reused).
    public var mostImages = 0
    /// Pictures answered with hostile bytes put through the real converter.
    public var hostilePictures = 0

    public init() {}

    public var description: String {
        "launches \(launches), keys \(keys), mouse \(mouseEvents), resizes \(resizes), ticks \(ticks), "
            + "answers \(answers) (\(failedAnswers) failures), injected \(injections); steps on reader \(readerSteps), "
            + "comments \(commentsSteps), favourites \(favouritesSteps), help \(helpSteps), pinned header "
            + "\(pinnedHeaderSteps), too small \(tooSmallSteps), images held \(imageSteps); most days \(mostDays), "
            + "most outstanding \(mostOutstanding), most images \(mostImages), hostile pictures \(hostilePictures)"
    }
}
