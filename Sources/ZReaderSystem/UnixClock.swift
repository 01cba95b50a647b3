import Glibc

/// The wall clock in Unix seconds: when a story was read or saved, a cache day last used, a
/// picture file's age, a `Retry-After` date.
///
/// One clock for every module that records a time, kept here with the other system calls so that
/// the pure layers cannot read it: the model is handed the time as a value.
public enum UnixClock {
    @Sendable public static func now() -> Int {
        Int(time(nil))
    }
}
