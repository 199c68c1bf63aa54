#if canImport(Glibc)
    import Glibc
#endif

/// Puts glibc's allocator in a steady state for benchmarks that allocate and free tables of
/// megabytes in every iteration: memory they free stays with the process, so that each iteration
/// after the first reuses the pages of the one before instead of faulting in fresh ones.
///
/// Without it, which side of a comparison pays for fresh pages depends on history rather than on
/// the code measured. glibc serves a block of at least its mmap threshold with a fresh mapping,
/// and trims the heap when the free memory at its top passes the trim threshold; both thresholds
/// start low and rise as mapped blocks are freed (the trim threshold to twice the largest one),
/// up to 32 MiB for the first. A benchmark process also runs every benchmark's registration, so
/// a 10 MB table freed there leaves a trim threshold of 21 MB: a solve that frees 29 MB of tables
/// per iteration is trimmed (`madvise(MADV_DONTNEED)`) and faults in about 7,000 fresh pages in
/// the next iteration, while a loop whose one 32 MB table raised the thresholds on its first free
/// reuses its pages. Fixing both thresholds here (which also turns off their adjustment) gives
/// every benchmark that calls this the same conditions: blocks below 32 MiB come from the heap
/// and nothing is trimmed.
///
/// Call it at the start of a benchmark's closure: package-benchmark runs each benchmark in a
/// process of its own, so the setting does not reach other benchmarks. Does nothing where the C
/// library is not glibc.
///
/// - Complexity: O(1).
public func keepFreedMemoryInProcess() {
    #if canImport(Glibc)
        // mallopt is not in the Glibc module; glibc's values of M_TRIM_THRESHOLD and
        // M_MMAP_THRESHOLD.
        typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MalloptFunction.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        // 32 MiB is the largest mmap threshold glibc takes on 64-bit systems.
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 1 << 30)
    #endif
}
