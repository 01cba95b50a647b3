/// Names a picture that a view placed on screen, so that whoever draws its pixels can find them
/// again (the model maps it back to the picture's key); equal handles are the same picture at the
/// same size and look.
public struct PictureHandle: Hashable, Sendable {
    public var rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }
}
