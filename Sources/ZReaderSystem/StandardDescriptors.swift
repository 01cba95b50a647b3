import Glibc

/// Standard input, output and error that the parent left closed (`zreader sync 2>&-`).
///
/// A closed standard descriptor is the lowest free number, so the next file, socket or event
/// descriptor zreader opens would take it, and what was meant for the terminal would be written
/// into it: a progress line into an HTTP connection or a cache file.
public enum StandardDescriptors {
    /// Opens `/dev/null`, read-only, as each closed standard descriptor, before anything else is
    /// opened: writes meant for it then fail (`EBADF`) as they would have on the closed one, and
    /// reach nothing else.
    public static func reserve() {
        for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` takes the lowest free number: this one, as the ones below it are open.
            let reserved = open("/dev/null", O_RDONLY)
            if reserved >= 0, reserved != descriptor { close(reserved) }
        }
    }
}
