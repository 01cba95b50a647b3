/// What lies over the screen on top and takes every key while it is there.
public enum Overlay: Hashable, Sendable {
    /// The help box, scrolled by this many entries; keys that scroll page it, any other closes it.
    case help(scroll: Int)
    /// A prompt in the status line; Enter submits, Esc cancels, other keys edit.
    case prompt(PromptState)
}
