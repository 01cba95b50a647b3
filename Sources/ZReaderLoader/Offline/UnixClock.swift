import Foundation

/// The wall clock in Unix seconds, for read marks and favourites.
enum UnixClock {
    static func now() -> Int { Int(Date().timeIntervalSince1970) }
}
