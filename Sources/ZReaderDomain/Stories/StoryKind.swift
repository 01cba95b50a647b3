/// The API's `type`: an ordinary story with a body, or an external one that only has a web page.
public enum StoryKind: Hashable, Sendable {
    case normal
    /// `type: 1`: a theme or external article; its detail has no `body`.
    case external
}
