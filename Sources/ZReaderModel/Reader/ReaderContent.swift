import ZReaderDomain

/// What the reader has of its story: nothing yet, a failure, or the page and its parsed body.
public enum ReaderContent: Hashable, Sendable {
    case loading
    case failed(LoadFailure)
    case loaded(LoadedStory)
}
