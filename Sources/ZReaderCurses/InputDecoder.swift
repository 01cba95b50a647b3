import ZReaderScreen

/// Decodes the characters `wget_wch` returns into keys.
public enum InputDecoder {
    public static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 27: return .escape
        case 127, 8: return .backspace
        case 9: return .tab
        case 1...26:
            return Unicode.Scalar(value + 96).map { .control(Character($0)) }
        case 0..<32, 0x80..<0xA0:
            return nil
        default:
            return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}
