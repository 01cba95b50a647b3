import CNcursesw

/// The terminfo entries curses can find.
public enum TerminfoDatabase {
    /// Whether curses finds an entry named `name` (through `TERMINFO`, `~/.terminfo` and the
    /// system's directories); writes nothing to the terminal.
    public static func hasEntry(_ name: String) -> Bool {
        !name.isEmpty && zr_terminfo_has_entry(name) == 1
    }
}
