/// The elements of ``PrefixSharingArray`` values: written once each, at the end, and read by
/// every value that holds the storage up to its own count.
@usableFromInline
final class PrefixSharingStorage<Element>: ManagedBuffer<PrefixSharingHeader, Element> {
    /// Storage with room for `capacity` elements, none written.
    @inlinable
    static func make(capacity: Int) -> PrefixSharingStorage {
        unsafeDowncast(
            create(minimumCapacity: capacity) { _ in PrefixSharingHeader(capacity: capacity, written: 0) },
            to: PrefixSharingStorage.self)
    }

    /// Forgets the elements written from `count` on, when no other value holds the storage.
    @inlinable
    func discardElements(from count: Int) {
        withUnsafeMutablePointers { header, elements in
            guard header.pointee.written > count else { return }
            (elements + count).deinitialize(count: header.pointee.written - count)
            header.pointee.written = count
        }
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.written) }
    }
}
