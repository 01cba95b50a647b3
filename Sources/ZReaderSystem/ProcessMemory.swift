/// glibc's `mallopt(3)`; `<malloc.h>` is in no module Swift has, and its ABI is fixed.
@_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

/// How the process's allocator keeps the memory it is given back.
public enum ProcessMemory {
    /// Makes freed buffers of a few megabytes go back to the system.
    ///
    /// Pictures are decoded and converted in such buffers on the background threads, one after
    /// another. glibc raises its mmap threshold once the first of them is freed, and from then on
    /// keeps them in per-thread arenas for good: a fixed threshold (M_MMAP_THRESHOLD, -3) and one
    /// arena (M_ARENA_MAX, -8) give them back. Call it first thing in `main`.
    public static func returnLargeBuffers() {
        _ = mallopt(-3, 128 * 1024)
        _ = mallopt(-8, 1)
    }
}
