/// The header of a ``PrefixSharingStorage``: how many elements it has room for, and how
/// many of them some value has written (every value reads a prefix of those).
@usableFromInline
struct PrefixSharingHeader {
    @usableFromInline let capacity: Int
    @usableFromInline var written: Int

    @inlinable
    init(capacity: Int, written: Int) {
        self.capacity = capacity
        self.written = written
    }
}
