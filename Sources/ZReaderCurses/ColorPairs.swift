import CNcursesw
import ZReaderScreen

/// The terminal's colour pairs, allocated as cells ask for them.
///
/// A pair number on screen must keep its colours, so pairs are only released before a frame
/// drawn whole: when they run out mid-frame, a pair with the same text colour (else the default
/// pair) stands in, and `ranOut` tells the caller to draw the frame again whole.
struct ColorPairs {
    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    let depth: ColorDepth
    private var pairs: [Key: Int32] = [:]
    /// Colour numbers already found: matching the 256-colour palette by hue is a search.
    private var numbers: [RGBColor: Int32] = [:]
    private(set) var ranOut = false

    /// The most colours `numbers` keeps before it starts over (pictures have many).
    private static let rememberedColors = 4096

    init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The pair for a style, allocated on first use; 0 is the terminal's default pair.
    mutating func number(for style: CellStyle) -> Int32 {
        guard depth.hasColor else { return 0 }
        let key = Key(foreground: number(for: style.foreground), background: number(for: style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        guard pairs.count + 1 < Int(zr_color_pairs()) else {
            ranOut = true
            return pairs.first { $0.key.foreground == key.foreground }?.value ?? 0
        }
        let pair = Int32(pairs.count + 1)
        init_extended_pair(pair, key.foreground, key.background)
        pairs[key] = pair
        return pair
    }

    private mutating func number(for color: TerminalColor) -> Int32 {
        guard depth != .trueColor, case .rgb(let rgb) = color else {
            return ColorMapper.number(for: color, depth: depth)
        }
        if let known = numbers[rgb] { return known }
        if numbers.count >= ColorPairs.rememberedColors { numbers.removeAll(keepingCapacity: true) }
        let number = ColorMapper.number(for: color, depth: depth)
        numbers[rgb] = number
        return number
    }

    /// Starts a frame: `ranOut` will say whether this one ran out; a frame drawn whole (`whole`)
    /// releases every pair first, since it writes every cell again.
    mutating func beginFrame(whole: Bool) {
        ranOut = false
        guard whole, !pairs.isEmpty else { return }
        reset_color_pairs()
        pairs.removeAll()
    }
}
