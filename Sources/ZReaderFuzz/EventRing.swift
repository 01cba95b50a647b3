/// The last few steps of a run, kept in a fixed ring so that recording one costs no allocation.
struct EventRing {
    private var records: [StepRecord] = []
    private var next = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        records.reserveCapacity(self.capacity)
    }

    mutating func append(_ record: StepRecord) {
        if records.count < capacity {
            records.append(record)
        } else {
            records[next] = record
        }
        next = (next + 1) % capacity
    }

    /// Oldest first.
    var ordered: [StepRecord] {
        records.count < capacity ? records : Array(records[next...] + records[..<next])
    }
}
