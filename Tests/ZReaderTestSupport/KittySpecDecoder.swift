import CZlib
import Foundation
import ZReaderScreen

/// A second reading of kitty's graphics protocol, written from its specification
/// (`docs/graphics-protocol.rst`: "Remote client", "Compression", "Unicode placeholders",
/// "Deleting images") and not from zreader's encoder: what a terminal that draws placeholders
/// would make of the bytes zreader wrote and of the cells on its screen.
///
/// It keeps every image transmitted, by id, with its virtual placement; maps each placeholder
/// cell (U+10EEEE) to its image, row and column through its own copy of the diacritics' table
/// (`Tests/Fixtures/kitty/rowcolumn-diacritics.txt`), with the left-inheritance rules for missing
/// diacritics; and paints a cell's tile as the specification says a terminal does: the image
/// fitted whole into the placement's box, keeping its shape, centred.
public struct KittySpecDecoder {
    /// An image the terminal holds.
    public struct Image: Sendable {
        public var width: Int
        public var height: Int
        /// `width × height` pixels of RGB.
        public var rgb: [UInt8]
        /// The virtual placement's box in cells (`c`, `r`), when the transmission made one (`U=1`).
        public var placement: Size?
    }

    /// Which tile of which image a placeholder cell shows.
    public struct Tile: Hashable, Sendable {
        public var image: UInt32
        public var row: Int
        public var column: Int
    }

    /// The images held now, by id.
    public private(set) var images: [UInt32: Image] = [:]
    /// What happened to an image, in the order it happened.
    public enum Event: Hashable, Sendable {
        case transmitted(UInt32)
        /// Deleted with its data (`d=I`).
        case deleted(UInt32)
    }

    /// Every transmission and deletion, in order.
    public private(set) var history: [Event] = []

    /// The ids transmitted but not deleted after their last transmission: what the terminal would
    /// still hold once the program has gone.
    public var leftBehind: Set<UInt32> {
        var held: Set<UInt32> = []
        for event in history {
            switch event {
            case .transmitted(let id): held.insert(id)
            case .deleted(let id): held.remove(id)
            }
        }
        return held
    }
    /// What did not follow the specification, in words.
    public private(set) var problems: [String] = []
    /// The keys of a transmission whose chunks are still arriving, and its payload so far.
    private var pending: (keys: [String: String], payload: String)?
    private let diacritics: [UInt32: Int]

    public init() throws {
        let table = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/kitty/rowcolumn-diacritics.txt")
        let lines = try String(contentsOf: table, encoding: .utf8).split(separator: "\n")
        var diacritics: [UInt32: Int] = [:]
        for line in lines where !line.hasPrefix("#") {
            guard let code = line.split(separator: ";").first, let value = UInt32(code, radix: 16) else { continue }
            diacritics[value] = diacritics.count
        }
        self.diacritics = diacritics
    }

    // MARK: The bytes

