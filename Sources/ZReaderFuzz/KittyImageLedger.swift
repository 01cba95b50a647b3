import ZReaderScreen

/// The images a kitty-protocol terminal holds, as a fuzz run's image commands leave them, and
/// what went wrong with them: a second transmission of a live id without its deletion, or a
/// deletion of an id not held.
struct KittyImageLedger: Hashable, Sendable {
    private(set) var live: Set<KittyImageID> = []
    /// The first mistake in the commands, said in words; nil while there is none.
    private(set) var mistake: String?

    mutating func apply(_ commands: [KittyImageCommand]) {
        for command in commands {
            switch command {
            case .transmit(let transmission):
                if live.contains(transmission.id), mistake == nil {
                    mistake = "\(transmission.id) sent again without being deleted"
                }
                live.insert(transmission.id)
            case .delete(let id):
                if live.remove(id) == nil, mistake == nil { mistake = "\(id) deleted but not held" }
            }
        }
    }

    /// The terminal was given away and its images deleted, or the app started afresh.
    mutating func forgetAll() {
        live.removeAll()
    }
}
