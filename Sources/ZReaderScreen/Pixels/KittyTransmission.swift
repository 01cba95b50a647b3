/// One picture sent to a terminal speaking the kitty graphics protocol: its id, its pixels, the
/// cells it is shown in, and whether it gets a virtual placement for Unicode placeholders.
public struct KittyTransmission: Hashable, Sendable {
    public var id: KittyImageID
    public var payload: KittyPayload
    /// The box the terminal fits the image into (`c=`, `r=`), keeping its shape.
    public var cells: Size
    /// True for placeholders: the transmission also makes the virtual placement (`U=1`) the cells show.
    ///
    /// False for direct placement, where the image is only stored and placed at a position later.
    public var isVirtual: Bool

    public init(id: KittyImageID, payload: KittyPayload, cells: Size, isVirtual: Bool) {
        self.id = id
        self.payload = payload
        self.cells = cells
        self.isVirtual = isVirtual
    }
}