    /// Reads what a program wrote to the terminal: graphics commands (APC `ESC _ G … ESC \`,
    /// also inside tmux's passthrough `ESC P tmux; … ESC \` with its escapes doubled); everything
    /// else is text and other sequences, which do not concern images.
    public mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "P"), bytes[(index + 2)...].starts(with: Array("tmux;".utf8)) {
                // The passthrough ends at the first ESC \ whose ESC is not doubled.
                var inner: [UInt8] = []
                var at = index + 7
                while at + 1 < bytes.count {
                    if bytes[at] == 0x1B, bytes[at + 1] == 0x1B {
                        inner.append(0x1B)
                        at += 2
                    } else if bytes[at] == 0x1B, bytes[at + 1] == UInt8(ascii: "\\") {
                        break
                    } else {
                        inner.append(bytes[at])
                        at += 1
                    }
                }
                feed(inner)
                index = at + 2
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "_"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "G") {
                var end = index + 3
                while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                guard end + 1 < bytes.count else {
                    problems.append("a graphics command is not ended")
                    return
                }
                command(String(decoding: bytes[(index + 3)..<end], as: UTF8.self))
                index = end + 2
                continue
            }
            index += 1
        }
    }

    private mutating func command(_ body: String) {
        let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        var keys: [String: String] = [:]
        for pair in parts[0].split(separator: ",") {
            let keyValue = pair.split(separator: "=", maxSplits: 1)
            guard keyValue.count == 2 else {
                problems.append("a key without a value: \(pair)")
                continue
            }
            keys[String(keyValue[0])] = String(keyValue[1])
        }
        let payload = parts.count > 1 ? String(parts[1]) : ""
        if var chunked = pending {
            // "Subsequent chunks must have only the m and optionally q keys."
            if !Set(keys.keys).isSubset(of: ["m", "q"]) {
                problems.append("a chunk carries keys other than m and q: \(keys.keys.sorted())")
            }
            if keys["m"] == "1", payload.utf8.count % 4 != 0 {
                problems.append("a chunk that is not the last is not a multiple of 4")
            }
            if payload.utf8.count > 4096 { problems.append("a chunk over 4096 bytes") }
            chunked.payload += payload
            if keys["m"] == "1" {
                pending = chunked
            } else {
                pending = nil
                transmit(chunked.keys, payload: chunked.payload)
            }
            return
        }
        switch keys["a"] ?? "t" {
        case "t", "T":
            if payload.utf8.count > 4096 { problems.append("a chunk over 4096 bytes") }
            if keys["m"] == "1" {
                if payload.utf8.count % 4 != 0 { problems.append("a first chunk that is not a multiple of 4") }
                pending = (keys, payload)
            } else {
                transmit(keys, payload: payload)
            }
        case "q":
            // A query: "it will not replace an existing image with the same id, nor will it store
            // the image".
            break
        case "d":
            guard let id = keys["i"].flatMap(UInt32.init) else {
                problems.append("a deletion without an id")
                return
            }
            switch keys["d"] ?? "a" {
            case "I":
                images[id] = nil
                history.append(.deleted(id))
            case "i":
                images[id]?.placement = nil
            default:
                problems.append("a deletion of kind \(keys["d"] ?? "a"), which leaves virtual placements")
            }
        default:
            problems.append("an action \(keys["a"] ?? "")")
        }
    }

    private mutating func transmit(_ keys: [String: String], payload: String) {
        guard let id = keys["i"].flatMap(UInt32.init), id != 0 else {
            problems.append("an image without an id")
            return
        }
        guard var data = Data(base64Encoded: payload).map(Array.init) else {
            problems.append("image \(id): the payload is not base64")
            return
        }
        if keys["o"] == "z" {
            guard let inflated = KittySpecDecoder.inflate(data) else {
                problems.append("image \(id): the payload does not inflate")
                return
            }
            data = inflated
        }
        let channels = keys["f"] == "24" ? 3 : keys["f"] == "32" || keys["f"] == nil ? 4 : 0
        guard channels > 0, let width = keys["s"].flatMap(Int.init), let height = keys["v"].flatMap(Int.init),
            data.count == width * height * channels
        else {
            problems.append("image \(id): format \(keys["f"] ?? "32") with \(data.count) bytes for its size")
            return
        }
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for pixel in 0..<(width * height) {
            rgb += data[(pixel * channels)..<(pixel * channels + 3)]
        }
        var image = Image(width: width, height: height, rgb: rgb)
        if keys["a"] == "T", keys["U"] == "1" {
            image.placement = Size(
                columns: keys["c"].flatMap(Int.init) ?? 0, rows: keys["r"].flatMap(Int.init) ?? 0)
        }
        images[id] = image
        history.append(.transmitted(id))
    }

    private static func inflate(_ bytes: [UInt8]) -> [UInt8]? {
        var capacity = max(1024, bytes.count * 8)
        while capacity < 1 << 28 {
            var output = [UInt8](repeating: 0, count: capacity)
            var length = uLong(capacity)
            let status = output.withUnsafeMutableBufferPointer { output in
                bytes.withUnsafeBufferPointer { input in
                    uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
                }
            }
            if status == Z_OK { return Array(output.prefix(Int(length))) }
            guard status == Z_BUF_ERROR else { return nil }
            capacity *= 4
        }
        return nil
    }

    // MARK: The cells

    /// Each placeholder cell of `screen` with the tile it shows.
    ///
    /// The image id is the foreground's colour number (a 256-colour index, or a 24-bit colour read
    /// as a number), with the third diacritic as its top byte. A cell missing diacritics takes them
    /// from the placeholder to its left, as the specification's rules say.
    public func tiles(in screen: ScreenBuffer) -> [Point: Tile] {
        var tiles: [Point: Tile] = [:]
        for y in 0..<screen.size.rows {
            var left: (tile: Tile, colour: UInt32, msb: Int)?
            for x in 0..<screen.size.columns {
                let cell = screen[x, y]
                let scalars = Array(cell.grapheme.unicodeScalars)
                guard scalars.first?.value == 0x10EEEE, let colour = colourNumber(cell.style.foreground) else {
                    left = nil
                    continue
                }
                let marks = scalars.dropFirst().map { diacritics[$0.value] }
                let row: Int
                let column: Int
                let msb: Int
                let sameColour = left?.colour == colour
                switch (marks.count, marks.first ?? nil, marks.dropFirst().first ?? nil) {
                case (0, _, _) where sameColour:
                    (row, column, msb) = (left?.tile.row ?? 0, (left?.tile.column ?? 0) + 1, left?.msb ?? 0)
                case (1, let only?, _) where sameColour && left?.tile.row == only:
                    (row, column, msb) = (only, (left?.tile.column ?? 0) + 1, left?.msb ?? 0)
                case (2, let first?, let second?)
                where sameColour && left?.tile.row == first && left?.tile.column == second - 1:
                    (row, column, msb) = (first, second, left?.msb ?? 0)
                case (3..., let first?, let second?):
                    guard let top = marks[2] else { continue }
                    (row, column, msb) = (first, second, top)
                case (2, let first?, let second?):
                    (row, column, msb) = (first, second, 0)
                default:
                    left = nil
                    continue
                }
                let tile = Tile(image: UInt32(msb) << 24 | colour, row: row, column: column)
                tiles[Point(x: x, y: y)] = tile
                left = (tile, colour, msb)
            }
        }
        return tiles
    }

    /// The number a foreground colour carries: what a terminal reads from `38;5;N` or `38;2;R;G;B`.
    private func colourNumber(_ color: TerminalColor) -> UInt32? {
        switch color {
        case .terminalDefault: nil
        case .rgb(let rgb): UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
        case .imageID(let id): UInt32(id.low)
        }
    }

    /// The mean colour of the pixels the terminal shows in `tile`'s cell, `cellPixels` in size.
    ///
    /// The image fitted whole into the placement's box and centred. Nil when the image or its
    /// placement is not held, or when the tile lies wholly in the margin.
    public func meanColour(of tile: Tile, cellPixels: PixelExtent) -> RGBColor? {
        guard let image = images[tile.image], let box = image.placement, box.columns > 0, box.rows > 0 else {
            return nil
        }
        let boxWidth = Double(box.columns * cellPixels.width)
        let boxHeight = Double(box.rows * cellPixels.height)
        let scale = min(boxWidth / Double(image.width), boxHeight / Double(image.height))
        let left = (boxWidth - Double(image.width) * scale) / 2
        let top = (boxHeight - Double(image.height) * scale) / 2
        var sums = (0.0, 0.0, 0.0)
        var count = 0.0
        for py in 0..<cellPixels.height {
            for px in 0..<cellPixels.width {
                let bx = Double(tile.column * cellPixels.width + px) + 0.5
                let by = Double(tile.row * cellPixels.height + py) + 0.5
                let ix = Int(((bx - left) / scale).rounded(.down))
                let iy = Int(((by - top) / scale).rounded(.down))
                guard ix >= 0, iy >= 0, ix < image.width, iy < image.height else { continue }
                let at = (iy * image.width + ix) * 3
                sums.0 += Double(image.rgb[at])
                sums.1 += Double(image.rgb[at + 1])
                sums.2 += Double(image.rgb[at + 2])
                count += 1
            }
        }
        guard count > 0 else { return nil }
        return RGBColor(
            red: UInt8((sums.0 / count).rounded()), green: UInt8((sums.1 / count).rounded()),
            blue: UInt8((sums.2 / count).rounded()))
    }
}
