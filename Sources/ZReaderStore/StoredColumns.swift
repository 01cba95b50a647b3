import CSQLite
import ZReaderDomain
import ZReaderScreen

extension RGBColor {
    /// `"0x6a6358"`: the API's own spelling, so a column reads like the payload it came from.
    var storedHex: String {
        let value = Int(red) << 16 | Int(green) << 8 | Int(blue)
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

extension StoryKind {
    /// The API's `type`: 1 for an external story, 0 for an ordinary one.
    var storedType: Int {
        switch self {
        case .normal: 0
        case .external: 1
        }
    }

    /// Any type other than 1 is read as an ordinary story, as the payload decoder does.
    init(storedType: Int?) {
        self = storedType == 1 ? .external : .normal
    }
}

extension DayStamp {
    /// A stored `"YYYYMMDD"`; anything else means the row did not come from this code.
    init(storedStamp: String) throws(SQLiteError) {
        guard let date = DayStamp(storedStamp) else {
            throw SQLiteError(code: SQLITE_MISMATCH, message: "stored date is not YYYYMMDD: \(storedStamp)")
        }
        self = date
    }
}
