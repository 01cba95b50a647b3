/// Something a waiting run loop can be woken by from another thread: a readable file descriptor.
public protocol WakeUpSignal: AnyObject, Sendable {
    /// Becomes readable when the loop should wake.
    var fileDescriptor: Int32 { get }

    /// Empties the descriptor after a wake-up.
    func acknowledge()
}
