/// Where the day/night choice made with the key is kept across restarts.
///
/// Losing it costs the user one key press, so neither reading nor writing may ever stop zreader:
/// `load` gives nil for a memory that is missing, unreadable or corrupt, and `save` says whether
/// it stored the choice.
public protocol ThemeMemory: Sendable {
    /// The theme chosen last time, or nil when there is none to be read.
    func load() -> ThemeName?
    /// Remembers `theme` for the next start; false when it could not be stored.
    func save(_ theme: ThemeName) -> Bool
}
