/// What a frame tells a kitty-protocol terminal about the images it keeps: store one, or forget
/// one and its data.
///
/// The backend turns these into the protocol's bytes and keeps the set of images the terminal
/// holds, so that it can delete them all on every way out (a quit, a suspension, a fatal signal).
public enum KittyImageCommand: Hashable, Sendable {
    /// Send the picture (and its virtual placement, for placeholders).
    case transmit(KittyTransmission)
    /// Delete the image with this id and free its data (`a=d,d=I`).
    case delete(KittyImageID)

    /// The image the command is about.
    public var id: KittyImageID {
        switch self {
        case .transmit(let transmission): transmission.id
        case .delete(let id): id
        }
    }
}
