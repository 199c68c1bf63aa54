/// Where one buffer of a snapshot's storage is, and how many elements it holds and has room for.
package struct SnapshotBuffer: Equatable {
    package var address: UnsafeRawPointer?
    package var count: Int
    package var capacity: Int

    /// The elements copied on the way from this buffer to `later`, the same buffer after an edit:
    /// all of them when it moved although it had room for what it holds now (copy on write found
    /// it shared), none when it stayed or grew.
    package func copiedElements(becoming later: SnapshotBuffer) -> Int {
        later.address != address && later.count <= capacity ? count : 0
    }
}
