/// Wraps a control string for tmux's passthrough (`allow-passthrough on`): tmux hands what is
/// inside to the terminal it draws in, which it would otherwise swallow.
///
/// `ESC P tmux;`, the string with every ESC doubled, `ESC \`. Each kitty command is wrapped on
/// its own, so a chunk never waits on tmux's buffer for the next.
public enum TmuxPassthrough {
    public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += [0x1B, UInt8(ascii: "\\")]
        return wrapped
    }
}
