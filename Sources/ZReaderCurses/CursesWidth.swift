import CCursesWidth
import ZReaderScreen

/// Settles how wide East Asian Ambiguous characters are, for zreader's layout and for curses
/// alike: both must place every character where the terminal draws it.
enum CursesWidth {
    /// Sets `width` process-wide (`AmbiguousWidth`) and teaches curses the same (CCursesWidth's
    /// `wcwidth`); call it before curses draws anything.
    static func settle(_ width: AmbiguousWidth) {
        AmbiguousWidth.setForProcess(width)
        zr_width_set_ambiguous_wide(width == .wide ? 1 : 0) { value in
            Unicode.Scalar(value).map(TextWidth.isAmbiguous) == true ? 1 : 0
        }
    }
}
