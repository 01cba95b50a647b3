import CChafa
import ZReaderImageDecoding
import ZReaderScreen

/// One libchafa canvas: opaque RGBA pixels in, a `CellPicture` out, read cell by cell.
///
/// The settings are fixed so that the same pixels always give the same cells: ordered dithering
/// where there is one, average colour extraction, and a fixed work factor. 24-bit colour is exact
/// (`TRUECOLOR`) and not dithered; 256 colours use `INDEXED_240`, which leaves out the 16 colours
/// a terminal theme may have changed, matched in the perceptual DIN99d space so hues stay
/// recognisable; 8 colours use `INDEXED_8` with chafa's contrast boost.
///
/// At 256 and 8 colours a sky's gradient falls between palette colours and would become hard
/// bands; ordered (Bayer) dithering breaks their edges into a fine fixed pattern. Ordered rather
/// than diffusion: side by side in a real xterm the diffusion turned flat sky into noise; the
/// ordered pattern is fixed by position, so the same picture always gives the same cells and the
/// frame diff stays small; and chafa before 1.18.2 (Debian 12 has 1.12.4) can write out of
/// bounds in its Floyd–Steinberg pass, which must not run on pictures from the network. Only
/// pictures come here: text is never dithered.
enum ChafaCanvas {
    static let workFactor: Float = 0.5
    /// chafa matches symbols on 8 × 8 pixels a cell; pixels given at this size need no scaling.
    static let cellPixels = 8
    /// The dithering pattern's cell in pixels: half a symbol cell.
    ///
    /// 2 × 2 left the bands, 8 × 8 checkered whole cells.
    static let ditherGrain: Int32 = 4

    static func draw(pixels: [UInt8], width: Int, height: Int, options: CellArtOptions) -> CellPicture? {
        let columns = options.size.columns
        let rows = options.size.rows
        guard let mode = canvasMode(options.depth), let symbolMap = chafa_symbol_map_new() else { return nil }
        defer { chafa_symbol_map_unref(symbolMap) }
        chafa_symbol_map_add_by_tags(symbolMap, tags(options.symbols))
        if options.ambiguousWidth == .wide { removeAmbiguousSymbols(from: symbolMap) }
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_canvas_mode(config, mode)
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
        chafa_canvas_config_set_symbol_map(config, symbolMap)
        chafa_canvas_config_set_dither_mode(
            config, options.dithers ? ditherMode(options.depth) : CHAFA_DITHER_MODE_NONE)
        chafa_canvas_config_set_dither_grain_size(config, ditherGrain, ditherGrain)
        chafa_canvas_config_set_color_extractor(config, CHAFA_COLOR_EXTRACTOR_AVERAGE)
        chafa_canvas_config_set_color_space(
            config, options.depth == .palette256 ? CHAFA_COLOR_SPACE_DIN99D : CHAFA_COLOR_SPACE_RGB)
        chafa_canvas_config_set_preprocessing_enabled(config, options.depth == .palette8 ? 1 : 0)
        chafa_canvas_config_set_work_factor(config, workFactor)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        pixels.withUnsafeBufferPointer { buffer in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, Int32(width), Int32(height),
                Int32(width * 4))
        }
        var elements: [CellPicture.Element] = []
        elements.reserveCapacity(columns * rows)
        for y in 0..<rows {
            for x in 0..<columns {
                elements.append(element(canvas, x: Int32(x), y: Int32(y), options: options))
            }
        }
        return CellPicture(size: options.size, elements: elements)
    }

    /// The cell as zreader stores it: a space or a full block carries one colour in both places,
    /// so two such cells of the same colour compare equal and the diff writes nothing.
    private static func element(_ canvas: OpaquePointer, x: Int32, y: Int32, options: CellArtOptions)
        -> CellPicture.Element
    {
        let code = chafa_canvas_get_char_at(canvas, x, y)
        let symbol = Unicode.Scalar(code).map(Character.init) ?? " "
        var foreground: Int32 = -1
        var background: Int32 = -1
        let color: (Int32) -> RGBColor?
        if options.depth == .trueColor {
            chafa_canvas_get_colors_at(canvas, x, y, &foreground, &background)
            color = { $0 < 0 ? nil : RGBColor(hex: UInt32($0) & 0xFF_FFFF) }
        } else {
            chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background)
            let depth = options.depth
            color = { pen in
                guard pen >= 0 else { return nil }
                return depth == .palette8 ? TerminalPalette.ansi8(Int(pen)) : TerminalPalette.xterm256(Int(pen))
            }
        }
        let back = color(background)
        let fore = color(foreground)
        switch symbol {
        case " ", "\u{0}":
            let only = back ?? fore ?? options.matte
            return CellPicture.Element(symbol: " ", foreground: only, background: only)
        case "█":
            let only = fore ?? back ?? options.matte
            return CellPicture.Element(symbol: "█", foreground: only, background: only)
        default:
            return CellPicture.Element(
                symbol: symbol, foreground: fore ?? options.matte, background: back ?? options.matte)
        }
    }

    /// Leaves out the symbols a terminal that draws Ambiguous characters wide gives two columns.
    ///
    /// chafa's own tag leaves the block elements in (`▀ ▄ █ ▌` are Ambiguous in Unicode's
    /// table), so each is taken out by code point, as zreader's width table says. The quadrants
    /// are all but one narrow, so they stay or come in: without them half blocks would leave
    /// nothing but spaces.
    private static func removeAmbiguousSymbols(from symbolMap: OpaquePointer) {
        chafa_symbol_map_add_by_tags(symbolMap, CHAFA_SYMBOL_TAG_QUAD)
        chafa_symbol_map_remove_by_tags(symbolMap, CHAFA_SYMBOL_TAG_AMBIGUOUS)
        for code in UInt32(0x2580)...UInt32(0x259F) {
            guard let scalar = Unicode.Scalar(code), TextWidth.isAmbiguous(scalar) else { continue }
            chafa_symbol_map_remove_by_range(symbolMap, code, code)
        }
    }

    /// Ordered dithering where colours are few, none at 24-bit (every colour is exact there).
    static func ditherMode(_ depth: ColorDepth) -> ChafaDitherMode {
        switch depth {
        case .palette256, .palette8: CHAFA_DITHER_MODE_ORDERED
        case .trueColor, .monochrome: CHAFA_DITHER_MODE_NONE
        }
    }

    private static func canvasMode(_ depth: ColorDepth) -> ChafaCanvasMode? {
        switch depth {
        case .trueColor: CHAFA_CANVAS_MODE_TRUECOLOR
        case .palette256: CHAFA_CANVAS_MODE_INDEXED_240
        case .palette8: CHAFA_CANVAS_MODE_INDEXED_8
        case .monochrome: nil
        }
    }

    /// The symbol set's tags; `ChafaSymbolTags` is a C enum Swift imports as a struct, so the
    /// flags are combined through their raw values.
    private static func tags(_ symbols: CellSymbols) -> ChafaSymbolTags {
        var raw = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue | CHAFA_SYMBOL_TAG_VHALF.rawValue
        switch symbols {
        case .halfBlocks: break
        case .quadrants: raw |= CHAFA_SYMBOL_TAG_QUAD.rawValue | CHAFA_SYMBOL_TAG_HHALF.rawValue
        case .sextants:
            raw |= CHAFA_SYMBOL_TAG_QUAD.rawValue | CHAFA_SYMBOL_TAG_HHALF.rawValue | CHAFA_SYMBOL_TAG_SEXTANT.rawValue
        }
        return ChafaSymbolTags(rawValue: raw)
    }
}
