import ZReaderScreen

/// The kitty graphics protocol's commands as bytes: APC strings `ESC _ G <keys> ; <payload> ESC \`.
///
/// All of them quiet (`q=2`): no answer comes back to be read as keys. Spec: kitty's
/// `docs/graphics-protocol.rst` ("Remote client", "Compression", "Unicode placeholders",
/// "Deleting images").
public enum KittyGraphicsCommand {
    /// The most base64 characters in one chunk, as the protocol allows.
    public static let chunkSize = 4096

    /// The APC strings that send `transmission`, in order: the pixels base64-encoded in chunks of
    /// at most `chunkSize` characters (each a multiple of 4 but the last), the first carrying
    /// every key, the others only `m` (more follows) and `q`.
    ///
    /// For placeholders, the first command both stores the image and makes its virtual placement
    /// (`a=T,U=1` with the box in cells, `c` and `r`); for direct placement it only stores the
    /// image (`a=t`), placed later at a position.
    public static func transmit(_ transmission: KittyTransmission) -> [[UInt8]] {
        let payload = transmission.payload
        let encoded = Base64.encode(payload.compressed)
        var keys =
            transmission.isVirtual
            ? "a=T,U=1,q=2,f=24,o=z,s=\(payload.width),v=\(payload.height),i=\(transmission.id.value),"
                + "c=\(transmission.cells.columns),r=\(transmission.cells.rows)"
            : "a=t,q=2,f=24,o=z,s=\(payload.width),v=\(payload.height),i=\(transmission.id.value)"
        var commands: [[UInt8]] = []
        var start = 0
        repeat {
            let end = min(encoded.count, start + chunkSize)
            let more = end < encoded.count
            commands.append(apc(keys + ",m=\(more ? 1 : 0)", payload: encoded[start..<end]))
            keys = "q=2"
            start = end
        } while start < encoded.count
        return commands
    }

    /// Deletes the image `id` with its data (`d=I`; virtual placements go with it).
    public static func delete(_ id: KittyImageID) -> [UInt8] {
        apc("a=d,d=I,i=\(id.value),q=2", payload: [])
    }

    private static func apc(_ keys: String, payload: ArraySlice<UInt8>) -> [UInt8] {
        var bytes = Array("\u{1B}_G\(keys)".utf8)
        if !payload.isEmpty {
            bytes.append(UInt8(ascii: ";"))
            bytes += payload
        }
        bytes += [0x1B, UInt8(ascii: "\\")]
        return bytes
    }
}
